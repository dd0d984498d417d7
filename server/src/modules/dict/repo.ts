import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { ROOT_ID } from '@invest/contract/constants';
import type { Db } from '../../db/client.js';
import { dict } from '../../db/schema/dict.js';
import { softDelete } from '../../db/soft-delete.js';
import { contains } from '../../db/text.js';
import { orderByOf } from '../../db/order.js';
import type { SortKey } from '../../paging.js';

export type DictRow = typeof dict.$inferSelect;
export type DictRowWithCount = DictRow & { itemCount: number };

const DICT_SORT = {
  sort: dict.sort,
  code: dict.code,
  dictKey: dict.dictKey,
  dictValue: dict.dictValue,
  id: dict.id,
};
const DICT_DEFAULT_ORDER = [asc(dict.sort), asc(dict.id)];

const live = (tenantId: string) => and(eq(dict.tenantId, tenantId), eq(dict.isDeleted, 0));

/** The value filter: the Chinese value or the English one contains the text. */
const valueContains = (text: string) =>
  or(ilike(dict.dictValue, contains(text)), ilike(dict.dictValueEn, contains(text)));

export function createDictRepo(db: Db) {
  // Written out: inside the subquery an interpolated column would bind to the inner alias.
  const itemCount =
    sql<number>`(select count(*) from blade_dict c where c.parent_id = blade_dict.id and c.is_deleted = 0)`.mapWith(
      Number,
    );

  async function paged(where: SQL | undefined, sort: SortKey[], limit: number, offset: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select({ row: dict, itemCount })
        .from(dict)
        .where(where)
        .orderBy(...orderByOf(sort, DICT_SORT, DICT_DEFAULT_ORDER))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(dict).where(where),
    ]);
    return { rows: rows.map((r) => ({ ...r.row, itemCount: r.itemCount })), total: total?.n ?? 0 };
  }

  return {
    parentPage(
      tenantId: string,
      f: { code?: string; dictValue?: string },
      sort: SortKey[],
      limit: number,
      offset: number,
    ) {
      const where = and(
        live(tenantId),
        eq(dict.parentId, ROOT_ID),
        f.code ? ilike(dict.code, contains(f.code)) : undefined,
        f.dictValue ? valueContains(f.dictValue) : undefined,
      );
      return paged(where, sort, limit, offset);
    },

    childPage(
      tenantId: string,
      parentId: string,
      f: { dictKey?: string; dictValue?: string },
      sort: SortKey[],
      limit: number,
      offset: number,
    ) {
      const where = and(
        live(tenantId),
        eq(dict.parentId, parentId),
        f.dictKey ? ilike(dict.dictKey, contains(f.dictKey)) : undefined,
        f.dictValue ? valueContains(f.dictValue) : undefined,
      );
      return paged(where, sort, limit, offset);
    },

    list(tenantId: string, f: { code?: string; parentId?: string }) {
      return db
        .select()
        .from(dict)
        .where(
          and(
            live(tenantId),
            f.code ? eq(dict.code, f.code) : undefined,
            f.parentId ? eq(dict.parentId, f.parentId) : undefined,
          ),
        )
        .orderBy(asc(dict.parentId), ...DICT_DEFAULT_ORDER);
    },

    async find(tenantId: string, id: string): Promise<DictRowWithCount | undefined> {
      const rows = await db
        .select({ row: dict, itemCount })
        .from(dict)
        .where(and(live(tenantId), eq(dict.id, id)))
        .limit(1);
      return rows[0] && { ...rows[0].row, itemCount: rows[0].itemCount };
    },

    async exists(tenantId: string, code: string, dictKey: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: dict.id })
        .from(dict)
        .where(
          and(
            live(tenantId),
            eq(dict.code, code),
            eq(dict.dictKey, dictKey),
            exceptId ? ne(dict.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** The items of a dictionary code, in display order. */
    items(tenantId: string, code: string) {
      return db
        .select({
          dictKey: dict.dictKey,
          dictValue: dict.dictValue,
          dictValueEn: dict.dictValueEn,
          sort: dict.sort,
          remark: dict.remark,
        })
        .from(dict)
        .where(and(live(tenantId), eq(dict.code, code), ne(dict.parentId, ROOT_ID)))
        .orderBy(...DICT_DEFAULT_ORDER);
    },

    async insert(row: typeof dict.$inferInsert): Promise<DictRow> {
      const [saved] = await db.insert(dict).values(row).returning();
      return saved!;
    },

    /** Updates a row; a parent's new code is carried to its items in the same transaction. */
    async update(tenantId: string, id: string, fields: Partial<typeof dict.$inferInsert>, by: string) {
      await db.transaction(async (tx) => {
        await tx
          .update(dict)
          .set({ ...fields, updateUser: by, updateTime: new Date() })
          .where(and(live(tenantId), eq(dict.id, id)));
        if (fields.code) {
          await tx
            .update(dict)
            .set({ code: fields.code })
            .where(and(live(tenantId), eq(dict.parentId, id)));
        }
      });
    },

    findMany(tenantId: string, ids: string[]) {
      return db
        .select()
        .from(dict)
        .where(and(live(tenantId), inArray(dict.id, ids)));
    },

    /** Deletes rows and, for dictionaries, their items. */
    async remove(tenantId: string, ids: string[], by: string): Promise<number> {
      return db.transaction(async (tx) => {
        const children = await tx
          .select({ id: dict.id })
          .from(dict)
          .where(and(live(tenantId), inArray(dict.parentId, ids)));
        return softDelete(
          tx as unknown as Db,
          dict,
          [...ids, ...children.map((c) => c.id)],
          by,
          eq(dict.tenantId, tenantId),
        );
      });
    },

    /** Copies the product's sealed dictionaries from one tenant to a new one. */
    async copySealed(fromTenant: string, toTenant: string, newId: () => string): Promise<void> {
      const rows = await db
        .select()
        .from(dict)
        .where(and(live(fromTenant), eq(dict.isSealed, 1)));
      const idMap = new Map(rows.filter((r) => r.parentId === ROOT_ID).map((r) => [r.id, newId()]));
      const copies = rows
        .filter((r) => r.parentId === ROOT_ID || idMap.has(r.parentId))
        .map((r) => ({
          ...r,
          id: r.parentId === ROOT_ID ? idMap.get(r.id)! : newId(),
          parentId: r.parentId === ROOT_ID ? ROOT_ID : idMap.get(r.parentId)!,
          tenantId: toTenant,
          createTime: new Date(),
          updateTime: new Date(),
        }));
      if (copies.length) await db.insert(dict).values(copies);
    },
  };
}
export type DictRepo = ReturnType<typeof createDictRepo>;
