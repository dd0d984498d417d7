import { and, asc, count, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fund } from '../../db/schema/pipeline.js';
import { softDelete } from '../../db/soft-delete.js';
import { contains } from '../../db/text.js';
import { orderByOf } from '../../db/order.js';
import type { SortKey } from '../../paging.js';

export type FundRow = typeof fund.$inferSelect;
const FUND_SORT = {
  name: fund.name,
  code: fund.code,
  size: fund.size,
  vintageYear: fund.vintageYear,
  createTime: fund.createTime,
};
const FUND_DEFAULT_ORDER = [desc(fund.vintageYear), asc(fund.code)];

const live = (tenantId: string) => and(eq(fund.tenantId, tenantId), eq(fund.isDeleted, 0));

// Written out: inside a subquery an interpolated column would bind to the inner alias.
const projectCount =
  sql<number>`(select count(*) from biz_project p where p.fund_id = biz_fund.id and p.is_deleted = 0)`.mapWith(Number);
const investedTotal =
  sql<number>`(select coalesce(sum(p.invested_amount), 0) from biz_project p where p.fund_id = biz_fund.id and p.is_deleted = 0)`.mapWith(
    Number,
  );

export type FundWithTotals = FundRow & { projectCount: number; investedTotal: number };

export function createFundRepo(db: Db) {
  const withTotals = () => db.select({ row: fund, projectCount, investedTotal }).from(fund);
  const flatten = (rows: { row: FundRow; projectCount: number; investedTotal: number }[]): FundWithTotals[] =>
    rows.map((r) => ({ ...r.row, projectCount: r.projectCount, investedTotal: r.investedTotal }));

  return {
    async page(
      tenantId: string,
      f: { name?: string; status?: string; currency?: string },
      sort: SortKey[],
      limit: number,
      offset: number,
    ) {
      const where = and(
        live(tenantId),
        f.name ? ilike(fund.name, contains(f.name)) : undefined,
        f.status ? eq(fund.status, f.status) : undefined,
        f.currency ? eq(fund.currency, f.currency) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        withTotals()
          .where(where)
          .orderBy(...orderByOf(sort, FUND_SORT, FUND_DEFAULT_ORDER))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(fund).where(where),
      ]);
      return { rows: flatten(rows), total: total?.n ?? 0 };
    },
    async find(tenantId: string, id: string): Promise<FundWithTotals | undefined> {
      return flatten(
        await withTotals()
          .where(and(live(tenantId), eq(fund.id, id)))
          .limit(1),
      )[0];
    },
    all: (tenantId: string) =>
      db
        .select({ id: fund.id, name: fund.name, code: fund.code })
        .from(fund)
        .where(live(tenantId))
        .orderBy(...FUND_DEFAULT_ORDER),
    names: (tenantId: string, ids: string[]) =>
      ids.length
        ? db
            .select({ id: fund.id, name: fund.name, currency: fund.currency })
            .from(fund)
            .where(and(eq(fund.tenantId, tenantId), inArray(fund.id, ids)))
        : Promise.resolve([]),
    async codeTaken(tenantId: string, code: string, exceptId?: string) {
      const rows = await db
        .select({ id: fund.id })
        .from(fund)
        .where(and(live(tenantId), eq(fund.code, code), exceptId ? ne(fund.id, exceptId) : undefined))
        .limit(1);
      return rows.length > 0;
    },
    async insert(row: typeof fund.$inferInsert) {
      const [saved] = await db.insert(fund).values(row).returning();
      return saved!;
    },
    async update(tenantId: string, id: string, fields: Partial<typeof fund.$inferInsert>) {
      const rows = await db
        .update(fund)
        .set({ ...fields, updateTime: new Date() })
        .where(and(live(tenantId), eq(fund.id, id)))
        .returning({ id: fund.id });
      return rows.length > 0;
    },
    remove: (tenantId: string, ids: string[], by: string) => softDelete(db, fund, ids, by, eq(fund.tenantId, tenantId)),
  };
}
export type FundRepo = ReturnType<typeof createFundRepo>;
