import { roleApi } from '@invest/contract/api/role';
import { bindAll } from '../../http/bind.js';
import type { RoleService } from './service.js';

export const roleRoutes = (roles: RoleService) =>
  bindAll(roleApi, {
    list: async (req) => roles.tree(req.auth, req.query),
    tree: async (req) => roles.tree(req.auth),
    detail: async (req) => roles.detail(req.auth, req.query.id),
    submit: async (req) => roles.submit(req.auth, req.body),
    remove: async (req) => roles.remove(req.auth, req.query.ids),
    grant: async (req) => {
      await roles.grant(req.auth, req.body);
      return null;
    },
    grantTree: async (req) => roles.grantTree(req.auth),
    grantedKeys: async (req) => roles.grantedKeys(req.auth, req.query.roleIds),
  });
