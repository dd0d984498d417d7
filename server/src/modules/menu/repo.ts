import { and, asc, eq, inArray } from 'drizzle-orm';
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
