import { pgTable, varchar, index, pgSequence } from 'drizzle-orm/pg-core';
import { bigId, primaryId, ts } from '../columns.js';

/** Hands each server process its own id-generator worker number. */
export const workerSeq = pgSequence('blade_worker_seq', { startWith: 1, cycle: true, maxValue: 1023 });

/** One sign-in: every refresh token of the chain belongs to it; revoking it ends them all. */
export const authSession = pgTable(
  'blade_auth_session',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    userId: bigId('user_id').notNull(),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    createTime: ts('create_time').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
    revokeReason: varchar('revoke_reason', { length: 32 }),
  },
  (t) => [index('blade_auth_session_user_idx').on(t.userId)],
);

export const refreshToken = pgTable(
  'blade_refresh_token',
  {
    id: primaryId(),
    sessionId: bigId('session_id').notNull(),
    /** SHA-256 hex of the token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('blade_refresh_token_session_idx').on(t.sessionId)],
);

export const captcha = pgTable('blade_captcha', {
  key: varchar('key', { length: 64 }).primaryKey(),
  /** Lower-cased answer; compared case-insensitively and deleted on first use. */
  code: varchar('code', { length: 16 }).notNull(),
  expiresAt: ts('expires_at').notNull(),
});

export const loginFailure = pgTable(
  'blade_login_failure',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    account: varchar('account', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('blade_login_failure_account_idx').on(t.tenantId, t.account, t.createTime),
    index('blade_login_failure_ip_idx').on(t.ip, t.createTime),
  ],
);

/** Seed steps already applied to this database (each runs once, in order). */
export const seedHistory = pgTable('blade_seed_history', {
  name: varchar('name', { length: 64 }).primaryKey(),
  appliedAt: ts('applied_at').notNull().defaultNow(),
});
