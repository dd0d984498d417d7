import { pgTable, varchar, bigint, index } from 'drizzle-orm/pg-core';
import { auditColumns, primaryId } from '../columns.js';

/** An uploaded file: its bytes live in the storage module under `storageKey`. */
export const attach = pgTable(
  'blade_attach',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    extension: varchar('extension', { length: 16 }).notNull(),
    mime: varchar('mime', { length: 128 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: varchar('storage_key', { length: 255 }).notNull(),
    ...auditColumns(),
  },
  (t) => [index('blade_attach_tenant_idx').on(t.tenantId)],
);
