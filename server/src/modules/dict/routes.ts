import { dictApi } from '@invest/contract/api/dict';
import { bindAll } from '../../http/bind.js';
import type { DictService } from './service.js';

export const dictRoutes = (dicts: DictService) =>
  bindAll(dictApi, {
    list: async (req) => dicts.list(req.auth, req.query),
    parentPage: async (req) => dicts.parentPage(req.auth, req.query),
    childPage: async (req) => dicts.childPage(req.auth, req.query),
    detail: async (req) => dicts.detail(req.auth, req.query.id),
    tree: async (req) => dicts.tree(req.auth, req.query.code),
    submit: async (req) => dicts.submit(req.auth, req.body),
    remove: async (req) => dicts.remove(req.auth, req.query.ids),
    dictionary: async (req) => dicts.dictionary(req.auth, req.query.code),
  });
