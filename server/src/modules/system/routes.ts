import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@invest/contract/envelope';
import type { SocialProvider } from '@invest/contract/auth';
import { health, publicConfig, readiness } from '@invest/contract/system';
import { openAccess, publicAccess } from '@invest/contract/access';
import { ok } from '../../http/envelope.js';
import type { DatabaseKind } from '../../db/client.js';

export const systemRoutes =
  (info: {
    tenantMode: boolean;
    captchaMode: boolean;
    version: string;
    database: DatabaseKind;
    socialProviders: SocialProvider[];
    /** Whether the database answers now (see db/outage.ts). */
    ready: () => Promise<boolean>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: openAccess },
        schema: { tags: ['system'], summary: 'Liveness for load balancers', response: { 200: health } },
      },
      async () => ({ status: 'ok' as const, database: info.database, version: info.version }),
    );

    app.get(
      '/api/health/ready',
      {
        config: { access: openAccess },
        schema: {
          tags: ['system'],
          summary: 'Readiness for load balancers: 503 while the database does not answer',
          response: { 200: readiness, 503: readiness },
        },
      },
      async (_req, reply) => {
        const up = await info.ready();
        return reply
          .status(up ? 200 : 503)
          .send({ status: up ? ('ok' as const) : ('unavailable' as const), database: info.database });
      },
    );

    app.get(
      '/api/blade-system/config/public',
      {
        config: { access: publicAccess },
        schema: {
          tags: ['system'],
          summary: 'Settings the sign-in page needs (tenant mode, captcha mode)',
          response: { 200: envelopeOf(publicConfig) },
        },
      },
      async (req) =>
        ok(req.lang, {
          tenantMode: info.tenantMode,
          captchaMode: info.captchaMode,
          version: info.version,
          socialProviders: info.socialProviders,
        }),
    );
  };
