import { paramApi } from '@invest/contract/api/param';
import { bindAll } from '../../http/bind.js';
import type { ParamService } from './service.js';

export const paramRoutes = (params: ParamService) =>
  bindAll(paramApi, {
    page: async (req) => params.page(req.auth, req.query),
    detail: async (req) => params.detail(req.auth, req.query.id),
    submit: async (req) => params.submit(req.auth, req.body),
    remove: async (req) => params.remove(req.auth, req.query.ids),
    runtime: async (req) => params.runtime(req.auth),
  });
