import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { loginFailure } from '../src/db/schema/auth.js';
import { md5Hex } from '../src/modules/auth/secrets.js';
import { createTestContext, SEED_PASSWORD, type TestContext } from './helpers/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const profile = { name: '李娜娜', realName: '李娜', email: 'lina@example.com', phone: '13812345678', avatar: '' };

describe('own profile', () => {
  it('updates name, email and phone, and user-info shows them', async () => {
    const me = await ctx.as('manager');
    const res = await me.request({ method: 'POST', url: '/api/blade-user/update-info', payload: profile });
    expect(res.json()).toMatchObject({ code: 200, data: { nickName: '李娜娜', phone: '13812345678' } });
    const info = await me.request({ method: 'GET', url: '/api/blade-auth/oauth/user-info' });
    expect(info.json().data).toMatchObject({ name: '李娜娜', email: 'lina@example.com' });
  });

  it('applies the phone rules and the email format, changing nothing on refusal', async () => {
    const me = await ctx.as('manager');
    const cases: [string, string][] = [
      ['1381234567', '手机号码长度不为11位'],
      ['010-12345678', '手机号码长度不为11位'],
      ['01012345678', '手机号码格式不正确'],
      ['12812345678', '手机号码格式不正确'],
    ];
    for (const [phone, msg] of cases) {
      const res = await me.request({
        method: 'POST',
        url: '/api/blade-user/update-info',
        payload: { ...profile, phone },
      });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    const email = await me.request({
      method: 'POST',
      url: '/api/blade-user/update-info',
      payload: { ...profile, email: 'nope' },
      headers: { 'accept-language': 'en' },
    });
    expect(email.json().msg).toBe('The email address is not valid');
    const script = await me.request({
      method: 'POST',
      url: '/api/blade-user/update-info',
      payload: { ...profile, avatar: 'javascript:alert(1)' },
    });
    expect(script.statusCode).toBe(400);
    const tooLong = await me.request({
      method: 'POST',
      url: '/api/blade-user/update-info',
      payload: { ...profile, name: 'x'.repeat(65) },
    });
    expect(tooLong.json().msg).toBe('参数 name 过长（最多 64）');
    const info = await me.request({ method: 'GET', url: '/api/blade-auth/oauth/user-info' });
    expect(info.json().data.phone).toBe('13812345678');
  });
});

describe('password change', () => {
  it('checks the current password and the confirmation, then signs out other sessions only', async () => {
    const here = await ctx.as('analyst');
    const elsewhere = await ctx.as('analyst');
    const change = (oldPassword: string, newPassword: string, newPassword1 = newPassword) =>
      here.request({
        method: 'POST',
        url: '/api/blade-user/update-password',
        payload: {
          oldPassword: md5Hex(oldPassword),
          newPassword: md5Hex(newPassword),
          newPassword1: md5Hex(newPassword1),
        },
      });
    expect((await change('wrong', 'N3w-password')).json().msg).toBe('原密码不正确');
    expect((await change(SEED_PASSWORD, 'N3w-password', 'other')).json().msg).toBe('两次密码输入不一致');
    expect((await change(SEED_PASSWORD, SEED_PASSWORD)).json().msg).toBe('新密码不能与原密码相同');
    const plain = await here.request({
      method: 'POST',
      url: '/api/blade-user/update-password',
      payload: { oldPassword: SEED_PASSWORD, newPassword: 'x', newPassword1: 'x' },
    });
    expect(plain.statusCode).toBe(400);

    expect((await change(SEED_PASSWORD, 'N3w-password')).json()).toMatchObject({ code: 200 });
    expect((await here.request({ method: 'GET', url: '/api/blade-auth/oauth/user-info' })).statusCode).toBe(200);
    expect((await elsewhere.request({ method: 'GET', url: '/api/blade-auth/oauth/user-info' })).statusCode).toBe(401);
    expect((await ctx.signIn('analyst', { ip: '10.5.0.1' })).statusCode).toBe(400);
    expect((await ctx.signIn('analyst', { password: 'N3w-password', ip: '10.5.0.1' })).statusCode).toBe(200);
  });
});

describe('password change guesses count as sign-in failures', () => {
  const forgetFailuresFrom = (ipPrefix: string) =>
    ctx.db.delete(loginFailure).where(like(loginFailure.ip, `${ipPrefix}%`));

  /** The caller's password change, the current password given as typed, from an address. */
  const changeFrom =
    (who: Awaited<ReturnType<TestContext['as']>>) => (oldPassword: string, newPassword: string, ip: string) =>
      who.request({
        method: 'POST',
        url: '/api/blade-user/update-password',
        remoteAddress: ip,
        payload: {
          oldPassword: md5Hex(oldPassword),
          newPassword: md5Hex(newPassword),
          newPassword1: md5Hex(newPassword),
        },
      });

  it('refuses the sixth try of an account with 429, even with the right password, and locks sign-in too', async () => {
    const change = changeFrom(await ctx.as('partner'));
    for (let i = 1; i <= 5; i++) {
      const wrong = await change(`guess-${i}`, 'N3w-password', `10.6.0.${i}`);
      expect(wrong.statusCode, `guess ${i}`).toBe(400);
    }
    const right = await change(SEED_PASSWORD, 'N3w-password', '10.6.0.6');
    expect(right.statusCode).toBe(429);
    expect(right.json().msg).toBe('用户登录失败次数过多，请稍后再试');
    expect((await ctx.signIn('partner', { ip: '10.6.0.7' })).statusCode).toBe(429);

    await forgetFailuresFrom('10.6.');
    expect((await ctx.signIn('partner', { ip: '10.6.0.8' })).statusCode).toBe(200);
  });

  it('refuses a change from an address with too many failures', async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await ctx.signIn(`nobody-${i}`, { ip: '10.7.0.1' })).statusCode).toBe(400);
    }
    const change = changeFrom(await ctx.as('itadmin'));
    expect((await change(SEED_PASSWORD, 'N3w-password', '10.7.0.1')).statusCode).toBe(429);
    expect((await ctx.signIn('itadmin', { ip: '10.7.0.2' })).statusCode).toBe(200);
    await forgetFailuresFrom('10.7.');
  });

  it('forgets the wrong answers once the right one is given', async () => {
    const change = changeFrom(await ctx.as('manager'));
    for (let i = 1; i <= 4; i++)
      expect((await change(`guess-${i}`, 'N3w-password', `10.8.0.${i}`)).statusCode).toBe(400);
    expect((await change(SEED_PASSWORD, 'N3w-password', '10.8.0.5')).statusCode).toBe(200);
    for (let i = 1; i <= 4; i++)
      expect((await change(`again-${i}`, 'Other-password', `10.8.1.${i}`)).statusCode).toBe(400);
    expect((await change('N3w-password', SEED_PASSWORD, '10.8.1.5')).statusCode).toBe(200);
  });
});
