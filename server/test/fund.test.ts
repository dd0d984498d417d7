import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FundRecord } from '@invest/contract/fund';
import { createTestContext, signIn, type TestContext } from './helpers/context.js';
import { addTenantWithUser } from './helpers/tenants.js';

const F = '/api/project/fund';
let ctx: TestContext;
let admin: Awaited<ReturnType<TestContext['as']>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('itadmin');
});
afterAll(() => ctx.close());

const fund = {
  name: '星河一期',
  code: 'XH-I',
  currency: 'CNY',
  size: 50000,
  vintageYear: 2024,
  status: '2',
  description: '早期科技基金',
};

describe('funds', () => {
  it('adds, lists, edits and deletes funds; amounts in 万元 survive exactly', async () => {
    const added = await admin.request({ method: 'POST', url: `${F}/submit`, payload: { ...fund, size: 12345.67 } });
    expect(added.json().data).toMatchObject({
      name: '星河一期',
      size: 12345.67,
      projectCount: 0,
      investedTotal: 0,
      managerName: '周强',
    });
    const id = added.json().data.id;
    expect((await admin.request({ method: 'POST', url: `${F}/submit`, payload: fund })).json()).toMatchObject({
      code: 409,
      msg: '基金编号 XH-I 已存在',
    });
    const page = (
      await admin.request({ method: 'GET', url: `${F}/page?current=1&size=10&name=${encodeURIComponent('星河')}` })
    ).json().data;
    expect(page.records.map((r: FundRecord) => r.code)).toEqual(['XH-I']);
    const edited = await admin.request({
      method: 'POST',
      url: `${F}/submit`,
      payload: { ...fund, id, size: 60000, status: '3' },
    });
    expect(edited.json().data).toMatchObject({ size: 60000, status: '3' });
    const analyst = await ctx.as('analyst');
    expect(
      (await analyst.request({ method: 'GET', url: `${F}/list` })).json().data.map((f: { code: string }) => f.code),
    ).toContain('XH-I');
    expect(
      (await analyst.request({ method: 'POST', url: `${F}/submit`, payload: { ...fund, code: 'X2' } })).statusCode,
    ).toBe(403);
    expect((await admin.request({ method: 'POST', url: `${F}/remove?ids=${id}` })).json().data).toBe(1);
    expect((await admin.request({ method: 'GET', url: `${F}/detail?id=${id}` })).statusCode).toBe(404);
  });

  it('refuses bad input and other tenants', async () => {
    for (const bad of [
      { ...fund, code: 'a b' },
      { ...fund, size: -1 },
      { ...fund, vintageYear: 1800 },
      { ...fund, name: '' },
      { ...fund, size: 'big' },
    ]) {
      expect((await admin.request({ method: 'POST', url: `${F}/submit`, payload: bad })).statusCode).toBe(400);
    }
    expect((await admin.request({ method: 'GET', url: `${F}/page?descs=size;drop` })).statusCode).toBe(400);
    const mine = (
      await admin.request({ method: 'POST', url: `${F}/submit`, payload: { ...fund, code: 'MINE' } })
    ).json().data;
    await addTenantWithUser(ctx, '700001', 'boss', 'admin', ['fund', 'fund_edit', 'fund_delete']);
    const token = (await signIn(ctx.app, 'boss', { query: { tenantId: '700001' } })).json().access_token;
    const headers = { 'blade-auth': `bearer ${token}` };
    expect((await ctx.inject({ method: 'GET', url: `${F}/detail?id=${mine.id}`, headers })).statusCode).toBe(404);
    expect(
      (
        await ctx.inject({
          method: 'POST',
          url: `${F}/submit`,
          headers,
          payload: { ...fund, id: mine.id, code: 'MINE' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await ctx.inject({ method: 'POST', url: `${F}/remove?ids=${mine.id}`, headers })).json().data).toBe(0);
    expect((await ctx.inject({ method: 'GET', url: `${F}/page`, headers })).json().data.total).toBe(0);
  });
});
