import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { setWorkerId } from './ids.js';

export type Db = PgDatabase<PgQueryResultHKT>;
export type DatabaseKind = 'pglite' | 'postgres';

/** Cross-process events (cache invalidation, live reminders) over LISTEN/NOTIFY. */
export interface PubSub {
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
}

export interface Database {
  db: Db;
  kind: DatabaseKind;
  pubsub: PubSub;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function assertChannel(channel: string): void {
  // LISTEN takes an identifier, not a parameter: only fixed, known names may reach it.
  if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name: ${channel}`);
}

/** PGlite in `dir` (or in memory when `dir` is undefined). */
export async function openPglite(dir: string | undefined): Promise<Database> {
  const options = { extensions: { pg_trgm } };
  const client = dir ? await PGlite.create(join(dir), options) : await PGlite.create(options);
  const db = drizzlePglite(client) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  await claimWorkerId(db);
  return {
    db,
    kind: 'pglite',
    pubsub: {
      async listen(channel, onMessage) {
        assertChannel(channel);
        const unsubscribe = await client.listen(channel, onMessage);
        return () => unsubscribe();
      },
      async notify(channel, payload) {
        assertChannel(channel);
        await client.query('select pg_notify($1, $2)', [channel, payload]);
      },
    },
    close: () => client.close(),
  };
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client whose connection the server ends (a restart, an administrator) must not crash
  // the process: the pool drops it and opens a new one on the next query.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool) as unknown as Db;
  // Several processes may start at once; only one applies migrations at a time.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock(724011)');
    await migratePg(drizzlePg(lockClient), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock(724011)').catch(() => undefined);
    lockClient.release();
  }
  await claimWorkerId(db);
  const stops = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    pubsub: {
      async listen(channel, onMessage) {
        assertChannel(channel);
        const stop = await listenWithReconnect(url, channel, onMessage);
        stops.add(stop);
        return async () => {
          stops.delete(stop);
          await stop();
        };
      },
      async notify(channel, payload) {
        assertChannel(channel);
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
    },
    async close() {
      await Promise.all([...stops].map((stop) => stop()));
      stops.clear();
      await pool.end();
    },
  };
}

const RELISTEN_MS = 2000;

/**
 * LISTEN on a dedicated connection that comes back by itself when the server drops it, so
 * cross-process events survive a database restart instead of going quiet (or crashing the process).
 */
async function listenWithReconnect(url: string, channel: string, onMessage: (payload: string) => void) {
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const scheduleRetry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (!stopped) connect().catch(scheduleRetry);
    }, RELISTEN_MS);
    timer.unref();
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    const lost = () => {
      if (client !== c) return;
      client = undefined;
      scheduleRetry();
    };
    c.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    c.on('error', lost);
    c.on('end', lost);
    await c.connect();
    await c.query(`listen ${channel}`);
    client = c;
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const c = client;
    client = undefined;
    await c?.end().catch(() => undefined);
  };
}

async function claimWorkerId(db: Db): Promise<void> {
  const rows = (await db.execute(sql`select nextval('blade_worker_seq') as n`)) as unknown as
    { rows: { n: string | number | bigint }[] } | { n: string | number | bigint }[];
  const list = Array.isArray(rows) ? rows : rows.rows;
  setWorkerId(Number(list[0]?.n ?? 0));
}

export function openDatabase(opts: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(join(opts.dataDir, 'pg'));
}
