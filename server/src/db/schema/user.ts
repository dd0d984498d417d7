import { pgTable, varchar, integer, uniqueIndex, primaryKey, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { auditColumns, bigId, primaryId } from '../columns.js';

export const USER_STATUS = { disabled: 0, active: 1, pending: 2 } as const;

export const user = pgTable(
  'blade_user',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    account: varchar('account', { length: 64 }).notNull(),
    /** argon2id of the MD5 hex digest the console sends. */
    password: varchar('password', { length: 255 }).notNull(),
    /** Display (nick) name. */
    name: varchar('name', { length: 64 }).notNull().default(''),
    realName: varchar('real_name', { length: 64 }).notNull().default(''),
    avatar: varchar('avatar', { length: 500 }).notNull().default(''),
    email: varchar('email', { length: 128 }).notNull().default(''),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    sex: integer('sex').notNull().default(0),
    status: integer('status').notNull().default(USER_STATUS.active),
    /** 1 after an administrator's reset: the one-time password must be changed before anything else. */
    passwordChangeRequired: integer('password_change_required').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('blade_user_account_uq')
      .on(t.tenantId, t.account)
      .where(sql`is_deleted = 0`),
  ],
);

/** A user's display name in SQL: the nickname, else the real name, else the account (as `nickName`). */
export const displayNameOf = (u: typeof user) =>
  sql<string>`coalesce(nullif(${u.name}, ''), nullif(${u.realName}, ''), ${u.account})`;

export const role = pgTable(
  'blade_role',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    parentId: bigId('parent_id').notNull().default('0'),
    roleName: varchar('role_name', { length: 64 }).notNull(),
    /** Shown in English when set (issue 14); the Chinese name otherwise. */
    roleNameEn: varchar('role_name_en', { length: 64 }).notNull().default(''),
    /** The role's code, e.g. `administrator`, `partner`. */
    roleAlias: varchar('role_alias', { length: 64 }).notNull(),
    sort: integer('sort').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('blade_role_alias_uq')
      .on(t.tenantId, t.roleAlias)
      .where(sql`is_deleted = 0`),
  ],
);

export const userRole = pgTable(
  'blade_user_role',
  {
    userId: bigId('user_id').notNull(),
    roleId: bigId('role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('blade_user_role_role_idx').on(t.roleId)],
);
