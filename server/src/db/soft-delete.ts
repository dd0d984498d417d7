import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

type SoftDeletable = PgTable & {
  id: PgColumn;
  isDeleted: PgColumn;
  updateUser: PgColumn;
  updateTime: PgColumn;
};

/** Marks rows deleted (deletes are soft); `scope` keeps the change inside the caller's tenant. */
export async function softDelete(
  db: Db,
  table: SoftDeletable,
  ids: string[],
  by: string,
  scope?: SQL,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(table)
    .set({ isDeleted: 1, updateUser: by, updateTime: new Date() } as never)
    .where(and(inArray(table.id, ids), eq(table.isDeleted, 0), scope))
    .returning({ id: table.id });
  return rows.length;
}
