import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { DB_KIND, freshDatabase } from './helpers/context.js';

describe('cross-process events', () => {
  // PGlite lives inside the process; only a PostgreSQL server can drop a connection under us.
  it.runIf(DB_KIND === 'postgres')(
    'keep arriving after the server ends the listening connection, which is reported lost and back; nothing crashes',
    async () => {
      const { database, drop, name } = await freshDatabase();
      const got: string[] = [];
      const connection: boolean[] = [];
      const stop = await database.pubsub.listen(
        'cache_clear',
        (p) => got.push(p),
        (up) => connection.push(up),
      );
      try {
        await database.pubsub.notify('cache_clear', 'before');
        await expect.poll(() => got).toContain('before');
        expect(connection).toEqual([true]);
        const admin = new pg.Client({ connectionString: process.env.PG_TEST_URL });
        await admin.connect();
        const killed = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen cache_clear%' and datname = $1",
          [name],
        );
        await admin.end();
        expect(killed.rowCount).toBeGreaterThan(0);
        // The listener reconnects by itself; keep notifying until it hears again.
        await expect
          .poll(
            async () => {
              await database.pubsub.notify('cache_clear', 'after');
              return got.includes('after');
            },
            { timeout: 15_000, interval: 500 },
          )
          .toBe(true);
        // Told of the loss and of the return, so the caches can forget what they may have missed.
        expect(connection).toEqual([true, false, true]);
      } finally {
        await stop();
        await drop();
      }
    },
  );
});
