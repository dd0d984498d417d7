import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@invest/contract/envelope';
import {
  tenantInfo,
  tenantInfoQuery,
  tenantQuery,
  tenantRecord,
  tenantSetting,
  tenantSubmit,
} from '@invest/contract/tenant';
import { idSchema, idsQuery } from '@invest/contract/envelope';
import { pageOf } from '@invest/contract/paging';
import { z } from 'zod';
import { needs, needsAnyOf, publicAccess } from '@invest/contract/access';
import { requireAuth } from '../../http/auth-context.js';
import type { TenantAdmin } from './manage.js';
import { ok } from '../../http/envelope.js';
import type { TenantService } from './service.js';

export const tenantRoutes =
  (tenants: TenantService, admin: TenantAdmin): FastifyPluginAsyncZod =>
  async (app) => {
    const P = '/api/blade-system/tenant';
    const tags = ['tenant'];
    app.get(
      `${P}/list`,
      {
        config: { access: needs('tenant') },
        schema: {
          tags,
          summary: 'Tenants, paged (super administrator)',
          querystring: tenantQuery,
          response: { 200: envelopeOf(pageOf(tenantRecord)) },
        },
      },
      async (req) => ok(req.lang, await admin.page(requireAuth(req.auth), req.query)),
    );
    app.get(
      `${P}/detail`,
      {
        config: { access: needs('tenant') },
        schema: {
          tags,
          summary: 'One tenant',
          querystring: z.object({ id: idSchema }),
          response: { 200: envelopeOf(tenantRecord) },
        },
      },
      async (req) => ok(req.lang, await admin.detail(requireAuth(req.auth), req.query.id)),
    );
    app.post(
      `${P}/submit`,
      {
        config: { access: needsAnyOf('tenant_add', 'tenant_edit') },
        schema: {
          tags,
          summary: 'Create a tenant with its first administrator, or edit one',
          body: tenantSubmit,
          response: { 200: envelopeOf(tenantRecord) },
        },
      },
      async (req) => ok(req.lang, await admin.submit(requireAuth(req.auth), req.body)),
    );
    app.post(
      `${P}/remove`,
      {
        config: { access: needs('tenant_delete') },
        schema: {
          tags,
          summary: 'Delete tenants (not the default one); their users are signed out',
          querystring: idsQuery,
          response: { 200: envelopeOf(z.number()) },
        },
      },
      async (req) => ok(req.lang, await admin.remove(requireAuth(req.auth), req.query.ids)),
    );
    app.post(
      `${P}/setting`,
      {
        config: { access: needs('tenant_setting') },
        schema: {
          tags,
          summary: 'Account quota and expiry of tenants',
          querystring: tenantSetting,
          response: { 200: envelopeOf(z.number()) },
        },
      },
      async (req) => ok(req.lang, await admin.setting(requireAuth(req.auth), req.query)),
    );

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
