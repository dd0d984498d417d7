import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { roleMenu } from '../../db/schema/menu.js';
import { role, user, userRole } from '../../db/schema/user.js';
import { softDelete } from '../../db/soft-delete.js';

export type RoleRow = typeof role.$inferSelect;
const live = (tenantId: string) => and(eq(role.tenantId, tenantId), eq(role.isDeleted, 0));

export function createRoleRepo(db: Db) {
  return {
    all(tenantId: string) {
      return db.select().from(role).where(live(tenantId)).orderBy(asc(role.sort), asc(role.id));
    },
    async userCounts(roleIds: string[]): Promise<Map<string, number>> {
      if (roleIds.length === 0) return new Map();
      // Deleted users keep their role rows (history); they do not count.
      const rows = await db
        .select({ roleId: userRole.roleId, n: count() })
        .from(userRole)
        .innerJoin(user, and(eq(user.id, userRole.userId), eq(user.isDeleted, 0)))
        .where(inArray(userRole.roleId, roleIds))
        .groupBy(userRole.roleId);
      return new Map(rows.map((r) => [r.roleId, r.n]));
    },
    async find(tenantId: string, id: string): Promise<RoleRow | undefined> {
      const rows = await db
        .select()
        .from(role)
        .where(and(live(tenantId), eq(role.id, id)))
        .limit(1);
      return rows[0];
    },
    findMany(tenantId: string, ids: string[]) {
      return db
        .select()
        .from(role)
        .where(and(live(tenantId), inArray(role.id, ids)));
    },
    async aliasTaken(tenantId: string, alias: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: role.id })
        .from(role)
        .where(and(live(tenantId), eq(role.roleAlias, alias), exceptId ? ne(role.id, exceptId) : undefined))
        .limit(1);
      return rows.length > 0;
    },
    async insert(row: typeof role.$inferInsert): Promise<RoleRow> {
      const [saved] = await db.insert(role).values(row).returning();
      return saved!;
    },
    async update(tenantId: string, id: string, fields: Partial<typeof role.$inferInsert>): Promise<void> {
      await db
        .update(role)
        .set({ ...fields, updateTime: new Date() })
        .where(and(live(tenantId), eq(role.id, id)));
    },
    remove: (tenantId: string, ids: string[], by: string) => softDelete(db, role, ids, by, eq(role.tenantId, tenantId)),
    async grantedMenuIds(roleIds: string[]): Promise<string[]> {
      if (roleIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ id: roleMenu.menuId })
        .from(roleMenu)
        .where(inArray(roleMenu.roleId, roleIds));
      return rows.map((r) => r.id);
    },
    /** Replaces the grants of the listed roles. */
    async setGrants(roleIds: string[], menuIds: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(roleMenu).where(inArray(roleMenu.roleId, roleIds));
        const rows = roleIds.flatMap((roleId) => menuIds.map((menuId) => ({ roleId, menuId })));
        if (rows.length) await tx.insert(roleMenu).values(rows);
      });
    },
  };
}
export type RoleRepo = ReturnType<typeof createRoleRepo>;
