import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type TestContext } from './helpers/context.js';
import { addTenantWithUser } from './helpers/tenants.js';

const P = '/api/blade-system/param';
let ctx: TestContext;
let admin: Awaited<ReturnType<TestContext['as']>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('itadmin');
});
afterAll(() => ctx.close());

describe('system parameters', () => {
  it('lists, adds, edits and deletes parameters with a unique key', async () => {
    const list = (await admin.request({ method: 'GET', url: `${P}/list?current=1&size=10` })).json().data;
    expect(list.records.map((r: { paramKey: string }) => r.paramKey)).toEqual(['lock.idleMinutes']);
    const added = await admin.request({
      method: 'POST',
      url: `${P}/submit`,
      payload: { paramName: '报表抬头', paramKey: 'report.title', paramValue: '投资周报' },
    });
    expect(added.json().data).toMatchObject({ paramKey: 'report.title', paramValue: '投资周报' });
    const id = added.json().data.id;
    const dup = await admin.request({
      method: 'POST',
      url: `${P}/submit`,
      payload: { paramName: 'x', paramKey: 'report.title' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toBe('参数键 report.title 已存在');
    const edited = await admin.request({
      method: 'POST',
      url: `${P}/submit`,
      payload: { id, paramName: '报表抬头', paramKey: 'report.title', paramValue: '投资月报' },
    });
    expect(edited.json().data.paramValue).toBe('投资月报');
    expect((await admin.request({ method: 'GET', url: `${P}/detail?id=${id}` })).json().data.paramValue).toBe(
      '投资月报',
    );
    const filtered = (await admin.request({ method: 'GET', url: `${P}/list?paramKey=report` })).json().data;
    expect(filtered.total).toBe(1);
    expect((await admin.request({ method: 'POST', url: `${P}/remove?ids=${id}` })).json().data).toBe(1);
    expect((await admin.request({ method: 'GET', url: `${P}/detail?id=${id}` })).statusCode).toBe(404);
  });

  it('serves the runtime settings to every signed-in user, and nothing else', async () => {
    const analyst = await ctx.as('analyst');
    const res = await analyst.request({ method: 'GET', url: `${P}/runtime` });
    expect(res.json().data).toEqual({ 'lock.idleMinutes': '0' });
    expect((await analyst.request({ method: 'GET', url: `${P}/list` })).statusCode).toBe(403);
    expect(
      (await analyst.request({ method: 'POST', url: `${P}/submit`, payload: { paramName: 'x', paramKey: 'y' } }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses bad input and other tenants', async () => {
    for (const payload of [
      { paramKey: 'k' },
      { paramName: 'n', paramKey: 'bad key' },
      { paramName: 'n', paramKey: 'k', paramValue: 'v'.repeat(2001) },
    ]) {
      expect((await admin.request({ method: 'POST', url: `${P}/submit`, payload })).statusCode).toBe(400);
    }
    expect((await admin.request({ method: 'GET', url: `${P}/list?ascs=param_value;--` })).statusCode).toBe(400);
    await addTenantWithUser(ctx, '300001', 'boss', 'admin', ['param', 'param_edit', 'param_delete']);
    const token = (await signIn(ctx.app, 'boss', { query: { tenantId: '300001' } })).json().access_token;
    const headers = { 'blade-auth': `bearer ${token}` };
    const mine = (await admin.request({ method: 'GET', url: `${P}/list?paramKey=lock` })).json().data.records[0];
    expect((await ctx.inject({ method: 'GET', url: `${P}/detail?id=${mine.id}`, headers })).statusCode).toBe(404);
    const hijack = await ctx.inject({
      method: 'POST',
      url: `${P}/submit`,
      headers,
      payload: { id: mine.id, paramName: 'x', paramKey: 'lock.idleMinutes', paramValue: '1' },
    });
    expect(hijack.statusCode).toBe(404);
    expect((await ctx.inject({ method: 'POST', url: `${P}/remove?ids=${mine.id}`, headers })).json().data).toBe(0);
    expect((await admin.request({ method: 'GET', url: `${P}/detail?id=${mine.id}` })).json().data.paramValue).toBe('0');
  });
});
