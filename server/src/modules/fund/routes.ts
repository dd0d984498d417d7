import { fundApi } from '@invest/contract/api/fund';
import { bindAll } from '../../http/bind.js';
import type { FundService } from './service.js';

export const fundRoutes = (funds: FundService) =>
  bindAll(fundApi, {
    page: async (req) => funds.page(req.auth, req.query),
    detail: async (req) => funds.detail(req.auth, req.query.id),
    list: async (req) => funds.list(req.auth),
    submit: async (req) => funds.submit(req.auth, req.body),
    remove: async (req) => funds.remove(req.auth, req.query.ids),
  });
