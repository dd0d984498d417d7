import { tenantApi } from '@invest/contract/api/tenant';
import { bindAll } from '../../http/bind.js';
import type { TenantAdmin } from './manage.js';
import type { TenantService } from './service.js';

export const tenantRoutes = (tenants: TenantService, admin: TenantAdmin) =>
  bindAll(tenantApi, {
    page: async (req) => admin.page(req.auth, req.query),
    detail: async (req) => admin.detail(req.auth, req.query.id),
    submit: async (req) => admin.submit(req.auth, req.body),
    remove: async (req) => admin.remove(req.auth, req.query.ids),
    setting: async (req) => admin.setting(req.auth, req.query),
    info: async (req) => tenants.infoByDomain(req.query.domain),
  });
