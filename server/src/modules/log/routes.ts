import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@invest/contract/envelope';
import { errorLogQuery, errorLogRecord, logUpload } from '@invest/contract/log';
import { pageOf } from '@invest/contract/paging';
import { needs, signedIn } from '@invest/contract/access';
import { requireAuth } from '../../http/auth-context.js';
import { ok } from '../../http/envelope.js';
import type { LogService } from './service.js';

export const logRoutes =
  (logs: LogService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/blade-log/error/upload',
      {
        config: { access: signedIn },
        bodyLimit: 4 * 1024 * 1024,
        schema: {
          tags: ['log'],
          summary: "Upload the console's captured errors",
          body: logUpload,
          response: { 200: envelopeOf(z.number()) },
        },
      },
      async (req) =>
        ok(
          req.lang,
          await logs.upload(requireAuth(req.auth), req.body, {
            userAgent: req.headers['user-agent'] ?? '',
            ip: req.ip,
          }),
        ),
    );

    app.get(
      '/api/blade-log/error/list',
      {
        config: { access: needs('error_log') },
        schema: {
          tags: ['log'],
          summary: 'Uploaded client errors of the tenant, newest first, with filters',
          querystring: errorLogQuery,
          response: { 200: envelopeOf(pageOf(errorLogRecord)) },
        },
      },
      async (req) => ok(req.lang, await logs.page(requireAuth(req.auth), req.query)),
    );
  };
