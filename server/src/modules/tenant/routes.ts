import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@invest/contract/envelope';
import { tenantInfo, tenantInfoQuery } from '@invest/contract/tenant';
import { publicAccess } from '../../http/access.js';
import { ok } from '../../http/envelope.js';
import type { TenantService } from './service.js';

export const tenantRoutes =
  (tenants: TenantService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/blade-system/tenant/info',
      {
        config: { access: publicAccess },
        schema: {
          tags: ['tenant'],
          summary: 'Derive the tenant from a host name',
          querystring: tenantInfoQuery,
          response: { 200: envelopeOf(tenantInfo.nullable()) },
        },
      },
      async (req) => ok(req.lang, await tenants.infoByDomain(req.query.domain)),
    );
  };
