import { and, asc, count, desc, eq, exists, ilike, inArray, ne, or } from 'drizzle-orm';
import { softDelete } from '../../db/soft-delete.js';
import { contains } from '../../db/text.js';
import type { Db } from '../../db/client.js';
import { displayNameOf, role, user, userRole, USER_STATUS } from '../../db/schema/user.js';
import { orderByOf } from '../../db/order.js';
import type { SortKey } from '../../paging.js';

export type UserRow = typeof user.$inferSelect;
const USER_SORT = {
  account: user.account,
  name: user.name,
  realName: user.realName,
  createTime: user.createTime,
  status: user.status,
};
const USER_DEFAULT_ORDER = [desc(user.createTime), desc(user.id)];
export type UserFilter = { account?: string; realName?: string; roleId?: string; status?: number };

const live = (tenantId: string) => and(eq(user.tenantId, tenantId), eq(user.isDeleted, 0));
export type RoleRef = { id: string; alias: string; name: string; nameEn: string };

export function createUserRepo(db: Db) {
  return {
    async findByAccount(tenantId: string, account: string): Promise<UserRow | undefined> {
      const rows = await db
        .select()
        .from(user)
        .where(and(eq(user.tenantId, tenantId), eq(user.account, account), eq(user.isDeleted, 0)))
        .limit(1);
      return rows[0];
    },

    /** The active account with this mobile number in a tenant (the oldest, if several share it). */
    /** Display names of users of a tenant, deleted ones included (history keeps its names). */
    names(tenantId: string, ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: user.id, name: displayNameOf(user) })
        .from(user)
        .where(and(eq(user.tenantId, tenantId), inArray(user.id, ids)));
    },

    async findByPhone(tenantId: string, phone: string): Promise<UserRow | undefined> {
      const rows = await db
        .select()
        .from(user)
        .where(and(live(tenantId), eq(user.phone, phone), eq(user.status, USER_STATUS.active)))
        .orderBy(asc(user.id))
        .limit(1);
      return rows[0];
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const rows = await db
        .select()
        .from(user)
        .where(and(eq(user.id, id), eq(user.isDeleted, 0)))
        .limit(1);
      return rows[0];
    },

    async rolesOf(userId: string): Promise<RoleRef[]> {
      return db
        .select({ id: role.id, alias: role.roleAlias, name: role.roleName, nameEn: role.roleNameEn })
        .from(userRole)
        .innerJoin(role, eq(role.id, userRole.roleId))
        .where(and(eq(userRole.userId, userId), eq(role.isDeleted, 0)))
        .orderBy(role.sort, role.id);
    },

    async updateProfile(id: string, fields: Pick<UserRow, 'name' | 'realName' | 'email' | 'phone' | 'avatar'>) {
      await db
        .update(user)
        .set({ ...fields, updateUser: id, updateTime: new Date() })
        .where(eq(user.id, id));
    },

    /** A new password; `changeRequired` (an administrator's reset) makes the user change it at next sign-in. */
    async setPassword(id: string, hash: string, by: string, changeRequired = false) {
      await db
        .update(user)
        .set({ password: hash, passwordChangeRequired: changeRequired ? 1 : 0, updateUser: by, updateTime: new Date() })
        .where(eq(user.id, id));
    },

    async activeUserIds(tenantId: string): Promise<string[]> {
      const rows = await db
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.tenantId, tenantId), eq(user.status, USER_STATUS.active), eq(user.isDeleted, 0)));
      return rows.map((r) => r.id);
    },

    async page(tenantId: string, f: UserFilter, sort: SortKey[], limit: number, offset: number) {
      const where = and(
        live(tenantId),
        f.account ? ilike(user.account, contains(f.account)) : undefined,
        f.realName ? or(ilike(user.realName, contains(f.realName)), ilike(user.name, contains(f.realName))) : undefined,
        f.status === undefined ? undefined : eq(user.status, f.status),
        f.roleId
          ? exists(
              db
                .select({ one: userRole.userId })
                .from(userRole)
                .where(and(eq(userRole.userId, user.id), eq(userRole.roleId, f.roleId))),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(user)
          .where(where)
          .orderBy(...orderByOf(sort, USER_SORT, USER_DEFAULT_ORDER))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(user).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Role ids and names of many users at once. */
    async rolesOfMany(userIds: string[]): Promise<Map<string, RoleRef[]>> {
      const map = new Map<string, RoleRef[]>();
      if (userIds.length === 0) return map;
      const rows = await db
        .select({
          userId: userRole.userId,
          id: role.id,
          alias: role.roleAlias,
          name: role.roleName,
          nameEn: role.roleNameEn,
        })
        .from(userRole)
        .innerJoin(role, and(eq(role.id, userRole.roleId), eq(role.isDeleted, 0)))
        .where(inArray(userRole.userId, userIds))
        .orderBy(asc(role.sort));
      for (const r of rows)
        map.set(r.userId, [...(map.get(r.userId) ?? []), { id: r.id, alias: r.alias, name: r.name, nameEn: r.nameEn }]);
      return map;
    },

    async findInTenant(tenantId: string, id: string): Promise<UserRow | undefined> {
      const rows = await db
        .select()
        .from(user)
        .where(and(live(tenantId), eq(user.id, id)))
        .limit(1);
      return rows[0];
    },

    findManyInTenant(tenantId: string, ids: string[]) {
      return db
        .select()
        .from(user)
        .where(and(live(tenantId), inArray(user.id, ids)));
    },

    async accountTaken(tenantId: string, account: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: user.id })
        .from(user)
        .where(and(live(tenantId), eq(user.account, account), exceptId ? ne(user.id, exceptId) : undefined))
        .limit(1);
      return rows.length > 0;
    },

    async countUsers(tenantId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(user).where(live(tenantId));
      return row?.n ?? 0;
    },

    /** Inserts a user with its roles in one transaction. */
    async insertWithRoles(row: typeof user.$inferInsert, roleIds: string[]): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [saved] = await tx.insert(user).values(row).returning();
        if (roleIds.length) await tx.insert(userRole).values(roleIds.map((roleId) => ({ userId: saved!.id, roleId })));
        return saved!;
      });
    },

    async update(tenantId: string, id: string, fields: Partial<typeof user.$inferInsert>): Promise<void> {
      await db
        .update(user)
        .set({ ...fields, updateTime: new Date() })
        .where(and(live(tenantId), eq(user.id, id)));
    },

    /** Replaces the roles of users. */
    async setRoles(userIds: string[], roleIds: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(userRole).where(inArray(userRole.userId, userIds));
        const rows = userIds.flatMap((userId) => roleIds.map((roleId) => ({ userId, roleId })));
        if (rows.length) await tx.insert(userRole).values(rows);
      });
    },

    async setStatus(tenantId: string, ids: string[], status: number, by: string): Promise<number> {
      const rows = await db
        .update(user)
        .set({ status, updateUser: by, updateTime: new Date() })
        .where(and(live(tenantId), inArray(user.id, ids)))
        .returning({ id: user.id });
      return rows.length;
    },

    remove: (tenantId: string, ids: string[], by: string) => softDelete(db, user, ids, by, eq(user.tenantId, tenantId)),

    /** Users holding a role code (pickers: attendees, approvers). */
    byRoleAlias(tenantId: string, alias: string) {
      return db
        .selectDistinct({ id: user.id, account: user.account, name: user.name, realName: user.realName })
        .from(user)
        .innerJoin(userRole, eq(userRole.userId, user.id))
        .innerJoin(role, and(eq(role.id, userRole.roleId), eq(role.roleAlias, alias), eq(role.isDeleted, 0)))
        .where(and(live(tenantId), eq(user.status, USER_STATUS.active)))
        .orderBy(user.account);
    },

    briefs(tenantId: string, f: { keyword?: string; ids?: string[] }, limit: number) {
      return db
        .select({ id: user.id, account: user.account, name: user.name, realName: user.realName })
        .from(user)
        .where(
          and(
            live(tenantId),
            eq(user.status, USER_STATUS.active),
            f.ids ? inArray(user.id, f.ids) : undefined,
            f.keyword
              ? or(
                  ilike(user.account, contains(f.keyword)),
                  ilike(user.name, contains(f.keyword)),
                  ilike(user.realName, contains(f.keyword)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(user.account))
        .limit(limit);
    },
  };
}
export type UserRepo = ReturnType<typeof createUserRepo>;
