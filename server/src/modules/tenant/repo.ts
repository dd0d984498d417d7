import { and, count, desc, eq, ilike, inArray, ne } from 'drizzle-orm';
import { softDelete } from '../../db/soft-delete.js';
import { contains } from '../../db/text.js';
import type { Db } from '../../db/client.js';
import { tenant } from '../../db/schema/tenant.js';
import { orderByOf } from '../../db/order.js';
import type { SortKey } from '../../paging.js';

export type TenantRow = typeof tenant.$inferSelect;
const TENANT_SORT = {
  tenantId: tenant.tenantId,
  tenantName: tenant.tenantName,
  createTime: tenant.createTime,
  expireTime: tenant.expireTime,
};
const TENANT_DEFAULT_ORDER = [desc(tenant.createTime), desc(tenant.id)];
const live = eq(tenant.isDeleted, 0);

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

    async page(f: { tenantId?: string; tenantName?: string }, sort: SortKey[], limit: number, offset: number) {
      const where = and(
        live,
        f.tenantId ? ilike(tenant.tenantId, contains(f.tenantId)) : undefined,
        f.tenantName ? ilike(tenant.tenantName, contains(f.tenantName)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(tenant)
          .where(where)
          .orderBy(...orderByOf(sort, TENANT_SORT, TENANT_DEFAULT_ORDER))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(tenant).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async find(id: string): Promise<TenantRow | undefined> {
      const rows = await db
        .select()
        .from(tenant)
        .where(and(live, eq(tenant.id, id)))
        .limit(1);
      return rows[0];
    },
    findMany: (ids: string[]) =>
      db
        .select()
        .from(tenant)
        .where(and(live, inArray(tenant.id, ids))),
    async domainTaken(domain: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: tenant.id })
        .from(tenant)
        .where(and(live, eq(tenant.domain, domain), exceptId ? ne(tenant.id, exceptId) : undefined))
        .limit(1);
      return rows.length > 0;
    },
    /** The next six-digit tenant code after the highest one in use (deleted ones included, so codes are never reused). */
    async nextTenantId(): Promise<string> {
      const rows = await db.select({ tenantId: tenant.tenantId }).from(tenant);
      const max = Math.max(100000, ...rows.map((r) => Number(r.tenantId)).filter(Number.isFinite));
      return String(max + 1).padStart(6, '0');
    },
    async insert(row: typeof tenant.$inferInsert): Promise<TenantRow> {
      const [saved] = await db.insert(tenant).values(row).returning();
      return saved!;
    },
    async update(ids: string[], fields: Partial<typeof tenant.$inferInsert>): Promise<number> {
      const rows = await db
        .update(tenant)
        .set({ ...fields, updateTime: new Date() })
        .where(and(live, inArray(tenant.id, ids)))
        .returning({ id: tenant.id });
      return rows.length;
    },
    remove: (ids: string[], by: string) => softDelete(db, tenant, ids, by),
  };
}
export type TenantRepo = ReturnType<typeof createTenantRepo>;
