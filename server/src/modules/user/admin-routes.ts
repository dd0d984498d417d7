import { userAdminApi } from '@invest/contract/api/user';
import { bindAll } from '../../http/bind.js';
import type { UserAdmin } from './manage.js';

export const userAdminRoutes = (users: UserAdmin) =>
  bindAll(userAdminApi, {
    page: async (req) => users.page(req.auth, req.query),
    detail: async (req) => users.detail(req.auth, req.query.id),
    submit: async (req) => users.submit(req.auth, req.body),
    remove: async (req) => users.remove(req.auth, req.query.ids),
    status: async (req) => users.setStatus(req.auth, req.query.ids, req.query.status),
    resetPassword: async (req) => users.resetPassword(req.auth, req.query.userIds),
    unlock: async (req) => users.unlock(req.auth, req.query.userIds),
    grant: async (req) => users.grantRoles(req.auth, req.query.userIds, req.query.roleIds),
    audit: async (req) => users.audit(req.auth, req.query.ids, req.query.pass === 1),
    listByRole: async (req) => users.listByRole(req.auth, req.params.role),
    listUser: async (req) => users.listUser(req.auth),
    userList: async (req) => users.userList(req.auth, req.query.keyword),
    listByUser: async (req) => users.listByUser(req.auth, req.query.userIds),
    containsRole: async (req) => users.containsRole(req.auth, req.query.code),
  });
