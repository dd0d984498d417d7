import type { Page } from '@invest/contract/paging';
import type { PasswordReset, UserBrief, UserRecord, UserSubmit } from '@invest/contract/user';
import { USER_STATUS } from '../../db/schema/user.js';
import type { AuthUser } from '../../http/auth-context.js';
import { conflict, forbidden, invalid, notFound } from '../../errors.js';
import { formatDateTime } from '../../http/format.js';
import { offsetOf, pageOf, sortOf } from '../../paging.js';
import { requirePermission, type PermissionCheck } from '../../http/permission.js';
import { hashPassword } from '../auth/secrets.js';
import type { AuthService } from '../auth/service.js';
import type { RoleService } from '../role/service.js';
import type { MenuService } from '../menu/service.js';
import type { TenantService } from '../tenant/service.js';
import { assertContactDetails } from './service.js';
import type { RoleRef, UserFilter, UserRepo, UserRow } from './repo.js';

type Deps = {
  repo: UserRepo;
  auth: AuthService;
  roles: RoleService;
  tenants: TenantService;
  permissions: PermissionCheck;
  rights: Pick<MenuService, 'coversRights'>;
};

/** Administrators manage the users of their tenant. */
export function createUserAdmin({ repo, auth, roles, tenants, permissions, rights }: Deps) {
  async function toRecords(tenantId: string, rows: UserRow[]): Promise<UserRecord[]> {
    const [roleMap, locked] = await Promise.all([
      repo.rolesOfMany(rows.map((r) => r.id)),
      auth.lockedAccounts(
        tenantId,
        rows.map((r) => r.account),
      ),
    ]);
    return rows.map((r) => {
      const rs: RoleRef[] = roleMap.get(r.id) ?? [];
      return {
        id: r.id,
        tenantId: r.tenantId,
        account: r.account,
        name: r.name,
        realName: r.realName,
        email: r.email,
        phone: r.phone,
        sex: r.sex,
        avatar: r.avatar,
        status: r.status,
        roleIds: rs.map((x) => x.id),
        roleNames: rs.map((x) => x.name),
        roleNamesEn: rs.map((x) => x.nameEn),
        locked: locked.has(r.account),
        createTime: formatDateTime(r.createTime),
      };
    });
  }

  async function detail(a: AuthUser, id: string): Promise<UserRecord> {
    const row = await repo.findInTenant(a.tenantId, id);
    if (!row) throw notFound();
    return (await toRecords(a.tenantId, [row]))[0]!;
  }

  /**
   * The users of the caller's tenant among `ids` (others are silently not touched) that the
   * caller may manage: an account holding any right the caller lacks (the super administrator's
   * above all) is refused, and then nothing is changed.
   */
  async function manageable(a: AuthUser, ids: string[], allowSelf = true): Promise<UserRow[]> {
    if (!allowSelf && ids.includes(a.userId)) throw invalid('notOnYourself');
    const rows = await repo.findManyInTenant(a.tenantId, ids);
    const others = rows.filter((r) => r.id !== a.userId);
    const roleMap = await repo.rolesOfMany(others.map((r) => r.id));
    for (const row of others) {
      const held = roleMap.get(row.id) ?? [];
      const subject = { tenantId: row.tenantId, roleIds: held.map((r) => r.id), roleAliases: held.map((r) => r.alias) };
      if (!(await rights.coversRights(a, subject))) throw forbidden('accountBeyondOwnRights');
    }
    return rows;
  }

  const brief = (r: UserBrief): UserBrief => ({ id: r.id, account: r.account, name: r.name, realName: r.realName });

  return {
    detail,

    async page(
      a: AuthUser,
      q: UserFilter & { current: number; size: number; ascs?: string; descs?: string },
    ): Promise<Page<UserRecord>> {
      const sort = sortOf(q);
      const { rows, total } = await repo.page(a.tenantId, q, sort, q.size, offsetOf(q));
      return pageOf(await toRecords(a.tenantId, rows), total, q);
    },

    async submit(a: AuthUser, body: UserSubmit): Promise<UserRecord> {
      await requirePermission(permissions, a, body.id ? 'user_edit' : 'user_add');
      const t = a.tenantId;
      assertContactDetails(body);
      const roleIds = await roles.assignable(a, body.roleIds);
      if (await repo.accountTaken(t, body.account, body.id))
        throw conflict('accountExists', { account: body.account }).at('account');
      const fields = {
        account: body.account,
        name: body.name,
        realName: body.realName,
        email: body.email,
        phone: body.phone,
        sex: body.sex,
        status: body.status,
      };
      if (body.id) {
        const [existing] = await manageable(a, [body.id]);
        if (!existing) throw notFound();
        if (existing.id === a.userId && body.status !== USER_STATUS.active) throw invalid('notOnYourself');
        await repo.update(t, existing.id, {
          ...fields,
          status: existing.status === USER_STATUS.pending ? existing.status : body.status,
          updateUser: a.userId,
        });
        await repo.setRoles([existing.id], roleIds);
        if (body.status === USER_STATUS.disabled) await auth.signOutUsers([existing.id]);
        else await auth.sessionsChanged();
        return detail(a, existing.id);
      }
      if (!body.password) throw invalid('passwordRequiredForNew');
      const quota = await tenants.accountQuota(t);
      if (quota >= 0 && (await repo.countUsers(t)) >= quota) throw conflict('quotaReached', { max: quota });
      const row = await repo.insertWithRoles(
        { ...fields, tenantId: t, password: await hashPassword(body.password), createUser: a.userId },
        roleIds,
      );
      return detail(a, row.id);
    },

    async remove(a: AuthUser, ids: string[]): Promise<number> {
      const rows = await manageable(a, ids, false);
      const removed = await repo.remove(
        a.tenantId,
        rows.map((r) => r.id),
        a.userId,
      );
      await auth.signOutUsers(rows.map((r) => r.id));
      return removed;
    },

    /** Enables (1) or disables (0) accounts; disabled users are signed out at once. */
    async setStatus(a: AuthUser, ids: string[], status: 0 | 1): Promise<number> {
      const rows = (await manageable(a, ids, false)).filter((r) => r.status !== USER_STATUS.pending);
      const changed = await repo.setStatus(
        a.tenantId,
        rows.map((r) => r.id),
        status,
        a.userId,
      );
      if (status === USER_STATUS.disabled) await auth.signOutUsers(rows.map((r) => r.id));
      return changed;
    },

    /** A one-time password each, answered once to the caller; the users change it at next sign-in. */
    async resetPassword(a: AuthUser, ids: string[]): Promise<PasswordReset[]> {
      const rows = await manageable(a, ids);
      const passwords = await auth.resetPasswords(
        rows.map((r) => r.id),
        a.userId,
      );
      return rows.map((r) => ({ id: r.id, account: r.account, password: passwords.get(r.id)! }));
    },

    async unlock(a: AuthUser, ids: string[]): Promise<number> {
      const rows = await manageable(a, ids);
      await auth.unlock(
        a.tenantId,
        rows.map((r) => r.account),
      );
      return rows.length;
    },

    async grantRoles(a: AuthUser, ids: string[], roleIds: string[]): Promise<number> {
      const rows = await manageable(a, ids);
      await repo.setRoles(
        rows.map((r) => r.id),
        await roles.assignable(a, roleIds),
      );
      await auth.sessionsChanged();
      return rows.length;
    },

    /** Approves (active) or rejects (deleted) registrations waiting for approval. */
    async audit(a: AuthUser, ids: string[], pass: boolean): Promise<number> {
      const rows = await manageable(a, ids);
      if (rows.some((r) => r.status !== USER_STATUS.pending)) throw invalid('notPending');
      const targets = rows.map((r) => r.id);
      return pass
        ? repo.setStatus(a.tenantId, targets, USER_STATUS.active, a.userId)
        : repo.remove(a.tenantId, targets, a.userId);
    },

    listByRole: async (a: AuthUser, alias: string) => (await repo.byRoleAlias(a.tenantId, alias)).map(brief),
    listUser: async (a: AuthUser) => (await repo.briefs(a.tenantId, {}, 1000)).map(brief),
    userList: async (a: AuthUser, keyword?: string) => (await repo.briefs(a.tenantId, { keyword }, 50)).map(brief),
    listByUser: async (a: AuthUser, ids: string[]) => (await repo.briefs(a.tenantId, { ids }, 500)).map(brief),
    containsRole: (a: AuthUser, code: string) => a.roleAliases.includes(code),
  };
}
export type UserAdmin = ReturnType<typeof createUserAdmin>;
