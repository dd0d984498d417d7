import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idsQuery } from '@invest/contract/envelope';
import { pageOf } from '@invest/contract/paging';
import { readAllQuery, remind, remindPageQuery, REMIND_EVENT, sendNotice, unreadCounts } from '@invest/contract/notice';
import { needs, signedIn } from '@invest/contract/access';
import { requireAuth } from '../../http/auth-context.js';
import { ok } from '../../http/envelope.js';
import type { NoticeService } from './service.js';

/** Comments keep proxies from closing an idle stream; the session is re-checked at each one. */
const HEARTBEAT_MS = 25_000;
const PREFIX = '/api/common/eventremind';

export const noticeRoutes =
  (notices: NoticeService, sessionActive: (sessionId: string) => Promise<boolean>): FastifyPluginAsyncZod =>
  async (app) => {
    const streams = new Set<() => void>();
    app.addHook('preClose', async () => streams.forEach((end) => end()));

    app.get(
      `${PREFIX}/page`,
      {
        config: { access: signedIn },
        schema: {
          tags: ['notice'],
          summary: "The caller's reminders, newest first (type 0 to-do, 1 message, 2 notice)",
          querystring: remindPageQuery,
          response: { 200: envelopeOf(pageOf(remind)) },
        },
      },
      async (req) => ok(req.lang, await notices.page(requireAuth(req.auth), req.query)),
    );

    app.get(
      `${PREFIX}/unread-count`,
      {
        config: { access: signedIn },
        schema: {
          tags: ['notice'],
          summary: 'Unread reminders, in all and by type',
          response: { 200: envelopeOf(unreadCounts) },
        },
      },
      async (req) => ok(req.lang, await notices.unreadCounts(requireAuth(req.auth))),
    );

    app.post(
      `${PREFIX}/read`,
      {
        config: { access: signedIn },
        schema: {
          tags: ['notice'],
          summary: 'Mark reminders read',
          querystring: idsQuery,
          response: { 200: envelopeOf(z.number()) },
        },
      },
      async (req) => ok(req.lang, await notices.read(requireAuth(req.auth), req.query.ids)),
    );

    app.post(
      `${PREFIX}/read-all`,
      {
        config: { access: signedIn },
        schema: {
          tags: ['notice'],
          summary: 'Mark all reminders read, of one type or all',
          querystring: readAllQuery,
          response: { 200: envelopeOf(z.number()) },
        },
      },
      async (req) => ok(req.lang, await notices.readAll(requireAuth(req.auth), req.query.type)),
    );

    app.post(
      `${PREFIX}/send`,
      {
        config: { access: needs('notice_send') },
        schema: {
          tags: ['notice'],
          summary: 'Send a notice to users of the tenant (all when none are listed)',
          body: sendNotice,
          response: { 200: envelopeOf(z.number()) },
        },
      },
      async (req) => ok(req.lang, await notices.send(requireAuth(req.auth), req.body)),
    );

    app.get(
      `${PREFIX}/stream`,
      {
        config: { access: signedIn },
        schema: { tags: ['notice'], summary: 'Server-sent events: `remind` for each new reminder of the caller' },
      },
      async (req, reply) => {
        const auth = requireAuth(req.auth);
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
          'x-request-id': String(req.id),
        });
        res.write('retry: 3000\n\n');
        const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        send('ready', await notices.unreadCounts(auth));
        const unsubscribe = notices.subscribe(auth, (r) => send(REMIND_EVENT, r));
        const heartbeat = setInterval(() => {
          void sessionActive(auth.sessionId).then(
            (active) => (active ? res.write(': ping\n\n') : end()),
            () => end(),
          );
        }, HEARTBEAT_MS);
        const end = () => {
          clearInterval(heartbeat);
          unsubscribe();
          streams.delete(end);
          if (!res.writableEnded) res.end();
        };
        streams.add(end);
        req.raw.on('close', end);
      },
    );
  };
