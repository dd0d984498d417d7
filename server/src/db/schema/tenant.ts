import { pgTable, varchar, integer, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { auditColumns, primaryId, ts } from '../columns.js';

export const tenant = pgTable(
  'blade_tenant',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    tenantName: varchar('tenant_name', { length: 100 }).notNull(),
    domain: varchar('domain', { length: 255 }).notNull().default(''),
    linkman: varchar('linkman', { length: 50 }).notNull().default(''),
    contactNumber: varchar('contact_number', { length: 32 }).notNull().default(''),
    /** Maximum number of accounts; -1 for no limit. */
    accountNumber: integer('account_number').notNull().default(-1),
    expireTime: ts('expire_time'),
    status: integer('status').notNull().default(1),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('blade_tenant_tenant_id_uq')
      .on(t.tenantId)
      .where(sql`is_deleted = 0`),
    uniqueIndex('blade_tenant_domain_uq')
      .on(t.domain)
      .where(sql`is_deleted = 0 and domain <> ''`),
  ],
);

/** OAuth clients: the console is one; each client has its own token lifetimes and grants. */
export const client = pgTable(
  'blade_client',
  {
    id: primaryId(),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    /** SHA-256 hex of the secret: client secrets are long random strings, checked on every call. */
    clientSecretHash: varchar('client_secret_hash', { length: 64 }).notNull(),
    authorizedGrantTypes: varchar('authorized_grant_types', { length: 255 }).notNull(),
    accessTokenValidity: integer('access_token_validity').notNull(),
    refreshTokenValidity: integer('refresh_token_validity').notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('blade_client_client_id_uq')
      .on(t.clientId)
      .where(sql`is_deleted = 0`),
  ],
);
