import { and, asc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import { softDelete } from '../../db/soft-delete.js';
import { contains } from '../../db/text.js';
import type { Db } from '../../db/client.js';
import { menu, roleMenu, topMenu, topMenuSetting } from '../../db/schema/menu.js';

export type MenuRow = typeof menu.$inferSelect;
export type TopMenuRow = typeof topMenu.$inferSelect;

export function createMenuRepo(db: Db) {
  return {
    allMenus(): Promise<MenuRow[]> {
      return db.select().from(menu).where(eq(menu.isDeleted, 0)).orderBy(asc(menu.sort), asc(menu.id));
    },

    async grantedMenuIds(roleIds: string[]): Promise<string[]> {
      if (roleIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ menuId: roleMenu.menuId })
        .from(roleMenu)
        .where(inArray(roleMenu.roleId, roleIds));
      return rows.map((r) => r.menuId);
    },

    topMenus(): Promise<TopMenuRow[]> {
      return db.select().from(topMenu).where(eq(topMenu.isDeleted, 0)).orderBy(asc(topMenu.sort), asc(topMenu.id));
    },

    /** One level of the management tree, with whether each row has children. */
    async children(parentId: string, f: { name?: string; code?: string; category?: number }) {
      // Written out: inside the subquery an interpolated column would bind to the inner alias.
      const hasChildren = sql<boolean>`exists (select 1 from blade_menu c where c.parent_id = blade_menu.id and c.is_deleted = 0)`;
      const filtered = Boolean(f.name || f.code);
      return db
        .select({ row: menu, hasChildren })
        .from(menu)
        .where(
          and(
            eq(menu.isDeleted, 0),
            // A search looks through the whole tree, not one level.
            filtered ? undefined : eq(menu.parentId, parentId),
            f.name ? ilike(menu.name, contains(f.name)) : undefined,
            f.code ? ilike(menu.code, contains(f.code)) : undefined,
            f.category ? eq(menu.category, f.category) : undefined,
          ),
        )
        .orderBy(asc(menu.sort), asc(menu.id));
    },

    async findMenu(id: string): Promise<MenuRow | undefined> {
      const rows = await db
        .select()
        .from(menu)
        .where(and(eq(menu.id, id), eq(menu.isDeleted, 0)))
        .limit(1);
      return rows[0];
    },

    async menuCodeTaken(code: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: menu.id })
        .from(menu)
        .where(and(eq(menu.code, code), eq(menu.isDeleted, 0), exceptId ? ne(menu.id, exceptId) : undefined))
        .limit(1);
      return rows.length > 0;
    },

    async insertMenu(row: typeof menu.$inferInsert): Promise<MenuRow> {
      const [saved] = await db.insert(menu).values(row).returning();
      return saved!;
    },

    async updateMenu(id: string, fields: Partial<typeof menu.$inferInsert>): Promise<void> {
      await db
        .update(menu)
        .set({ ...fields, updateTime: new Date() })
        .where(and(eq(menu.id, id), eq(menu.isDeleted, 0)));
    },

    /** The live children of the listed rows. */
    async childrenOf(ids: string[]): Promise<{ id: string; parentId: string }[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: menu.id, parentId: menu.parentId })
        .from(menu)
        .where(and(inArray(menu.parentId, ids), eq(menu.isDeleted, 0)));
    },

    removeMenus: (ids: string[], by: string) => softDelete(db, menu, ids, by),

    async findTopMenu(id: string): Promise<TopMenuRow | undefined> {
      const rows = await db
        .select()
        .from(topMenu)
        .where(and(eq(topMenu.id, id), eq(topMenu.isDeleted, 0)))
        .limit(1);
      return rows[0];
    },

    async topMenuCodeTaken(code: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: topMenu.id })
        .from(topMenu)
        .where(and(eq(topMenu.code, code), eq(topMenu.isDeleted, 0), exceptId ? ne(topMenu.id, exceptId) : undefined))
        .limit(1);
      return rows.length > 0;
    },

    async insertTopMenu(row: typeof topMenu.$inferInsert): Promise<TopMenuRow> {
      const [saved] = await db.insert(topMenu).values(row).returning();
      return saved!;
    },

    async updateTopMenu(id: string, fields: Partial<typeof topMenu.$inferInsert>): Promise<void> {
      await db
        .update(topMenu)
        .set({ ...fields, updateTime: new Date() })
        .where(and(eq(topMenu.id, id), eq(topMenu.isDeleted, 0)));
    },

    removeTopMenus: (ids: string[], by: string) => softDelete(db, topMenu, ids, by),

    /** Replaces what the listed top menus show. */
    async setTopMenuMenus(topMenuIds: string[], menuIds: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(topMenuSetting).where(inArray(topMenuSetting.topMenuId, topMenuIds));
        const rows = topMenuIds.flatMap((topMenuId) => menuIds.map((menuId) => ({ topMenuId, menuId })));
        if (rows.length) await tx.insert(topMenuSetting).values(rows);
      });
    },

    async topMenuMenuIds(topMenuId: string): Promise<string[]> {
      const rows = await db
        .select({ menuId: topMenuSetting.menuId })
        .from(topMenuSetting)
        .innerJoin(topMenu, and(eq(topMenu.id, topMenuSetting.topMenuId), eq(topMenu.isDeleted, 0)))
        .where(eq(topMenuSetting.topMenuId, topMenuId));
      return rows.map((r) => r.menuId);
    },
  };
}
export type MenuRepo = ReturnType<typeof createMenuRepo>;
