import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { role, user, userRole } from '../../db/schema/user.js';

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

    async rolesByIds(ids: string[]): Promise<RoleRef[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: role.id, alias: role.roleAlias, name: role.roleName })
        .from(role)
        .where(and(inArray(role.id, ids), eq(role.isDeleted, 0)));
    },
  };
}
export type UserRepo = ReturnType<typeof createUserRepo>;
