import type { UserInfo } from '@invest/contract/auth';
import type { AuthUser } from '../../http/auth-context.js';
import { unauthorized } from '../../http/errors.js';
import type { RoleRef, UserRepo, UserRow } from './repo.js';

export function createUserService(repo: UserRepo) {
  return {
    findByAccount: repo.findByAccount,
    findById: repo.findById,
    rolesOf: repo.rolesOf,
    activeUserIds: repo.activeUserIds,

    /** The signed-in user's profile and role codes (GET /api/blade-auth/oauth/user-info). */
    async userInfo(auth: AuthUser): Promise<UserInfo> {
      const row = await repo.findById(auth.userId);
      if (!row || row.tenantId !== auth.tenantId) throw unauthorized();
      const roles = await repo.rolesOf(row.id);
      return toUserInfo(row, roles);
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;

export function toUserInfo(row: UserRow, roles: RoleRef[]): UserInfo {
  return {
    userId: row.id,
    tenantId: row.tenantId,
    account: row.account,
    name: row.name,
    realName: row.realName,
    nickName: row.name || row.realName || row.account,
    email: row.email,
    phone: row.phone,
    avatar: row.avatar,
    roleName: roles.map((r) => r.name).join(','),
    roles: roles.map((r) => r.alias),
  };
}
