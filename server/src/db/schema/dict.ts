import { pgTable, varchar, integer, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { auditColumns, bigId, primaryId } from '../columns.js';

/** A dictionary is a parent row (parent_id 0) naming a code; its items are its children. */
export const dict = pgTable(
  'blade_dict',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    parentId: bigId('parent_id').notNull().default('0'),
    code: varchar('code', { length: 64 }).notNull(),
    dictKey: varchar('dict_key', { length: 64 }).notNull(),
    dictValue: varchar('dict_value', { length: 255 }).notNull(),
    dictValueEn: varchar('dict_value_en', { length: 255 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    /** A sealed dictionary is part of the product and cannot be deleted. */
    isSealed: integer('is_sealed').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('blade_dict_code_key_uq')
      .on(t.tenantId, t.code, t.dictKey)
      .where(sql`is_deleted = 0`),
    index('blade_dict_parent_idx').on(t.parentId),
  ],
);

export const param = pgTable(
  'blade_param',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    paramName: varchar('param_name', { length: 100 }).notNull(),
    /** Name and remark shown in English when set (issue 14); the Chinese ones otherwise. */
    paramNameEn: varchar('param_name_en', { length: 100 }).notNull().default(''),
    paramKey: varchar('param_key', { length: 100 }).notNull(),
    paramValue: varchar('param_value', { length: 2000 }).notNull().default(''),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    remarkEn: varchar('remark_en', { length: 255 }).notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('blade_param_key_uq')
      .on(t.tenantId, t.paramKey)
      .where(sql`is_deleted = 0`),
  ],
);
