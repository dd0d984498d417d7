import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';

/**
 * What a refused request must leave as it found: every table's rows and every file under the
 * data folder, as one comparable value per table and per file.
 */
export type StateDigest = Record<string, string>;

/**
 * Tables a refused request may write by design: failed sign-ins are counted (lockout), and
 * that count is the point of refusing them.
 */
const WRITTEN_ON_REFUSAL = new Set(['blade_login_failure']);

async function rowsOf<T>(db: Db, query: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

/** One statement: count and md5 of every table's rows (ordered, so the digest is stable). */
export async function tablesQuery(db: Db): Promise<string> {
  const tables = await rowsOf<{ name: string }>(
    db,
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return tables
    .filter((t) => !WRITTEN_ON_REFUSAL.has(t.name))
    .map(
      (t) =>
        `select '${t.name}' as name, count(*)::text || ':' || coalesce(md5(string_agg(r::text, '|' order by r::text)), '') as digest from "${t.name}" r`,
    )
    .join(' union all ');
}

async function filesUnder(root: string): Promise<StateDigest> {
  const out: StateDigest = {};
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const e of entries) {
    if (!e.isFile()) continue;
    const path = join(e.parentPath, e.name);
    const bytes = await readFile(path);
    out[`file:${relative(root, path)}`] = `${bytes.length}:${createHash('md5').update(bytes).digest('hex')}`;
  }
  return out;
}

/**
 * The next transaction id: every statement that writes a row takes one, reads take none. While it
 * stands still no row can have changed, and the tables need not be hashed again.
 */
async function nextTransactionId(db: Db): Promise<string> {
  const [row] = await rowsOf<{ xid: string }>(db, 'select pg_snapshot_xmax(pg_current_snapshot())::text as xid');
  return row!.xid;
}

/** `previous`, when given, lets an unchanged database skip the hashing (see nextTransactionId). */
export async function stateDigest(
  db: Db,
  query: string,
  dataDir: string,
  previous?: StateDigest,
): Promise<StateDigest> {
  const xid = await nextTransactionId(db);
  const tables =
    previous && previous['db:next-xid'] === xid
      ? Object.fromEntries(Object.entries(previous).filter(([k]) => k.startsWith('table:')))
      : Object.fromEntries(
          (await rowsOf<{ name: string; digest: string }>(db, query)).map((t) => [`table:${t.name}`, t.digest]),
        );
  return { ...tables, ...(await filesUnder(dataDir)), 'db:next-xid': xid };
}

/** The tables and files that differ, for a readable failure. */
export function changedBetween(before: StateDigest, after: StateDigest): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  keys.delete('db:next-xid'); // a write to an excluded table, or one rolled back, moves it too
  return [...keys].filter((k) => before[k] !== after[k]).sort();
}
