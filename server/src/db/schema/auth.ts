import { pgTable, varchar, index, integer, pgSequence, uniqueIndex } from 'drizzle-orm/pg-core';
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

/** One-time sign-in codes sent by SMS (stored hashed), with the tries made against each. */
export const smsCode = pgTable(
  'blade_sms_code',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('blade_sms_code_phone_idx').on(t.tenantId, t.phone, t.createTime),
    index('blade_sms_code_ip_idx').on(t.ip, t.createTime),
  ],
);

/** A third-party (OpenID Connect) identity, and the account it signs in as once one is bound and approved. */
export const userOauth = pgTable(
  'blade_user_oauth',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    source: varchar('source', { length: 64 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    userId: bigId('user_id'),
    username: varchar('username', { length: 255 }).notNull().default(''),
    name: varchar('name', { length: 255 }).notNull().default(''),
    email: varchar('email', { length: 255 }).notNull().default(''),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blade_user_oauth_subject_uq').on(t.tenantId, t.source, t.subject)],
);

/** An authorization request in flight: state, nonce and PKCE verifier, used once. */
export const oauthState = pgTable('blade_oauth_state', {
  state: varchar('state', { length: 64 }).primaryKey(),
  tenantId: varchar('tenant_id', { length: 12 }).notNull(),
  source: varchar('source', { length: 64 }).notNull(),
  nonce: varchar('nonce', { length: 64 }).notNull(),
  codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
  redirectUri: varchar('redirect_uri', { length: 1000 }).notNull(),
  expiresAt: ts('expires_at').notNull(),
});
