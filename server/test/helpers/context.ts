import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import { DEFAULT_CACHE_TTL_MS } from '../../src/caches.js';
import { DEFAULT_POSTGRES_OPTIONS, openPglite, openPostgres, type Database } from '../../src/db/client.js';
import { CONSOLE_CLIENT, seed } from '../../src/db/seed/index.js';
import { md5Hex } from '../../src/modules/auth/secrets.js';
import type { FileStorage } from '../../src/storage/storage.js';

export const SEED_PASSWORD = 'Invest@2026';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const CLIENT_HEADER = `Basic ${Buffer.from(`${CONSOLE_CLIENT.id}:${CONSOLE_CLIENT.secret}`).toString('base64')}`;

/** Which database this test run uses: PGlite by default, PostgreSQL when PG_TEST_URL is set by the test script. */
export const DB_KIND = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

const tempDirs: string[] = [];
// Registered in the root suite of every test file that imports this helper; with Vitest's default
// hook order ('stack') it runs after the file's own afterAll, once its servers are closed.
afterAll(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A temporary folder removed when the test file ends. */
export function tempDir(prefix = 'invest-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: tempDir(),
    databaseUrl: undefined,
    postgres: DEFAULT_POSTGRES_OPTIONS,
    jwtSecret: TEST_JWT_SECRET,
    jwtPreviousSecrets: [],
    cacheTtlMs: DEFAULT_CACHE_TTL_MS,
    httpHeadersTimeoutMs: 10_000,
    httpRequestTimeoutMs: 60_000,
    tenantMode: false,
    captchaMode: false,
    accessTokenTtl: 3600,
    refreshTokenTtl: 604800,
    logLevel: 'silent',
    seedPassword: SEED_PASSWORD,
    prettyLogs: false,
    webDist: undefined,
    oidcProviders: [],
    publicUrl: 'http://127.0.0.1',
    ...overrides,
  };
}

/** A fresh, migrated and seeded database: in-memory PGlite, or a new PostgreSQL database dropped on close. */
export async function freshDatabase(
  opts: { samplePipeline?: boolean; storage?: FileStorage } = {},
): Promise<{ database: Database; drop: () => Promise<void>; name?: string }> {
  if (DB_KIND === 'pglite') {
    const database = await openPglite(undefined);
    await seedIt(database, opts);
    // The server under test may have closed it already (shutdown tests).
    return { database, drop: () => database.close().catch(() => undefined) };
  }
  const adminUrl = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `invest_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await seedIt(database, opts);
  return {
    database,
    name,
    drop: async () => {
      // The server under test may have closed it already (shutdown tests): drop it all the same.
      await database.close().catch(() => undefined);
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Whether a database of that name exists on the test PostgreSQL server (the leak check of `drop`). */
export async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({
    connectionString: process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await client.connect();
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

async function seedIt(
  database: Database,
  { samplePipeline = false, storage }: { samplePipeline?: boolean; storage?: FileStorage },
) {
  await seed(database.db, {
    password: SEED_PASSWORD,
    accessTokenTtl: 3600,
    refreshTokenTtl: 604800,
    samplePipeline,
    storage,
  });
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/** A server on a fresh database, with helpers to call it as the console does. */
export async function createTestContext(
  overrides: Partial<Config> = {},
  shared?: Database,
  extra: Partial<AppDeps> = {},
) {
  const fresh = shared ? undefined : await freshDatabase();
  const database = shared ?? fresh!.database;
  // TEST_LOG=error (or debug, …) shows the server's log while a test runs.
  const logger = process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false;
  const app = await buildApp({ config: testConfig(overrides), database, logger, ...extra });
  return {
    app,
    database,
    db: database.db,
    async close() {
      await app.close();
      await fresh?.drop();
    },
    inject: (opts: InjectOptions) => call(app, opts),
    signIn: (account: string, opts?: SignInOptions) => signIn(app, account, opts),
    /** Signs in and returns a function that calls the API with that user's token. */
    async as(account: string) {
      const res = await signIn(app, account);
      if (res.statusCode !== 200) throw new Error(`sign-in as ${account} failed: ${res.body}`);
      const token = res.json().access_token as string;
      const request = (opts: InjectOptions) =>
        call(app, { ...opts, headers: { 'blade-auth': `bearer ${token}`, ...opts.headers } });
      return { token, refreshToken: res.json().refresh_token as string, body: res.json(), request };
    },
  };
}

export function call(app: FastifyInstance, opts: InjectOptions): Promise<LightMyRequestResponse> {
  return app.inject({ ...opts, headers: { authorization: CLIENT_HEADER, ...opts.headers } });
}

export type SignInOptions = {
  password?: string;
  /** Extra or overriding query parameters. */
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** The caller's address: failed-sign-in counting is per address too. */
  ip?: string;
};

export function signIn(app: FastifyInstance, account: string, opts: SignInOptions = {}) {
  return call(app, {
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: opts.headers ?? {},
    query: {
      tenantId: '000000',
      username: account,
      password: md5Hex(opts.password ?? SEED_PASSWORD),
      grant_type: 'password',
      scope: 'all',
      type: 'account',
      ...opts.query,
    },
  });
}
