import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { reminderApi } from '@invest/contract/api/reminder';
import { RETRACT_EVENT } from '@invest/contract/constants';
import { REMIND_EVENT, type Remind } from '@invest/contract/reminder';
import type { AuthUser } from '../../http/auth-context.js';
import { bindAll, type EndpointRequest } from '../../http/bind.js';
import type { ReminderService, Retraction } from './service.js';

/** Comments keep proxies from closing an idle stream; the session is re-checked at each one. */
const HEARTBEAT_MS = 25_000;

export const reminderRoutes =
  (reminders: ReminderService, sessionActive: (sessionId: string) => Promise<boolean>): FastifyPluginAsync =>
  async (app, opts) => {
    const streams = new Set<() => void>();
    app.addHook('preClose', async () => streams.forEach((end) => end()));

    /** The caller's reminders as server-sent events, until the client goes or its session ends. */
    async function openStream(req: EndpointRequest<typeof reminderApi.stream>, reply: FastifyReply, auth: AuthUser) {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        // What Fastify would have sent (the security headers, the request id), now written by hand.
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');
      const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      send('ready', await reminders.unreadCounts(auth));
      const listener = Object.assign((r: Remind) => send(REMIND_EVENT, r), {
        // The bell drops the records and takes the counts as they are now.
        retracted: (r: Retraction) =>
          void reminders.unreadCounts(auth).then(
            (counts) => send(RETRACT_EVENT, { ...r, counts }),
            () => undefined,
          ),
      });
      const unsubscribe = reminders.subscribe(auth, listener);
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
    }

    await bindAll(reminderApi, {
      page: async (req) => reminders.page(req.auth, req.query),
      unreadCount: async (req) => reminders.unreadCounts(req.auth),
      read: async (req) => reminders.read(req.auth, req.query.ids),
      readAll: async (req) => reminders.readAll(req.auth, req.query.type),
      send: async (req) => reminders.send(req.auth, req.body),
      stream: async (req, reply) => {
        await openStream(req, reply, req.auth);
        return reply;
      },
    })(app, opts);
  };
