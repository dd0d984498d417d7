import { menuApi } from '@invest/contract/api/menu';
import { bindAll } from '../../http/bind.js';
import type { MenuService } from './service.js';

export const menuRoutes = (menus: MenuService) =>
  bindAll(menuApi, {
    routes: async (req) => menus.routes(req.auth, req.query.topMenuId || undefined),
    buttons: async (req) => menus.buttons(req.auth),
    topMenus: async (req) => menus.topMenus(req.auth),
    knownPath: async (req) => ({ known: await menus.isMenuPath(req.query.path) }),
  });
