import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { role, user, userRole, USER_STATUS } from '../../db/schema/user.js';

export type UserRow = typeof user.$inferSelect;
export type RoleRef = { id: string; alias: string; name: string };

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
        .select({ id: role.id, alias: role.roleAlias, name: role.roleName })
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

    async setPassword(id: string, hash: string, by: string) {
      await db.update(user).set({ password: hash, updateUser: by, updateTime: new Date() }).where(eq(user.id, id));
    },

    async activeUserIds(tenantId: string): Promise<string[]> {
      const rows = await db
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.tenantId, tenantId), eq(user.status, USER_STATUS.active), eq(user.isDeleted, 0)));
      return rows.map((r) => r.id);
    },
  };
}
export type UserRepo = ReturnType<typeof createUserRepo>;
