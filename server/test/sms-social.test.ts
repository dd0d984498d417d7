import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { smsCode } from '../src/db/schema/auth.js';
import { user } from '../src/db/schema/user.js';
import { md5Hex } from '../src/modules/auth/secrets.js';
import type { SmsSender } from '../src/sms/sender.js';
import { completeAuthorization, startOidcProvider } from '../../e2e/support/oidc-provider.mjs';
import { createTestContext, type TestContext } from './helpers/context.js';

const TOKEN = '/api/blade-auth/oauth/token';
const outbox: { phone: string; text: string }[] = [];
const sms: SmsSender = { send: async (phone, text) => void outbox.push({ phone, text }) };
const codeFor = (phone: string) => /(\d{6})/.exec(outbox.filter((m) => m.phone === phone).at(-1)?.text ?? '')?.[1];

let ctx: TestContext;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
const CONSOLE = 'http://console.test';
const OIDC_PORT = 20000 + Math.floor(Math.random() * 20000);

beforeAll(async () => {
  provider = await startOidcProvider({
    port: OIDC_PORT,
    clientId: 'invest-console',
    clientSecret: 'oidc-secret',
    redirectUris: [`${CONSOLE}/login?source=corp`],
  });
  ctx = await createTestContext(
    {
      publicUrl: CONSOLE,
      oidcProviders: [
        {
          source: 'corp',
          name: '企业账号',
          nameEn: 'Company account',
          issuer: provider.issuer,
          clientId: 'invest-console',
          clientSecret: 'oidc-secret',
          scope: 'openid profile email',
        },
      ],
    },
    undefined,
    { sms },
  );
  await ctx.db.update(user).set({ phone: '13800138000' }).where(eq(user.account, 'manager'));
});
afterAll(async () => {
  await ctx.close();
  await provider.close();
});

const requestCode = (phone: string, ip = '10.50.0.1') =>
  ctx.inject({
    method: 'POST',
    url: `/api/blade-auth/oauth/sms-code?phone=${phone}&tenantId=000000`,
    remoteAddress: ip,
  });
const smsSignIn = (phone: string, code: string, ip = '10.50.0.1') =>
  ctx.inject({
    method: 'POST',
    url: TOKEN,
    remoteAddress: ip,
    query: { grant_type: 'sms_code', tenantId: '000000', phone, code },
  });

describe('phone sign-in', () => {
  it('sends a code to a known phone and signs in with it, once', async () => {
    const res = await requestCode('13800138000');
    expect(res.json()).toMatchObject({ code: 200, msg: '验证码已发送' });
    const code = codeFor('13800138000')!;
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await ctx.db.select().from(smsCode).where(eq(smsCode.phone, '13800138000'));
    expect(stored!.codeHash).not.toContain(code);
    const ok = await smsSignIn('13800138000', code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ account: 'manager', token_type: 'bearer' });
    const again = await smsSignIn('13800138000', code);
    expect(again.json().error_description).toBe('短信验证码不正确或已过期');
  });

  it('answers an unknown phone the same way but sends nothing; checks the phone rules', async () => {
    const before = outbox.length;
    expect((await requestCode('13900000000', '10.50.1.1')).json().msg).toBe('验证码已发送');
    expect(outbox.length).toBe(before);
    expect((await requestCode('1390000', '10.50.1.2')).json().msg).toBe('手机号码长度不为11位');
    expect((await requestCode('01012345678', '10.50.1.2')).json().msg).toBe('手机号码格式不正确');
  });

  it('limits sending per phone and per address', async () => {
    await ctx.db.update(user).set({ phone: '13700137000' }).where(eq(user.account, 'analyst'));
    expect((await requestCode('13700137000', '10.51.0.1')).statusCode).toBe(200);
    const soon = await requestCode('13700137000', '10.51.0.2');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().msg).toMatch(/^验证码发送过于频繁，请 \d+ 秒后再试$/);
    for (let i = 0; i < 20; i++) await requestCode(`1360000${String(1000 + i)}`, '10.52.0.1');
    const flood = await requestCode('13600009999', '10.52.0.1');
    expect(flood.statusCode).toBe(429);
    expect(flood.json().msg).toBe('验证码发送次数过多，请稍后再试');
  });

  it('refuses wrong codes, and locks the phone after five', async () => {
    await ctx.db.update(user).set({ phone: '13500135000' }).where(eq(user.account, 'partner'));
    await requestCode('13500135000', '10.53.0.1');
    const code = codeFor('13500135000')!;
    for (let i = 0; i < 5; i++) {
      const bad = await smsSignIn('13500135000', code === '000000' ? '111111' : '000000', `10.53.1.${i}`);
      expect(bad.json().error_description).toBe('短信验证码不正确或已过期');
    }
    expect((await smsSignIn('13500135000', code, '10.53.2.1')).statusCode).toBe(429);
  });
});

describe('third-party sign-in', () => {
  const start = async () => {
    const res = await ctx.inject({
      method: 'GET',
      url: `/api/blade-auth/oauth/render/corp?tenantId=000000&redirectUri=${encodeURIComponent(`${CONSOLE}/login?source=corp`)}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.authorizeUrl as string;
  };
  const finish = (callback: URL) =>
    ctx.inject({
      method: 'POST',
      url: TOKEN,
      query: {
        grant_type: 'social',
        source: 'corp',
        code: callback.searchParams.get('code')!,
        state: callback.searchParams.get('state')!,
        tenantId: '000000',
      },
    });

  it('lists the provider on the sign-in page settings', async () => {
    const cfg = await ctx.inject({ method: 'GET', url: '/api/blade-system/config/public' });
    expect(cfg.json().data.socialProviders).toEqual([{ source: 'corp', name: '企业账号', nameEn: 'Company account' }]);
  });

  it('new identity → registration → pending → approval → sign-in', async () => {
    const callback = await completeAuthorization(await start(), 'alice');
    expect(callback.origin + callback.pathname).toBe(`${CONSOLE}/login`);
    const unbound = await finish(callback);
    expect(unbound.statusCode).toBe(400);
    const body = unbound.json();
    expect(body).toMatchObject({
      error_description: '该第三方账号尚未绑定系统账号，请先注册',
      tenant_id: '000000',
      name: 'Dev alice',
    });
    expect(body.oauth_id).toMatch(/^\d+$/);

    const register = (q: Record<string, string>) =>
      ctx.inject({ method: 'POST', url: '/api/blade-user/register-guest', query: q });
    const full = {
      tenantId: '000000',
      name: 'Alice',
      account: 'alice',
      password: md5Hex('Alice@2026'),
      oauthId: body.oauth_id,
    };
    expect((await register({ ...full, tenantId: '' })).json().msg).toBe('请先输入租户编号');
    expect((await register({ ...full, account: '' })).json().msg).toBe('请先输入账号名称');
    expect((await register({ ...full, password: '' })).json().msg).toBe('请先输入密码');
    expect((await register({ ...full, account: 'manager' })).json().msg).toBe('账号 manager 已存在');
    expect((await register({ ...full, oauthId: '123' })).json().msg).toBe('第三方身份无效或已注册');
    const ok = await register(full);
    expect(ok.json()).toMatchObject({ code: 200, msg: '注册申请已提交,请耐心等待管理员通过!' });
    expect((await register(full)).json().msg).toBe('第三方身份无效或已注册');

    const pending = await finish(await completeAuthorization(await start(), 'alice'));
    expect(pending.json().error_description).toBe('账号正在等待管理员审核');
    expect((await ctx.signIn('alice', { password: 'Alice@2026', ip: '10.60.0.1' })).json().error_description).toBe(
      '账号正在等待管理员审核',
    );

    const admin = await ctx.as('itadmin');
    const listed = (await admin.request({ method: 'GET', url: '/api/blade-user/list?status=2' })).json().data.records;
    expect(listed.map((u: { account: string }) => u.account)).toEqual(['alice']);
    expect(
      (await admin.request({ method: 'POST', url: `/api/blade-user/audit?ids=${listed[0].id}&pass=1` })).json().data,
    ).toBe(1);

    const signedIn = await finish(await completeAuthorization(await start(), 'alice'));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ account: 'alice', tenant_id: '000000' });
  });

  it('refuses a reused or forged state, an unknown provider and a foreign redirect', async () => {
    const callback = await completeAuthorization(await start(), 'bob');
    expect((await finish(callback)).statusCode).toBe(400);
    const replay = await finish(callback);
    expect(replay.json().error_description).toBe('第三方登录失败，请重试');
    const forged = await ctx.inject({
      method: 'POST',
      url: TOKEN,
      query: { grant_type: 'social', source: 'corp', code: 'x', state: 'forged' },
    });
    expect(forged.json().error_description).toBe('第三方登录失败，请重试');
    const unknown = await ctx.inject({
      method: 'GET',
      url: `/api/blade-auth/oauth/render/nope?redirectUri=${encodeURIComponent(`${CONSOLE}/login`)}`,
      headers: { host: 'console.test' },
    });
    expect(unknown.json().msg).toBe('未配置的第三方登录：nope');
    const foreign = await ctx.inject({
      method: 'GET',
      url: `/api/blade-auth/oauth/render/corp?redirectUri=${encodeURIComponent('http://evil.test/steal')}`,
      headers: { host: 'console.test' },
    });
    expect(foreign.json().msg).toBe('回调地址不正确');
  });

  it('sends the code back to the configured public address only, whatever the Host header says', async () => {
    const render = (redirectUri: string) =>
      ctx.inject({
        method: 'GET',
        url: `/api/blade-auth/oauth/render/corp?tenantId=000000&redirectUri=${encodeURIComponent(redirectUri)}`,
        headers: { host: 'evil.example' },
      });
    const hijack = await render('http://evil.example/login?source=corp');
    expect(hijack.statusCode).toBe(400);
    expect(hijack.json().msg).toBe('回调地址不正确');

    const asked = await render(`${CONSOLE}/login?source=corp`);
    expect(asked.statusCode).toBe(200);
    const authorizeUrl = new URL(asked.json().data.authorizeUrl as string);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${CONSOLE}/login?source=corp`);
    const callback = await completeAuthorization(authorizeUrl.toString(), 'carol');
    expect(callback.origin + callback.pathname).toBe(`${CONSOLE}/login`);
  });
});

describe('PUBLIC_URL', () => {
  const configWith = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'a-secret-that-is-long-enough-for-the-test', ...env });
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'invest-config-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('defaults to the address printed at start', () => {
    expect(configWith({}).publicUrl).toBe('http://127.0.0.1:8080');
    expect(configWith({ HOST: '0.0.0.0', PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(configWith({ PUBLIC_URL: 'https://invest.example.com/' }).publicUrl).toBe('https://invest.example.com');
  });

  it('refuses an address that is not an http(s) origin', () => {
    for (const bad of ['invest.example.com', 'ftp://invest.example.com', 'https://invest.example.com/console']) {
      expect(() => configWith({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });
});
