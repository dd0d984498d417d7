import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** What the diagnostics screen asks the database. */
export function createSystemRepo(db: Db) {
  return {
    /** The PostgreSQL version the database reports (PGlite reports the PostgreSQL it embeds). */
    async serverVersion(): Promise<string> {
      const result = await db.execute<{ server_version: string }>(sql`show server_version`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        server_version: string;
      }[];
      return rows[0]?.server_version ?? '';
    },
  };
}
export type SystemRepo = ReturnType<typeof createSystemRepo>;
