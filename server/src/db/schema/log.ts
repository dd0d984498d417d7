import { pgTable, varchar, text, index } from 'drizzle-orm/pg-core';
import { bigId, primaryId, ts } from '../columns.js';

/** Errors captured in users' consoles and uploaded from the error-log dialog. */
export const errorLog = pgTable(
  'blade_log_error',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    userId: bigId('user_id').notNull(),
    account: varchar('account', { length: 64 }).notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    url: varchar('url', { length: 2000 }).notNull(),
    message: varchar('message', { length: 2000 }).notNull(),
    stack: text('stack').notNull(),
    info: varchar('info', { length: 2000 }).notNull(),
    /** When it happened in the browser, as the browser reported it. */
    time: varchar('time', { length: 32 }).notNull(),
    userAgent: varchar('user_agent', { length: 500 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('blade_log_error_tenant_idx').on(t.tenantId, t.createTime)],
);
