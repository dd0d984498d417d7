import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { GrantNode } from '@invest/contract/menu';
import type { RoleNode } from '@invest/contract/role';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPostgres } from '../src/db/client.js';
import { seed } from '../src/db/seed/index.js';
import { call, SEED_PASSWORD, signIn, tempDir } from './helpers/context.js';
import { privatePostgresMissing, startPrivatePostgres, type PrivatePostgres } from './helpers/private-postgres.js';

/**
 * Two server processes on one PostgreSQL, which the tests restart, stop and freeze. "A process" is a
 * `buildApp` with its own pool, listener and DATA_DIR: to the database and to each other that is what
 * a second process is. The cluster is the test's own (helpers/private-postgres.ts), never the shared one.
 */
const skipReason =
  privatePostgresMissing ??
  (process.env.TEST_DB === 'postgres' ? 'runs once, in the server project: it brings its own PostgreSQL' : undefined);
const suite = skipReason ? describe.skip : describe;

const SHARED_SECRET = 'a-secret-both-processes-get-from-their-environment';

type Process = Awaited<ReturnType<typeof startProcess>>;

async function startProcess(url: string) {
  const config = loadConfig({
    DATABASE_URL: url,
    JWT_SECRET: SHARED_SECRET,
    DATA_DIR: tempDir(),
    // Short limits, so a frozen server is given up on quickly.
    DATABASE_CONNECT_TIMEOUT_MS: '1000',
    DATABASE_STATEMENT_TIMEOUT_MS: '1000',
    DATABASE_QUERY_TIMEOUT_MS: '1500',
  });
  const database = await openPostgres(url, config.postgres);
  const log: { msg: string }[] = [];
  const stream = { write: (line: string) => void log.push(JSON.parse(line) as { msg: string }) };
  const app = await buildApp({ config, database, logger: { level: 'info', stream } });
  return { app, database, log, logged: (msg: string) => log.filter((l) => l.msg === msg).length };
}

async function as(app: FastifyInstance, account: string) {
  const res = await signIn(app, account);
  expect(res.statusCode).toBe(200);
  return res.json().access_token as string;
}

const withToken = (app: FastifyInstance, token: string, opts: InjectOptions) =>
  call(app, { ...opts, headers: { 'blade-auth': `bearer ${token}`, ...opts.headers } });

suite(`two server processes on one PostgreSQL${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let pg: PrivatePostgres;
  let a: Process;
  let b: Process;
  beforeAll(async () => {
    pg = await startPrivatePostgres({ logStatements: true });
    a = await startProcess(pg.url);
    await seed(a.database.db, { password: SEED_PASSWORD, accessTokenTtl: 3600, refreshTokenTtl: 604800 });
    b = await startProcess(pg.url);
  });
  afterAll(async () => {
    for (const p of [a, b]) {
      await p?.app.close();
      await p?.database.close();
    }
    await pg?.destroy();
  });

  it('share the signing secret from the environment: a token of one works on the other, with no shared folder', async () => {
    const token = await as(a.app, 'itadmin');
    const res = await withToken(b.app, token, { method: 'GET', url: '/api/blade-system/menu/routes' });
    expect(res.statusCode).toBe(200);
    // Without JWT_SECRET each process would make up its own; with DATABASE_URL that is refused.
    expect(() => loadConfig({ DATABASE_URL: pg.url, DATA_DIR: tempDir() })).toThrow(/JWT_SECRET: required/);
  });

  it('answer a warm dictionary look-up without a query', async () => {
    const token = await as(b.app, 'itadmin');
    const lookUp = () =>
      withToken(b.app, token, { method: 'GET', url: '/api/blade-system/dict/dictionary?code=currency' });
    const dictQueries = () => pg.statements().filter((s) => s.includes('"blade_dict"')).length;
    expect((await lookUp()).json().data).toHaveLength(4);
    const warm = dictQueries();
    for (let i = 0; i < 5; i++) expect((await lookUp()).json().data).toHaveLength(4);
    expect(dictQueries()).toBe(warm);
  });

  it('answer a warm signed-in request without reading the session, and refuse it within a second of a sign-out on the other', async () => {
    const token = await as(a.app, 'analyst');
    const info = () => withToken(b.app, token, { method: 'GET', url: '/api/blade-auth/oauth/user-info' });
    const sessionReads = () => pg.statements().filter((s) => s.includes('from "blade_auth_session"')).length;
    expect((await info()).statusCode).toBe(200);
    const warm = sessionReads();
    for (let i = 0; i < 5; i++) expect((await info()).statusCode).toBe(200);
    expect(sessionReads()).toBe(warm);

    const logout = await withToken(a.app, token, { method: 'GET', url: '/api/blade-auth/oauth/logout' });
    expect(logout.statusCode).toBe(200);
    await expect.poll(async () => (await info()).statusCode, { timeout: 1000, interval: 25 }).toBe(401);
  });

  it('honour a revoke made on one right after a PostgreSQL restart on the other within a second', async () => {
    const itadmin = await as(a.app, 'itadmin');
    const analyst = await as(b.app, 'analyst');
    const get = (app: FastifyInstance, token: string, url: string) => withToken(app, token, { method: 'GET', url });
    const funds = () => get(b.app, analyst, '/api/project/fund/page?current=1&size=10');
    const roles = (await get(a.app, itadmin, '/api/blade-system/role/list')).json().data as RoleNode[];
    const analystRole = roles.find((r) => r.roleAlias === 'analyst')!;
    const grantable = (await get(a.app, itadmin, '/api/blade-system/menu/grant-tree')).json().data as GrantNode[];
    const home = grantable.find((n) => n.code === 'home')!;
    const keysUrl = `/api/blade-system/menu/role-tree-keys?roleIds=${analystRole.id}`;
    const granted = (await get(a.app, itadmin, keysUrl)).json().data as string[];
    const grant = (menuIds: string[]) =>
      withToken(a.app, itadmin, {
        method: 'POST',
        url: '/api/blade-system/role/grant',
        payload: { roleIds: [analystRole.id], menuIds },
      });
    // Process B has the analyst's grants in its cache.
    expect((await funds()).statusCode).toBe(200);
    expect((await funds()).statusCode).toBe(200);

    await pg.restart();
    try {
      expect((await grant([home.id])).statusCode).toBe(200);
      await expect.poll(async () => (await funds()).statusCode, { timeout: 1000, interval: 50 }).toBe(403);
    } finally {
      expect((await grant(granted)).statusCode).toBe(200);
    }
    await expect.poll(async () => (await funds()).statusCode, { timeout: 5000 }).toBe(200);
  });

  it('answer 503 and fail readiness while PostgreSQL is down, log the outage once, and recover without a restart', async () => {
    const token = await as(b.app, 'itadmin');
    const dictionary = (lang: string) =>
      withToken(b.app, token, {
        method: 'GET',
        url: '/api/blade-system/dict/dictionary?code=currency',
        headers: { 'accept-language': lang },
      });
    const ready = (p: Process) => p.app.inject({ method: 'GET', url: '/api/health/ready' });

    await pg.stop();
    try {
      for (let i = 0; i < 5; i++) {
        const res = await dictionary('zh-CN');
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ code: 503, success: false, msg: '服务暂时不可用，请稍后再试' });
      }
      expect((await dictionary('en')).json().msg).toBe('Service temporarily unavailable, please try again later');
      expect((await ready(b)).statusCode).toBe(503);
      expect((await ready(a)).json()).toMatchObject({ status: 'unavailable', database: 'postgres' });
      // Liveness stays green: the process is alive, only its database is not.
      expect((await b.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(b.logged('database unreachable: answering 503 until it is back')).toBe(1);
      expect(b.logged('request failed')).toBe(0);
    } finally {
      await pg.start();
    }
    await expect.poll(async () => (await ready(b)).statusCode, { timeout: 10_000 }).toBe(200);
    await expect.poll(async () => (await dictionary('zh-CN')).statusCode, { timeout: 10_000 }).toBe(200);
    await expect.poll(async () => (await ready(a)).statusCode, { timeout: 10_000 }).toBe(200);
    expect(b.logged('database reachable again')).toBe(1);
  });

  it('answer 503 instead of waiting while PostgreSQL is frozen, and recover when it thaws', async () => {
    const token = await as(b.app, 'itadmin');
    const menus = () => withToken(b.app, token, { method: 'GET', url: '/api/blade-system/menu/routes' });
    await pg.freeze();
    try {
      expect((await menus()).statusCode).toBe(503);
      expect((await b.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(503);
    } finally {
      await pg.thaw();
    }
    await expect.poll(async () => (await menus()).statusCode, { timeout: 10_000 }).toBe(200);
  });

  it('wait at start for a PostgreSQL that is down, naming its host and never the password', async () => {
    const url = pg.url.replace('postgres@', 'postgres:hunter2-secret@');
    const where = new URL(pg.url).host + '/postgres';
    await pg.stop();
    const waits: string[] = [];
    let opening: ReturnType<typeof openPostgres> | undefined;
    try {
      opening = openPostgres(url, { startupWaitMs: 60_000, onWait: (message) => waits.push(message) });
      await expect.poll(() => waits.length, { timeout: 10_000 }).toBeGreaterThan(1);
      expect(waits[0]).toContain(`PostgreSQL at ${where} is not answering (ECONNREFUSED)`);
      expect(waits.join('\n')).not.toContain('hunter2');
    } finally {
      await pg.start();
    }
    const database = await opening;
    await database.close();

    await pg.stop();
    try {
      const failure = await openPostgres(url, { startupWaitMs: 1000 }).catch((err: Error) => err);
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toMatch(`PostgreSQL at ${where} did not answer within 1 s`);
      expect((failure as Error).message).not.toContain('hunter2');
    } finally {
      await pg.start();
    }
  });
});
