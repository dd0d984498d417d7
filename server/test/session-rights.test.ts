import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { openPostgres, type Database } from '../src/db/client.js';
import { menu } from '../src/db/schema/menu.js';
import { tenant } from '../src/db/schema/tenant.js';
import {
  call,
  createTestContext,
  DB_KIND,
  freshDatabase,
  signIn,
  testConfig,
  type TestContext,
} from './helpers/context.js';
import { roleIdOf, userIdOf } from './helpers/accounts.js';
import { addTenantWithUser } from './helpers/tenants.js';

/**
 * Rights are checked on every request (issue 12.2): a change of roles, grants, account status or
 * tenant state is effective on the next request of a session that is already open on the process
 * that made the change, and within a second on another one (its own connection pool on
 * PostgreSQL), which hears of it by NOTIFY (issue 11: sessions are cached in memory).
 */
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let ctx: TestContext;
let other: { app: FastifyInstance; close: () => Promise<void> };

beforeAll(async () => {
  fresh = await freshDatabase();
  ctx = await createTestContext({}, fresh.database);
  other = await secondProcess(fresh);
});
afterAll(async () => {
  await other.close();
  await ctx.close();
  await fresh.drop();
});

/** Another server on the same database; on PostgreSQL with a pool of its own, as a second process has. */
async function secondProcess(f: typeof fresh) {
  let database: Database = f.database;
  if (DB_KIND === 'postgres') {
    const url = new URL(process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    url.pathname = `/${f.name}`;
    database = await openPostgres(url.toString());
  }
  const app = await buildApp({ config: testConfig(), database });
  return {
    app,
    close: async () => {
      await app.close();
      if (database !== f.database) await database.close();
    },
  };
}

/** One open session, callable on both servers. */
async function openSession(account: string, tenantId = '000000') {
  const res = await signIn(ctx.app, account, { query: { tenantId } });
  expect(res.statusCode).toBe(200);
  const headers = { 'blade-auth': `bearer ${res.json().access_token}` };
  const on = (app: FastifyInstance) => (method: 'GET' | 'POST', url: string) => call(app, { method, url, headers });
  return { here: on(ctx.app), there: on(other.app) };
}

/** Polls for at most a second: the other process hears of a grant change by NOTIFY. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (const end = Date.now() + 1000; Date.now() < end; await new Promise((r) => setTimeout(r, 25))) {
    if (await check()) return true;
  }
  return check();
}

/**
 * Refused on the next request on the process that made the change, and within a second on the
 * other one, which hears of it by NOTIFY (its session cache is cleared then).
 */
async function expectRefused(session: Awaited<ReturnType<typeof openSession>>, url: string) {
  expect((await session.here('GET', url)).statusCode).toBe(401);
  expect(await eventually(async () => (await session.there('GET', url)).statusCode === 401)).toBe(true);
}

const USERS = '/api/blade-user/list?current=1&size=10';

describe('rights of an open session', () => {
  it('a demoted user loses the old role at once, and cannot grant it back to itself', async () => {
    const boss = await openSession('itadmin');
    expect((await boss.there('GET', USERS)).statusCode).toBe(200);
    const admin = await ctx.as('admin');
    const me = await userIdOf(ctx, 'itadmin');
    const analyst = await roleIdOf(ctx, 'analyst');
    const adminRole = await roleIdOf(ctx, 'admin');
    await admin.request({ method: 'POST', url: `/api/blade-user/grant?userIds=${me}&roleIds=${analyst}` });

    expect((await boss.here('GET', USERS)).statusCode).toBe(403);
    expect(await eventually(async () => (await boss.there('GET', USERS)).statusCode === 403)).toBe(true);
    const regrant = await boss.there('POST', `/api/blade-user/grant?userIds=${me}&roleIds=${adminRole}`);
    expect(regrant.statusCode).toBe(403);
    const info = await boss.here('GET', '/api/blade-auth/oauth/user-info');
    expect(info.json().data.roles).toEqual(['analyst']);

    await admin.request({ method: 'POST', url: `/api/blade-user/grant?userIds=${me}&roleIds=${adminRole}` });
    // The other process hears of the grant by NOTIFY (its session cache is cleared within a second).
    expect(await eventually(async () => (await boss.there('GET', USERS)).statusCode === 200)).toBe(true);
  });

  it('a permission taken from a role is refused on the next request here, and within a second there', async () => {
    const boss = await openSession('itadmin');
    expect((await boss.there('GET', USERS)).statusCode).toBe(200);
    const admin = await ctx.as('admin');
    const role = await roleIdOf(ctx, 'admin');
    const keys = await admin.request({ method: 'GET', url: `/api/blade-system/menu/role-tree-keys?roleIds=${role}` });
    const [users] = await ctx.db.select({ id: menu.id }).from(menu).where(eq(menu.code, 'user'));
    const revoked = await admin.request({
      method: 'POST',
      url: '/api/blade-system/role/grant',
      payload: { roleIds: [role], menuIds: (keys.json().data as string[]).filter((id) => id !== users!.id) },
    });
    expect(revoked.statusCode).toBe(200);

    expect((await boss.here('GET', USERS)).statusCode).toBe(403);
    expect(await eventually(async () => (await boss.there('GET', USERS)).statusCode === 403)).toBe(true);
  });

  it('a disabled account is refused on its next request on every process', async () => {
    const analyst = await openSession('analyst');
    const admin = await ctx.as('admin');
    const id = await userIdOf(ctx, 'analyst');
    await admin.request({ method: 'POST', url: `/api/blade-user/status?ids=${id}&status=0` });
    await expectRefused(analyst, '/api/blade-auth/oauth/user-info');
    await admin.request({ method: 'POST', url: `/api/blade-user/status?ids=${id}&status=1` });
  });

  it("a tenant's sessions stop when its expiry passes, and when it is removed", async () => {
    await addTenantWithUser(ctx, '700001', 'expiring', 'admin', ['system', 'user']);
    await addTenantWithUser(ctx, '700002', 'removed', 'admin', ['system', 'user']);
    const expiring = await openSession('expiring', '700001');
    const removed = await openSession('removed', '700002');
    expect((await expiring.there('GET', USERS)).statusCode).toBe(200);

    const admin = await ctx.as('admin');
    const rowOf = async (tenantId: string) =>
      (await ctx.db.select({ id: tenant.id }).from(tenant).where(eq(tenant.tenantId, tenantId)))[0]!.id;
    // The expiry date set in the past, as if the clock had passed it.
    const expire = `/api/blade-system/tenant/setting?ids=${await rowOf('700001')}&expireTime=2020-01-01`;
    expect((await admin.request({ method: 'POST', url: expire })).statusCode).toBe(200);
    await expectRefused(expiring, USERS);
    for (const at of [expiring.here, expiring.there]) {
      const res = await at('GET', USERS);
      expect(res.json().msg).toBe('租户授权已过期，请联系管理员');
      expect((await at('POST', '/api/blade-user/remove?ids=1')).statusCode).toBe(401);
    }

    await admin.request({ method: 'POST', url: `/api/blade-system/tenant/remove?ids=${await rowOf('700002')}` });
    await expectRefused(removed, USERS);
  });

  it('a password reset by an administrator ends the open session on every process', async () => {
    const partner = await openSession('partner');
    const admin = await ctx.as('admin');
    await admin.request({
      method: 'POST',
      url: `/api/blade-user/reset-password?userIds=${await userIdOf(ctx, 'partner')}`,
    });
    await expectRefused(partner, '/api/blade-auth/oauth/user-info');
  });
});
