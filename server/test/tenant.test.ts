import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleNode } from '@invest/contract/role';
import type { TenantRecord } from '@invest/contract/tenant';
import { eq } from 'drizzle-orm';
import { flowDefinition } from '../src/db/schema/flow.js';
import { md5Hex } from '../src/modules/auth/secrets.js';
import { createTestContext, signIn, type TestContext } from './helpers/context.js';

const T = '/api/blade-system/tenant';
let ctx: TestContext;
let superAdmin: Awaited<ReturnType<TestContext['as']>>;
beforeAll(async () => {
  ctx = await createTestContext();
  superAdmin = await ctx.as('admin');
});
afterAll(() => ctx.close());

const call = async (method: 'GET' | 'POST', url: string, payload?: object, who = superAdmin) => {
  const res = await who.request({ method, url, payload });
  return { status: res.statusCode, body: res.json() };
};
const newTenant = (name: string, account: string, extra: object = {}) =>
  call('POST', `${T}/submit`, {
    tenantName: name,
    adminAccount: account,
    adminPassword: md5Hex('Ten@nt2026'),
    adminName: '租户管理员',
    ...extra,
  });

describe('tenants', () => {
  it('creates a tenant with its administrator, dictionaries, roles and parameters', async () => {
    const created = await newTenant('远景资本', 'boss', { domain: 'Vision.Example.com', linkman: '赵总' });
    expect(created.status).toBe(200);
    const t = created.body.data as TenantRecord;
    expect(t).toMatchObject({
      tenantName: '远景资本',
      domain: 'vision.example.com',
      userCount: 1,
      accountNumber: -1,
      expireTime: '',
    });
    expect(t.tenantId).toMatch(/^\d{6}$/);

    const info = await ctx.inject({ method: 'GET', url: '/api/blade-system/tenant/info?domain=vision.example.com' });
    expect(info.json().data.tenantId).toBe(t.tenantId);

    const login = await signIn(ctx.app, 'boss', { password: 'Ten@nt2026', query: { tenantId: t.tenantId } });
    expect(login.statusCode).toBe(200);
    const headers = { 'blade-auth': `bearer ${login.json().access_token}` };
    const roles = (await ctx.inject({ method: 'GET', url: '/api/blade-system/role/list', headers })).json()
      .data as RoleNode[];
    expect(roles.map((r) => r.roleAlias)).toEqual(['admin', 'partner', 'manager', 'analyst']);
    const dict = (
      await ctx.inject({ method: 'GET', url: '/api/blade-system/dict/dictionary?code=project_stage', headers })
    ).json().data;
    expect(dict).toHaveLength(7);
    const users = (await ctx.inject({ method: 'GET', url: '/api/blade-user/list', headers })).json().data.records;
    expect(users.map((u: { account: string }) => u.account)).toEqual(['boss']);
    const menu = (await ctx.inject({ method: 'GET', url: '/api/blade-system/menu/routes', headers })).json().data;
    expect(menu.map((m: { code: string }) => m.code)).toContain('system');
    // The workflow: its dictionary with each process's pages (flowRoutes), and the shipped processes.
    const flow = (
      await ctx.inject({ method: 'GET', url: '/api/blade-system/dict/dictionary?code=flow', headers })
    ).json().data as { dictKey: string; remark: string }[];
    expect(flow.map((i) => [i.dictKey, i.remark])).toEqual([
      ['1', 'leave'],
      ['2', 'project-approval'],
    ]);
    const processes = await ctx.db
      .select({ key: flowDefinition.key, version: flowDefinition.version })
      .from(flowDefinition)
      .where(eq(flowDefinition.tenantId, t.tenantId));
    expect(processes.map((d) => `${d.key} v${d.version}`).sort()).toEqual(['Leave v1', 'ProjectApproval v1']);
    expect((await ctx.inject({ method: 'GET', url: `${T}/list`, headers })).statusCode).toBe(403);
  });

  it('enforces the account quota and the expiry date', async () => {
    const t = (await newTenant('小额资本', 'small')).body.data as TenantRecord;
    expect((await call('POST', `${T}/setting?ids=${t.id}&accountNumber=1&expireTime=2099-12-31`)).body.data).toBe(1);
    expect((await call('GET', `${T}/detail?id=${t.id}`)).body.data).toMatchObject({
      accountNumber: 1,
      expireTime: '2099-12-31 23:59:59',
    });
    const login = await signIn(ctx.app, 'small', { password: 'Ten@nt2026', query: { tenantId: t.tenantId } });
    const headers = { 'blade-auth': `bearer ${login.json().access_token}` };
    const roles = (await ctx.inject({ method: 'GET', url: '/api/blade-system/role/list', headers })).json()
      .data as RoleNode[];
    const second = await ctx.inject({
      method: 'POST',
      url: '/api/blade-user/submit',
      headers,
      payload: { account: 'second', password: md5Hex('x12345'), name: 'S', roleIds: [roles[0]!.id] },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().msg).toBe('租户账号数量已达上限（1）');

    await call('POST', `${T}/setting?ids=${t.id}&expireTime=2020-01-01`);
    const expired = await signIn(ctx.app, 'small', {
      password: 'Ten@nt2026',
      query: { tenantId: t.tenantId },
      ip: '10.30.0.1',
    });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error_description).toBe('租户授权已过期，请联系管理员');
    await call('POST', `${T}/setting?ids=${t.id}&expireTime=`);
    expect(
      (await signIn(ctx.app, 'small', { password: 'Ten@nt2026', query: { tenantId: t.tenantId }, ip: '10.30.0.1' }))
        .statusCode,
    ).toBe(200);
  });

  it('lists, filters and edits; refuses a taken domain and a tenant without an administrator', async () => {
    const list = (await call('GET', `${T}/list?current=1&size=10&tenantName=${encodeURIComponent('资本')}`)).body.data;
    expect(list.records.map((r: TenantRecord) => r.tenantName).sort()).toEqual(['小额资本', '远景资本']);
    const vision = list.records.find((r: TenantRecord) => r.tenantName === '远景资本');
    expect(
      (await call('POST', `${T}/submit`, { id: vision.id, tenantName: '远景资本集团', domain: 'vision.example.com' }))
        .body.data.tenantName,
    ).toBe('远景资本集团');
    expect((await newTenant('撞域名', 'x1', { domain: 'vision.example.com' })).body).toMatchObject({
      code: 409,
      msg: '域名 vision.example.com 已被其他租户使用',
    });
    expect((await call('POST', `${T}/submit`, { tenantName: '无管理员' })).body.msg).toBe(
      '新租户需要设置管理员账号和密码',
    );
    expect((await newTenant('坏域名', 'x2', { domain: 'http://evil/' })).status).toBe(400);
    expect((await call('POST', `${T}/setting?ids=${vision.id}&expireTime=tomorrow`)).status).toBe(400);
  });

  it('deletes a tenant (never the default one); its users are signed out and cannot sign in', async () => {
    const t = (await newTenant('将删除', 'gone')).body.data as TenantRecord;
    const login = await signIn(ctx.app, 'gone', { password: 'Ten@nt2026', query: { tenantId: t.tenantId } });
    const headers = { 'blade-auth': `bearer ${login.json().access_token}` };
    const def = (await call('GET', `${T}/list?tenantId=000000`)).body.data.records[0];
    expect((await call('POST', `${T}/remove?ids=${def.id}`)).body.msg).toBe('默认租户不能删除');
    expect((await call('POST', `${T}/remove?ids=${t.id}`)).body.data).toBe(1);
    expect((await ctx.inject({ method: 'GET', url: '/api/blade-auth/oauth/user-info', headers })).statusCode).toBe(401);
    const again = await signIn(ctx.app, 'gone', {
      password: 'Ten@nt2026',
      query: { tenantId: t.tenantId },
      ip: '10.31.0.1',
    });
    expect(again.json().error_description).toBe('租户不存在');
  });

  it("is the super administrator's alone", async () => {
    const itadmin = await ctx.as('itadmin');
    expect((await call('GET', `${T}/list`, undefined, itadmin)).status).toBe(403);
    expect((await call('POST', `${T}/submit`, { tenantName: 'x' }, itadmin)).status).toBe(403);
  });
});
