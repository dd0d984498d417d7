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
import { isDatabaseUnavailable, unavailableReason } from '../http/database-unavailable.js';
import { setWorkerId } from './ids.js';
import { SESSION_SETTINGS, sessionOptions } from './session-settings.js';

export type Db = PgDatabase<PgQueryResultHKT>;
export type DatabaseKind = 'pglite' | 'postgres';

/** Cross-process events (cache invalidation, live reminders) over LISTEN/NOTIFY. */
export interface PubSub {
  /**
   * `onConnection(true)` runs each time the listener is (re)connected and listening, `false` when it
   * loses the connection: notifications sent in between are lost, so whoever relies on them (the
   * caches) must stop trusting what it kept.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onConnection?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
}

export interface Database {
  db: Db;
  kind: DatabaseKind;
  pubsub: PubSub;
  /** Whether the database answers `select 1` within `timeoutMs` (the readiness check). */
  ping(timeoutMs: number): Promise<boolean>;
  /**
   * Raw SQL for the job queue (pg-boss's `db` option): with values, one parameterized statement;
   * without, possibly several statements (pg-boss's schema scripts). Answers the last one's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

/** Limits on a PostgreSQL server that stops answering; see docs/decisions.md for the values. */
export type PostgresOptions = {
  /** Opening a connection (a server that is down or unreachable). */
  connectTimeoutMs: number;
  /** One statement, enforced by the server (57014 query_canceled). */
  statementTimeoutMs: number;
  /** One query, enforced here: also covers a frozen server that cannot enforce its own timeout. */
  queryTimeoutMs: number;
  /** A session left idle inside a transaction is ended by the server, releasing its locks. */
  idleInTransactionTimeoutMs: number;
  /** At start, how long to wait for a server that is down before giving up. */
  startupWaitMs: number;
  /** Where the start-up wait reports (host and port only, never the password). */
  onWait?: (message: string) => void;
};

export const DEFAULT_POSTGRES_OPTIONS: PostgresOptions = {
  connectTimeoutMs: 3000,
  statementTimeoutMs: 5000,
  queryTimeoutMs: 6000,
  idleInTransactionTimeoutMs: 10_000,
  startupWaitMs: 60_000,
};

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
  for (const [name, value] of Object.entries(SESSION_SETTINGS))
    await client.query('select set_config($1, $2, false)', [name, value]);
  const db = drizzlePglite(client) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  await claimWorkerId(db);
  return {
    db,
    kind: 'pglite',
    pubsub: {
      async listen(channel, onMessage, onConnection) {
        assertChannel(channel);
        const unsubscribe = await client.listen(channel, onMessage);
        // In-process: listening from now on, and never disconnected.
        onConnection?.(true);
        return () => unsubscribe();
      },
      async notify(channel, payload) {
        assertChannel(channel);
        await client.query('select pg_notify($1, $2)', [channel, payload]);
      },
    },
    ping: (timeoutMs) => answersWithin(client.query('select 1'), timeoutMs),
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      // PGlite's `query` prepares one statement; scripts of several go through `exec`.
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, options: Partial<PostgresOptions> = {}): Promise<Database> {
  const o = { ...DEFAULT_POSTGRES_OPTIONS, ...options };
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: o.connectTimeoutMs,
    statement_timeout: o.statementTimeoutMs,
    query_timeout: o.queryTimeoutMs,
    idle_in_transaction_session_timeout: o.idleInTransactionTimeoutMs,
    options: sessionOptions(),
    // Notices a peer that vanished without closing the connection (a network partition).
    keepAlive: true,
  });
  // An idle client whose connection the server ends (a restart, an administrator) must not crash
  // the process: the pool drops it and opens a new one on the next query.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool) as unknown as Db;
  try {
    await waitForServer(pool, url, o);
    await migrateUnderLock(url, o.connectTimeoutMs);
    await claimWorkerId(db);
  } catch (err) {
    await pool.end();
    throw err;
  }
  const stops = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    pubsub: {
      async listen(channel, onMessage, onConnection) {
        assertChannel(channel);
        const stop = await listenWithReconnect(url, channel, onMessage, onConnection);
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
    ping: (timeoutMs) => answersWithin(pool.query('select 1'), timeoutMs),
    executeSql: (text, values) => pool.query(text, values),
    async close() {
      await Promise.all([...stops].map((stop) => stop()));
      stops.clear();
      await pool.end();
    },
  };
}

/**
 * Several processes may start at once; only one applies migrations at a time. Its own connection,
 * without the pool's timeouts: building an index or waiting for the lock may take longer. Ending the
 * session releases the lock.
 */
async function migrateUnderLock(url: string, connectTimeoutMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(724011)');
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether `query` succeeds within `timeoutMs`; a late answer is ignored, a failure is `false`. */
async function answersWithin(query: Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = query.then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Where a connection string points, for messages: host, port and database, never the password. */
export function describeServer(url: string): string {
  try {
    const u = new URL(url);
    const host = u.hostname || u.searchParams.get('host') || 'localhost';
    return `${host}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'the server in DATABASE_URL';
  }
}

/**
 * At start, waits for a server that is down (a machine booting, a restart, a failover) instead of
 * exiting at once; retries with back-off for `startupWaitMs`. Other failures (wrong password, no such
 * database) are not waited for.
 */
async function waitForServer(pool: pg.Pool, url: string, o: PostgresOptions): Promise<void> {
  const deadline = Date.now() + o.startupWaitMs;
  for (let delay = 500; ; delay = Math.min(delay * 2, 5000)) {
    try {
      await pool.query('select 1');
      return;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      const reason = unavailableReason(err);
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `PostgreSQL at ${describeServer(url)} did not answer within ${Math.round(o.startupWaitMs / 1000)} s (${reason}); ` +
            'check that it is running and that DATABASE_URL points to it (DATABASE_STARTUP_WAIT_MS sets the wait)',
          { cause: err },
        );
      }
      const wait = Math.min(delay, left);
      o.onWait?.(`PostgreSQL at ${describeServer(url)} is not answering (${reason}); trying again in ${wait / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** First retry soon (a restart is usually quick), then less often, at most every `MAX_RELISTEN_MS`. */
const FIRST_RELISTEN_MS = 100;
const MAX_RELISTEN_MS = 2000;

/**
 * LISTEN on a dedicated connection that comes back by itself when the server drops it, so
 * cross-process events survive a database restart instead of going quiet (or crashing the process).
 */
async function listenWithReconnect(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onConnection: (listening: boolean) => void = () => undefined,
) {
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let delay = FIRST_RELISTEN_MS;

  const scheduleRetry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (!stopped) connect().catch(scheduleRetry);
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, MAX_RELISTEN_MS);
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, keepAlive: true });
    const lost = () => {
      if (client !== c) return;
      client = undefined;
      onConnection(false);
      scheduleRetry();
    };
    c.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    c.on('error', lost);
    c.on('end', lost);
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
    } catch (err) {
      void c.end().catch(() => undefined);
      throw err;
    }
    client = c;
    delay = FIRST_RELISTEN_MS;
    onConnection(true);
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

export function openDatabase(
  opts: { databaseUrl: string | undefined; dataDir: string; postgres?: Partial<PostgresOptions> },
  onWait?: (message: string) => void,
): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, { ...opts.postgres, onWait })
    : openPglite(join(opts.dataDir, 'pg'));
}
