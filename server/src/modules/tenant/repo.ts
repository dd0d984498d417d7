import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tenant } from '../../db/schema/tenant.js';

export type TenantRow = typeof tenant.$inferSelect;

export function createTenantRepo(db: Db) {
  return {
    async findByTenantId(tenantId: string): Promise<TenantRow | undefined> {
      const rows = await db
        .select()
        .from(tenant)
        .where(and(eq(tenant.tenantId, tenantId), eq(tenant.isDeleted, 0)))
        .limit(1);
      return rows[0];
    },
    async findByDomain(domain: string): Promise<TenantRow | undefined> {
      const rows = await db
        .select()
        .from(tenant)
        .where(and(eq(tenant.domain, domain), eq(tenant.isDeleted, 0)))
        .limit(1);
      return rows[0];
    },
  };
}
export type TenantRepo = ReturnType<typeof createTenantRepo>;
