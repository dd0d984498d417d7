import { z } from 'zod';
import { needs, needsAnyOf, publicAccess } from '../access.js';
import { endpoint, endpoints } from '../endpoint.js';
import { idSchema, idsQuery } from '../envelope.js';
import { pageOf } from '../paging.js';
import { tenantInfo, tenantInfoQuery, tenantQuery, tenantRecord, tenantSetting, tenantSubmit } from '../tenant.js';

const P = '/api/blade-system/tenant';

/** The tenant screen (spec §7 Tenant, super administrator) and the sign-in page's tenant look-up. */
export const tenantApi = endpoints('tenant', {
  page: endpoint({
    method: 'GET',
    path: `${P}/list`,
    access: needs('tenant'),
    summary: 'Tenants, paged (super administrator)',
    query: tenantQuery,
    response: pageOf(tenantRecord),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${P}/detail`,
    access: needs('tenant'),
    summary: 'One tenant',
    query: z.object({ id: idSchema }),
    response: tenantRecord,
  }),
  submit: endpoint({
    method: 'POST',
    path: `${P}/submit`,
    access: needsAnyOf('tenant_add', 'tenant_edit'),
    summary: 'Create a tenant with its first administrator, or edit one',
    body: tenantSubmit,
    response: tenantRecord,
  }),
  remove: endpoint({
    method: 'POST',
    path: `${P}/remove`,
    access: needs('tenant_delete'),
    summary: 'Delete tenants (not the default one); their users are signed out',
    query: idsQuery,
    response: z.number(),
  }),
  setting: endpoint({
    method: 'POST',
    path: `${P}/setting`,
    access: needs('tenant_setting'),
    summary: 'Account quota and expiry of tenants',
    query: tenantSetting,
    response: z.number(),
  }),
  info: endpoint({
    method: 'GET',
    path: `${P}/info`,
    access: publicAccess,
    summary: 'Derive the tenant from a host name',
    query: tenantInfoQuery,
    response: tenantInfo.nullable(),
  }),
});
