import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { md5Hex } from '../src/modules/auth/secrets.js';
import { param } from '../src/db/schema/dict.js';
import { createTestContext, type TestContext } from './helpers/context.js';
import { addRoleWithUser, roleIdOf, userIdOf } from './helpers/accounts.js';

/**
 * The privilege matrix of account management: each role against each action on accounts that
 * hold rights the caller does not (issue 12.1). Every refusal changes nothing.
 */
const U = '/api/blade-user';
type Session = Awaited<ReturnType<TestContext['as']>>;
let ctx: TestContext;
let ids: Record<'admin' | 'itadmin' | 'partner' | 'manager' | 'analyst' | 'helpdesk' | 'trainee', string>;

/** A user manager who may do every account action but holds no business or system rights beyond that. */
const HELPDESK_GRANTS = [
  'system',
  'user',
  'user_add',
  'user_edit',
  'user_delete',
  'user_reset',
  'user_unlock',
  'user_role',
];

beforeAll(async () => {
  ctx = await createTestContext();
  await addRoleWithUser(ctx, 'helpdesk', 'helpdesk', HELPDESK_GRANTS);
  await addRoleWithUser(ctx, 'trainee', 'trainee', ['system', 'user']);
  const accounts = ['admin', 'itadmin', 'partner', 'manager', 'analyst', 'helpdesk', 'trainee'] as const;
  ids = Object.fromEntries(
    await Promise.all(accounts.map(async (a) => [a, await userIdOf(ctx, a)] as const)),
  ) as typeof ids;
});
afterAll(() => ctx.close());

/** Every account-management action, aimed at one target. */
const actions = (target: string, roleId: string) => ({
  edit: {
    method: 'POST',
    url: `${U}/submit`,
    payload: { id: target, account: 'renamed', name: 'x', roleIds: [roleId] },
  },
  disable: { method: 'POST', url: `${U}/status?ids=${target}&status=0` },
  remove: { method: 'POST', url: `${U}/remove?ids=${target}` },
  reset: { method: 'POST', url: `${U}/reset-password?userIds=${target}` },
  unlock: { method: 'POST', url: `${U}/unlock?userIds=${target}` },
  grant: { method: 'POST', url: `${U}/grant?userIds=${target}&roleIds=${roleId}` },
});

/** What a refused action must have left alone: the target still signs in with its password, holding its roles. */
async function assertUntouched(account: string, roles: string[]) {
  const res = await ctx.signIn(account, { ip: '10.99.0.1' });
  expect(res.statusCode, `${account} still signs in with the old password`).toBe(200);
  expect(res.json().role_name.split(',').sort()).toEqual(roles.sort());
}

describe('who may manage whose account', () => {
  const matrix: { caller: string; target: keyof typeof ids; status: number; roles: string[] }[] = [
    // The tenant administrator against the super administrator: the escalation of the report.
    { caller: 'itadmin', target: 'admin', status: 403, roles: ['超级管理员'] },
    // A user manager against everyone who holds more than account management.
    { caller: 'helpdesk', target: 'admin', status: 403, roles: ['超级管理员'] },
    { caller: 'helpdesk', target: 'itadmin', status: 403, roles: ['系统管理员'] },
    { caller: 'helpdesk', target: 'partner', status: 403, roles: ['投委会合伙人'] },
    // Roles without account management are refused by permission whatever the target.
    { caller: 'partner', target: 'analyst', status: 403, roles: ['分析师'] },
    { caller: 'manager', target: 'analyst', status: 403, roles: ['分析师'] },
    { caller: 'analyst', target: 'trainee', status: 403, roles: ['trainee'] },
  ];

  for (const { caller, target, status, roles } of matrix) {
    it(`${caller} may not manage ${target}`, async () => {
      const session: Session = await ctx.as(caller);
      const lowRole = await roleIdOf(ctx, 'trainee');
      for (const [name, request] of Object.entries(actions(ids[target], lowRole))) {
        const res = await session.request(request as Parameters<Session['request']>[0]);
        expect(res.statusCode, `${caller} ${name} ${target}`).toBe(status);
        expect(res.json().success).toBe(false);
        expect(res.body).not.toMatch(/"password"/);
      }
      await assertUntouched(target, roles);
    });
  }

  it('says why in the user language', async () => {
    const itadmin = await ctx.as('itadmin');
    const zh = await itadmin.request({ method: 'POST', url: `${U}/reset-password?userIds=${ids.admin}` });
    expect(zh.json().msg).toBe('不能管理拥有您所不具备权限的账号');
    const en = await itadmin.request({
      method: 'POST',
      url: `${U}/reset-password?userIds=${ids.admin}`,
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().msg).toBe('You cannot manage an account that holds rights you do not hold');
  });

  it('refuses a whole batch that holds one account beyond the caller, changing none of it', async () => {
    const helpdesk = await ctx.as('helpdesk');
    const res = await helpdesk.request({
      method: 'POST',
      url: `${U}/status?ids=${ids.trainee},${ids.partner}&status=0`,
    });
    expect(res.statusCode).toBe(403);
    expect((await ctx.signIn('trainee', { ip: '10.99.0.2' })).statusCode).toBe(200);
  });

  it('lets a caller manage accounts within their rights (and the super administrator everyone)', async () => {
    const helpdesk = await ctx.as('helpdesk');
    const unlocked = await helpdesk.request({ method: 'POST', url: `${U}/unlock?userIds=${ids.trainee}` });
    expect(unlocked.json().data).toBe(1);
    const admin = await ctx.as('admin');
    const unlockedByAdmin = await admin.request({ method: 'POST', url: `${U}/unlock?userIds=${ids.itadmin}` });
    expect(unlockedByAdmin.json().data).toBe(1);
  });

  it('gives no role that grants more than the caller holds, to others or to oneself', async () => {
    const helpdesk = await ctx.as('helpdesk');
    for (const alias of ['admin', 'partner', 'administrator']) {
      const role = await roleIdOf(ctx, alias);
      for (const target of [ids.trainee, ids.helpdesk]) {
        const res = await helpdesk.request({ method: 'POST', url: `${U}/grant?userIds=${target}&roleIds=${role}` });
        expect(res.statusCode, `helpdesk grants ${alias}`).toBe(403);
        expect(res.json().msg).toBe('不能授予超出您自身权限的角色');
      }
    }
    const itadmin = await ctx.as('itadmin');
    const created = await itadmin.request({
      method: 'POST',
      url: `${U}/submit`,
      payload: {
        account: 'sneaky',
        name: 'S',
        password: md5Hex('Sneaky@2026'),
        roleIds: [await roleIdOf(ctx, 'administrator')],
      },
    });
    expect(created.statusCode).toBe(403);
    expect((await ctx.signIn('sneaky', { password: 'Sneaky@2026', ip: '10.99.0.3' })).statusCode).toBe(400);
    await assertUntouched('helpdesk', ['helpdesk']);
    await assertUntouched('trainee', ['trainee']);
  });

  it('keeps no initial password anywhere a tenant administrator can read it', async () => {
    expect(await ctx.db.select().from(param).where(eq(param.paramKey, 'account.initPassword'))).toEqual([]);
    const itadmin = await ctx.as('itadmin');
    const params = await itadmin.request({ method: 'GET', url: '/api/blade-system/param/list?current=1&size=100' });
    expect(params.body).not.toContain('initPassword');
  });
});

describe('a reset by an administrator', () => {
  it('draws a one-time password shown once, which must be changed before anything else', async () => {
    const admin = await ctx.as('admin');
    const before = await ctx.as('analyst');
    const reset = await admin.request({ method: 'POST', url: `${U}/reset-password?userIds=${ids.analyst}` });
    const { password } = (reset.json().data as { password: string }[])[0]!;
    // The old session ends at once, and the old password no longer opens a new one.
    expect((await before.request({ method: 'GET', url: '/api/blade-auth/oauth/user-info' })).statusCode).toBe(401);
    expect((await ctx.signIn('analyst', { ip: '10.98.0.1' })).statusCode).toBe(400);

    // A second reset draws another password: nothing is shared between resets or users.
    const again = await admin.request({ method: 'POST', url: `${U}/reset-password?userIds=${ids.analyst}` });
    const fresh = (again.json().data as { password: string }[])[0]!.password;
    expect(fresh).not.toBe(password);
    expect((await ctx.signIn('analyst', { password, ip: '10.98.0.2' })).statusCode).toBe(400);

    const signedIn = await ctx.signIn('analyst', { password: fresh, ip: '10.98.0.3' });
    expect(signedIn.statusCode).toBe(200);
    const headers = { 'blade-auth': `bearer ${signedIn.json().access_token}` };
    const info = await ctx.inject({ method: 'GET', url: '/api/blade-auth/oauth/user-info', headers });
    expect(info.json().data.passwordChangeRequired).toBe(true);
    const blocked = await ctx.inject({ method: 'GET', url: '/api/blade-user/listUser', headers });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().msg).toBe('您的密码已被管理员重置，请先修改密码');

    const changed = await ctx.inject({
      method: 'POST',
      url: `${U}/update-password`,
      headers,
      payload: {
        oldPassword: md5Hex(fresh),
        newPassword: md5Hex('Analyst@2027'),
        newPassword1: md5Hex('Analyst@2027'),
      },
    });
    expect(changed.statusCode).toBe(200);
    const after = await ctx.inject({ method: 'GET', url: '/api/blade-auth/oauth/user-info', headers });
    expect(after.json().data.passwordChangeRequired).toBe(false);
    expect((await ctx.inject({ method: 'GET', url: '/api/blade-user/listUser', headers })).statusCode).toBe(200);
  });
});
