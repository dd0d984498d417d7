import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import { pgTable, varchar, integer, index, jsonb, primaryKey } from 'drizzle-orm/pg-core';
import { auditColumns, bigId, primaryId, ts } from '../columns.js';

/** Reminder events behind the bell: type 0 to-do, 1 message, 2 notice; is_read 0 unread, 1 read. */
export const eventRemind = pgTable(
  'blade_event_remind',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    userId: bigId('user_id').notNull(),
    type: integer('type').notNull(),
    eventKey: varchar('event_key', { length: 64 }).notNull(),
    businessId: bigId('business_id'),
    msg: varchar('msg', { length: 1000 }).notNull(),
    isRead: integer('is_read').notNull().default(0),
    ...auditColumns(),
  },
  // Partial on live rows so that the bell's pages and counts are index-only scans.
  (t) => [
    index('blade_event_remind_user_idx')
      .on(t.tenantId, t.userId, t.type, t.id)
      .where(sql`is_deleted = 0`),
    index('blade_event_remind_user_all_idx')
      .on(t.tenantId, t.userId, t.id)
      .where(sql`is_deleted = 0`),
    index('blade_event_remind_unread_idx')
      .on(t.tenantId, t.userId, t.type)
      .where(sql`is_deleted = 0 and is_read = 0`),
  ],
);

/** A user's live reminders (the bell's rows), for both the bell's reads and the notice board's checks. */
export const remindersOf = (tenantId: string | Placeholder, userId: string | Placeholder) =>
  and(eq(eventRemind.tenantId, tenantId), eq(eventRemind.userId, userId), eq(eventRemind.isDeleted, 0));

/**
 * How many live reminders each user has per type and read state, kept exact by triggers on
 * `blade_event_remind` in the same transaction (migration 0008): the bell and the reminder page's
 * totals read a few rows here instead of counting up to hundreds of thousands of index entries.
 */
export const eventRemindCount = pgTable(
  'blade_event_remind_count',
  {
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    userId: bigId('user_id').notNull(),
    type: integer('type').notNull(),
    isRead: integer('is_read').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.type, t.isRead] })],
);

/**
 * An administrator's notice (通知公告): written as a draft, published to all users or to the holders
 * of chosen roles (a type 2 reminder each, `event_key` 'notice', `business_id` this id), withdrawn
 * (those reminders are deleted). status 0 draft, 1 published, 2 withdrawn.
 */
export const notice = pgTable(
  'blade_notice',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    content: varchar('content', { length: 4000 }).notNull(),
    audience: varchar('audience', { length: 8 }).notNull().default('all'),
    roleIds: jsonb('role_ids').$type<string[]>().notNull().default([]),
    status: integer('status').notNull().default(0),
    recipients: integer('recipients').notNull().default(0),
    publishTime: ts('publish_time'),
    withdrawTime: ts('withdraw_time'),
    ...auditColumns(),
  },
  (t) => [
    index('blade_notice_tenant_idx')
      .on(t.tenantId, t.id)
      .where(sql`is_deleted = 0`),
  ],
);
