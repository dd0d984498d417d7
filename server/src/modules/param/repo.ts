import { and, asc, count, desc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { param } from '../../db/schema/dict.js';
import { softDelete } from '../../db/soft-delete.js';
import { contains } from '../../db/text.js';
import { orderByOf } from '../../db/order.js';
import type { SortKey } from '../../paging.js';

export type ParamRow = typeof param.$inferSelect;
const PARAM_SORT = { paramKey: param.paramKey, paramName: param.paramName, updateTime: param.updateTime };
const PARAM_DEFAULT_ORDER = [asc(param.paramKey), desc(param.id)];

const live = (tenantId: string) => and(eq(param.tenantId, tenantId), eq(param.isDeleted, 0));

export function createParamRepo(db: Db) {
  return {
    async page(
      tenantId: string,
      f: { paramName?: string; paramKey?: string },
      sort: SortKey[],
      limit: number,
      offset: number,
    ) {
      const where = and(
        live(tenantId),
        f.paramName ? ilike(param.paramName, contains(f.paramName)) : undefined,
        f.paramKey ? or(ilike(param.paramKey, contains(f.paramKey))) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(param)
          .where(where)
          .orderBy(...orderByOf(sort, PARAM_SORT, PARAM_DEFAULT_ORDER))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(param).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    all: (tenantId: string) => db.select().from(param).where(live(tenantId)),
    async find(tenantId: string, id: string) {
      const rows = await db
        .select()
        .from(param)
        .where(and(live(tenantId), eq(param.id, id)))
        .limit(1);
      return rows[0];
    },
    async keyTaken(tenantId: string, key: string, exceptId?: string) {
      const rows = await db
        .select({ id: param.id })
        .from(param)
        .where(and(live(tenantId), eq(param.paramKey, key), exceptId ? ne(param.id, exceptId) : undefined))
        .limit(1);
      return rows.length > 0;
    },
    valuesOf(tenantId: string, keys: readonly string[]) {
      return db
        .select({ paramKey: param.paramKey, paramValue: param.paramValue })
        .from(param)
        .where(and(live(tenantId), inArray(param.paramKey, [...keys])));
    },
    async insert(row: typeof param.$inferInsert) {
      const [saved] = await db.insert(param).values(row).returning();
      return saved!;
    },
    async update(tenantId: string, id: string, fields: Partial<typeof param.$inferInsert>) {
      const [saved] = await db
        .update(param)
        .set({ ...fields, updateTime: new Date() })
        .where(and(live(tenantId), eq(param.id, id)))
        .returning();
      return saved;
    },
    remove: (tenantId: string, ids: string[], by: string) =>
      softDelete(db, param, ids, by, eq(param.tenantId, tenantId)),
  };
}
export type ParamRepo = ReturnType<typeof createParamRepo>;
