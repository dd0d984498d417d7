import { menuAdminApi } from '@invest/contract/api/menu';
import { bindAll } from '../../http/bind.js';
import type { MenuAdmin } from './manage.js';

export const menuAdminRoutes = (admin: MenuAdmin) =>
  bindAll(menuAdminApi, {
    lazyList: async (req) => admin.lazyList(req.query),
    lazyMenuList: async (req) => admin.lazyList(req.query, true),
    tree: async () => admin.tree(),
    detail: async (req) => admin.detail(req.query.id),
    submit: async (req) => admin.submit(req.auth, req.body),
    remove: async (req) => admin.remove(req.auth, req.query.ids),
    topMenuList: async () => admin.topMenus(),
    topMenuDetail: async (req) => admin.topMenuDetail(req.query.id),
    topMenuSubmit: async (req) => admin.submitTopMenu(req.auth, req.body),
    topMenuRemove: async (req) => admin.removeTopMenus(req.auth, req.query.ids),
    topMenuGrant: async (req) => {
      await admin.grantTopMenus(req.auth, req.body.topMenuIds, req.body.menuIds);
      return null;
    },
  });
