import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ButtonNode, GrantNode, MenuRoute } from '@invest/contract/menu';
import type { RoleNode } from '@invest/contract/role';
import type { UserRecord } from '@invest/contract/user';
import { md5Hex } from '../src/modules/auth/secrets.js';
import { createTestContext, signIn, type TestContext } from './helpers/context.js';
import { addTenantWithUser } from './helpers/tenants.js';

const U = '/api/blade-user';
let ctx: TestContext;
let admin: Awaited<ReturnType<TestContext['as']>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('itadmin');
});
afterAll(() => ctx.close());

const flatten = <T extends { children: T[] }>(nodes: T[]): T[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const call = async (method: 'GET' | 'POST', url: string, payload?: object, who = admin) => {
  const res = await who.request({ method, url, payload });
  expect(res.body).not.toContain('$argon2');
  return { status: res.statusCode, body: res.json() };
};
const roleId = async (alias: string) =>
  flatten((await call('GET', '/api/blade-system/role/list')).body.data as RoleNode[]).find(
    (r) => r.roleAlias === alias,
  )!.id;

describe('users', () => {
  it('lists users with search by account, name, role and status, never showing a password hash', async () => {
    const all = (await call('GET', `${U}/list?current=1&size=10`)).body.data;
    expect(all.total).toBe(5);
    expect(Object.keys(all.records[0])).not.toContain('password');
    expect((await call('GET', `${U}/list?account=part`)).body.data.records.map((u: UserRecord) => u.account)).toEqual([
      'partner',
    ]);
    expect(
      (await call('GET', `${U}/list?realName=${encodeURIComponent('李')}`)).body.data.records.map(
        (u: UserRecord) => u.account,
      ),
    ).toEqual(['manager']);
    const byRole = (await call('GET', `${U}/list?roleId=${await roleId('analyst')}`)).body.data.records;
    expect(byRole.map((u: UserRecord) => u.account)).toEqual(['analyst']);
    expect(byRole[0].roleNames).toEqual(['分析师']);
    expect((await call('GET', `${U}/list?status=0`)).body.data.total).toBe(0);
    expect((await call('GET', `${U}/list?ascs=password`)).status).toBe(400);
  });

  it('the scenario: a role with only some menus and buttons, a user with it, who sees only those', async () => {
    const grantable = flatten((await call('GET', '/api/blade-system/menu/grant-tree')).body.data as GrantNode[]);
    const ids = (codes: string[]) => grantable.filter((n) => codes.includes(n.code)).map((n) => n.id);
    const role = await call('POST', '/api/blade-system/role/submit', { roleName: '基金运营', roleAlias: 'fund_ops' });
    await call('POST', '/api/blade-system/role/grant', {
      roleIds: [role.body.data.id],
      menuIds: ids(['home', 'fund', 'fund_add', 'system', 'param']),
    });
    const created = await call('POST', `${U}/submit`, {
      account: 'fundops',
      password: md5Hex('Fund@2026'),
      name: '王芳',
      realName: '王芳',
      email: 'wf@example.com',
      phone: '13900001111',
      roleIds: [role.body.data.id],
    });
    expect(created.body.data).toMatchObject({ account: 'fundops', status: 1, roleNames: ['基金运营'], locked: false });

    const res = await signIn(ctx.app, 'fundops', { password: 'Fund@2026', ip: '10.20.0.1' });
    expect(res.statusCode).toBe(200);
    const token = res.json().access_token;
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.inject({ method, url, payload, headers: { 'blade-auth': `bearer ${token}` } });
    const menu = flatten((await as('GET', '/api/blade-system/menu/routes')).json().data as MenuRoute[]).map(
      (m) => m.code,
    );
    expect(menu).toEqual(['home', 'fund', 'system', 'param']);
    const buttons = flatten((await as('GET', '/api/blade-system/menu/buttons')).json().data as ButtonNode[]);
    expect(buttons.filter((b) => !b.children.length).map((b) => b.code)).toEqual(['fund_add']);
    expect((await as('GET', '/api/blade-system/param/list')).statusCode).toBe(200);
    expect((await as('POST', '/api/blade-system/param/submit', { paramName: 'x', paramKey: 'x.y' })).statusCode).toBe(
      403,
    );
    expect((await as('GET', `${U}/list`)).statusCode).toBe(403);
    expect((await as('GET', `${U}/checkUserContainRoleByCode?code=fund_ops`)).json().data).toBe(true);
    expect((await as('GET', `${U}/checkUserContainRoleByCode?code=admin`)).json().data).toBe(false);
  });

  it('refuses duplicates, bad phones, unknown roles, a missing password, and the super role from a tenant administrator', async () => {
    const base = { account: 'newbie', password: md5Hex('x12345'), name: 'N', roleIds: [await roleId('analyst')] };
    expect((await call('POST', `${U}/submit`, { ...base, account: 'manager' })).body).toMatchObject({
      code: 409,
      msg: '账号 manager 已存在',
    });
    expect((await call('POST', `${U}/submit`, { ...base, phone: '0101234567' })).body.msg).toBe('手机号码长度不为11位');
    expect((await call('POST', `${U}/submit`, { ...base, roleIds: ['123'] })).body.msg).toBe('角色不存在');
    expect((await call('POST', `${U}/submit`, { ...base, password: undefined })).body.msg).toBe('新用户必须设置密码');
    expect((await call('POST', `${U}/submit`, { ...base, password: 'plain' })).status).toBe(400);
    expect((await call('POST', `${U}/submit`, { ...base, roleIds: [await roleId('administrator')] })).status).toBe(403);
    expect((await call('POST', `${U}/submit`, { ...base, account: "x'; drop table blade_user;--" })).status).toBe(400);
    expect((await call('GET', `${U}/list?account=newbie`)).body.data.total).toBe(0);
  });

  it('disables and enables, resets the password, unlocks, and changes roles', async () => {
    const target = (await call('GET', `${U}/list?account=partner`)).body.data.records[0] as UserRecord;
    const session = await ctx.as('partner');
    expect((await call('POST', `${U}/status?ids=${target.id}&status=0`)).body.data).toBe(1);
    expect((await session.request({ method: 'GET', url: '/api/blade-auth/oauth/user-info' })).statusCode).toBe(401);
    expect((await ctx.signIn('partner', { ip: '10.21.0.1' })).json().error_description).toBe('账号已停用');
    await call('POST', `${U}/status?ids=${target.id}&status=1`);
    expect((await ctx.signIn('partner', { ip: '10.21.0.1' })).statusCode).toBe(200);

    for (let i = 0; i < 5; i++) await ctx.signIn('partner', { password: 'bad', ip: `10.22.0.${i}` });
    expect((await call('GET', `${U}/detail?id=${target.id}`)).body.data.locked).toBe(true);
    expect((await ctx.signIn('partner', { ip: '10.22.1.1' })).statusCode).toBe(429);
    expect((await call('POST', `${U}/unlock?userIds=${target.id}`)).body.data).toBe(1);
    expect((await ctx.signIn('partner', { ip: '10.22.1.1' })).statusCode).toBe(200);

    const reset = (await call('POST', `${U}/reset-password?userIds=${target.id}`)).body.data;
    expect(reset).toEqual([{ id: target.id, account: 'partner', password: expect.any(String) }]);
    expect(reset[0].password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z\d]).{12}$/);
    expect((await ctx.signIn('partner', { ip: '10.23.0.1' })).statusCode).toBe(400);
    expect((await ctx.signIn('partner', { password: '123456', ip: '10.23.0.2' })).statusCode).toBe(400);
    expect((await ctx.signIn('partner', { password: reset[0].password, ip: '10.23.0.3' })).statusCode).toBe(200);

    expect((await call('POST', `${U}/grant?userIds=${target.id}&roleIds=${await roleId('manager')}`)).body.data).toBe(
      1,
    );
    expect((await call('GET', `${U}/detail?id=${target.id}`)).body.data.roleNames).toEqual(['投资经理']);
  });

  it('cannot disable or delete yourself; deletes others', async () => {
    const me = (await call('GET', `${U}/list?account=itadmin`)).body.data.records[0] as UserRecord;
    expect((await call('POST', `${U}/remove?ids=${me.id}`)).body.msg).toBe('不能对自己执行此操作');
    expect((await call('POST', `${U}/status?ids=${me.id}&status=0`)).status).toBe(400);
    const doomed = (
      await call('POST', `${U}/submit`, {
        account: 'temp',
        password: md5Hex('t12345'),
        name: 'T',
        roleIds: [await roleId('analyst')],
      })
    ).body.data;
    expect((await call('POST', `${U}/remove?ids=${doomed.id}`)).body.data).toBe(1);
    expect((await call('GET', `${U}/detail?id=${doomed.id}`)).status).toBe(404);
  });

  it('serves pickers: by role, all, by keyword, by ids', async () => {
    const analyst = await ctx.as('analyst');
    const partners = (await call('GET', `${U}/list-by-role/analyst`, undefined, analyst)).body.data;
    expect(partners.map((u: { account: string }) => u.account)).toEqual(['analyst']);
    expect((await call('GET', `${U}/listUser`, undefined, analyst)).body.data.length).toBeGreaterThanOrEqual(5);
    expect(
      (await call('GET', `${U}/user-list?keyword=man`, undefined, analyst)).body.data.map(
        (u: { account: string }) => u.account,
      ),
    ).toEqual(['manager']);
    const one = (await call('GET', `${U}/user-list?keyword=analyst`, undefined, analyst)).body.data[0];
    expect((await call('GET', `${U}/listByUser?userIds=${one.id}`, undefined, analyst)).body.data).toEqual([one]);
    expect((await call('GET', `${U}/list`, undefined, analyst)).status).toBe(403);
  });

  it("never reaches another tenant's users", async () => {
    const other = await addTenantWithUser(ctx, '600001', 'boss', 'admin', [
      'user',
      'user_add',
      'user_edit',
      'user_delete',
      'user_reset',
    ]);
    const token = (await signIn(ctx.app, 'boss', { query: { tenantId: '600001' } })).json().access_token;
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.inject({ method, url, payload, headers: { 'blade-auth': `bearer ${token}` } });
    const victim = (await call('GET', `${U}/list?account=manager`)).body.data.records[0] as UserRecord;
    expect((await as('GET', `${U}/list`)).json().data.records.map((u: UserRecord) => u.account)).toEqual(['boss']);
    expect((await as('GET', `${U}/detail?id=${victim.id}`)).statusCode).toBe(404);
    expect((await as('POST', `${U}/remove?ids=${victim.id}`)).json().data).toBe(0);
    expect((await as('POST', `${U}/reset-password?userIds=${victim.id}`)).json().data).toEqual([]);
    expect(
      (await as('POST', `${U}/submit`, { id: victim.id, account: 'manager', name: 'x', roleIds: [other.roleId] }))
        .statusCode,
    ).toBe(404);
    expect((await as('GET', `${U}/listByUser?userIds=${victim.id}`)).json().data).toEqual([]);
    expect((await call('GET', `${U}/detail?id=${victim.id}`)).body.data.name).toBe('李娜');
  });
});
