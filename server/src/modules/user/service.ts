import type { UserInfo } from '@invest/contract/auth';
import type { ProfileUpdate } from '@invest/contract/user';
import { EMAIL, phoneProblem } from '@invest/contract/validation';
import type { AuthUser } from '../../http/auth-context.js';
import { hashPassword } from '../auth/secrets.js';
import { invalid, unauthenticated } from '../../errors.js';
import type { RoleRef, UserRepo, UserRow } from './repo.js';

/** An account as other modules receive it from this service (they never import the repo). */
export type { UserRow };

export function createUserService(repo: UserRepo) {
  /** The signed-in user's profile and role codes (GET /api/blade-auth/oauth/user-info). */
  async function userInfo(auth: AuthUser): Promise<UserInfo> {
    const row = await repo.findById(auth.userId);
    if (!row || row.tenantId !== auth.tenantId) throw unauthenticated();
    return toUserInfo(row, await repo.rolesOf(row.id));
  }

  return {
    findByAccount: repo.findByAccount,
    findById: repo.findById,
    findByPhone: repo.findByPhone,
    accountTaken: repo.accountTaken,
    rolesOf: repo.rolesOf,
    activeUserIds: repo.activeUserIds,
    setPassword: repo.setPassword,
    userInfo,

    /** id → display name, for other modules' lists. */
    async namesOf(tenantId: string, ids: string[]): Promise<Map<string, string>> {
      const rows = await repo.names(tenantId, [...new Set(ids)]);
      return new Map(rows.map((r) => [r.id, r.name]));
    },
    countUsers: repo.countUsers,

    /** Creates an account directly (a new tenant's first administrator). */
    async createAccount(
      tenantId: string,
      a: { account: string; name: string; digest: string; roleIds: string[]; status?: number },
    ) {
      return repo.insertWithRoles(
        {
          tenantId,
          account: a.account,
          name: a.name,
          realName: a.name,
          password: await hashPassword(a.digest),
          status: a.status,
        },
        a.roleIds,
      );
    },

    /** The signed-in user edits their own profile; a phone, when given, must be a mobile number. */
    async updateProfile(auth: AuthUser, profile: ProfileUpdate): Promise<UserInfo> {
      assertContactDetails(profile);
      await repo.updateProfile(auth.userId, profile);
      return userInfo(auth);
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
    roleNameEn: roles.map((r) => r.nameEn || r.name).join(','),
    roles: roles.map((r) => r.alias),
    passwordChangeRequired: row.passwordChangeRequired === 1,
  };
}

/** A phone number and an e-mail address, when given, are well formed (refused at their field otherwise). */
export function assertContactDetails({ phone, email }: { phone?: string; email?: string }): void {
  const problem = phone ? phoneProblem(phone) : undefined;
  if (problem) throw invalid(problem).at('phone');
  if (email && !EMAIL.test(email)) throw invalid('emailFormat').at('email');
}
