import { and, count, desc, eq, gte, ilike, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { errorLog } from '../../db/schema/log.js';
import { contains } from '../../db/text.js';
import { orderByOf } from '../../db/order.js';
import type { SortKey } from '../../paging.js';

export type ErrorLogRow = typeof errorLog.$inferSelect;
const ERROR_LOG_SORT = { createTime: errorLog.createTime, account: errorLog.account, type: errorLog.type };
const ERROR_LOG_DEFAULT_ORDER = [desc(errorLog.createTime), desc(errorLog.id)];

export type ErrorLogFilter = { account?: string; message?: string; url?: string; from?: Date; to?: Date };

export function createLogRepo(db: Db) {
  return {
    async insertMany(rows: (typeof errorLog.$inferInsert)[]): Promise<void> {
      await db.insert(errorLog).values(rows);
    },

    async page(tenantId: string, f: ErrorLogFilter, sort: SortKey[], limit: number, offset: number) {
      const where = and(
        eq(errorLog.tenantId, tenantId),
        f.account ? ilike(errorLog.account, contains(f.account)) : undefined,
        f.message ? ilike(errorLog.message, contains(f.message)) : undefined,
        f.url ? ilike(errorLog.url, contains(f.url)) : undefined,
        f.from ? gte(errorLog.createTime, f.from) : undefined,
        f.to ? lte(errorLog.createTime, f.to) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(errorLog)
          .where(where)
          .orderBy(...orderByOf(sort, ERROR_LOG_SORT, ERROR_LOG_DEFAULT_ORDER))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(errorLog).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type LogRepo = ReturnType<typeof createLogRepo>;
