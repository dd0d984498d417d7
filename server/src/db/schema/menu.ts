import { pgTable, varchar, integer, text, uniqueIndex, primaryKey, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { auditColumns, bigId, primaryId } from '../columns.js';

export const MENU_CATEGORY = { menu: 1, button: 2 } as const;

/** Menus and their buttons form one tree; menus are shared by all tenants, roles grant them. */
export const menu = pgTable(
  'blade_menu',
  {
    id: primaryId(),
    parentId: bigId('parent_id').notNull().default('0'),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    nameEn: varchar('name_en', { length: 64 }).notNull().default(''),
    path: varchar('path', { length: 255 }).notNull().default(''),
    /** Icon name. */
    source: varchar('source', { length: 64 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    category: integer('category').notNull().default(MENU_CATEGORY.menu),
    /** For buttons: 0 toolbar, 1 row action, 2 both. */
    action: integer('action').notNull().default(0),
    keepAlive: integer('keep_alive').notNull().default(1),
    /** 1 shown in the side menu; 0 routable but hidden. */
    isShow: integer('is_show').notNull().default(1),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    /** Spec §3 meta.roles: role codes the console shows the item to (spec §5); empty = every role granted it. */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Spec §3 group: console paths that belong to this item (its tab and highlight follow them). */
    menuGroup: text('menu_group')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Spec §3 query: a query string the item opens its page with (`a=1&b=2`). */
    query: varchar('query', { length: 500 }).notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('blade_menu_code_uq')
      .on(t.code)
      .where(sql`is_deleted = 0`),
    index('blade_menu_parent_idx').on(t.parentId),
  ],
);

export const roleMenu = pgTable(
  'blade_role_menu',
  {
    roleId: bigId('role_id').notNull(),
    menuId: bigId('menu_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('blade_role_menu_menu_idx').on(t.menuId)],
);

export const topMenu = pgTable(
  'blade_top_menu',
  {
    id: primaryId(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    nameEn: varchar('name_en', { length: 64 }).notNull().default(''),
    source: varchar('source', { length: 64 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('blade_top_menu_code_uq')
      .on(t.code)
      .where(sql`is_deleted = 0`),
  ],
);

/** Which menus a top menu shows. */
export const topMenuSetting = pgTable(
  'blade_top_menu_setting',
  {
    topMenuId: bigId('top_menu_id').notNull(),
    menuId: bigId('menu_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.topMenuId, t.menuId] })],
);
