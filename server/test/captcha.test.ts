import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { captcha } from '../src/db/schema/auth.js';
import { createTestContext, type TestContext } from './helpers/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ captchaMode: true });
});
afterAll(() => ctx.close());

async function newCaptcha() {
  const res = await ctx.inject({ method: 'GET', url: '/api/blade-auth/oauth/captcha' });
  expect(res.statusCode).toBe(200);
  const { key, image } = res.json().data as { key: string; image: string };
  const [row] = await ctx.db.select().from(captcha).where(eq(captcha.key, key));
  return { key, image, answer: row!.code };
}

const withCaptcha = (key: string | undefined, code: string | undefined, ip: string) =>
  ctx.signIn('admin', {
    ip,
    query: { grant_type: 'captcha' },
    headers: { ...(key ? { 'captcha-key': key } : {}), ...(code ? { 'captcha-code': code } : {}) },
  });

describe('captcha sign-in', () => {
  it('serves an SVG image as a data URI, no bearer token needed', async () => {
    const { image, answer } = await newCaptcha();
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(image.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(answer).toMatch(/^[a-z0-9]{4}$/);
  });

  it('refuses the plain password grant while captcha mode is on', async () => {
    const res = await ctx.signIn('admin', { ip: '10.9.0.1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_description).toBe('已开启验证码登录，请输入验证码');
  });

  it('requires the captcha headers', async () => {
    const res = await withCaptcha(undefined, undefined, '10.9.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json().error_description).toBe('请输入验证码');
  });

  it('refuses a wrong code, and the captcha is gone after that attempt', async () => {
    const { key, answer } = await newCaptcha();
    const wrong = await withCaptcha(key, answer === 'zzzz' ? 'yyyy' : 'zzzz', '10.9.0.3');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error_description).toBe('验证码不正确或已过期');
    const retry = await withCaptcha(key, answer, '10.9.0.3');
    expect(retry.statusCode).toBe(400);
  });

  it('accepts the right code in any letter case, once', async () => {
    const { key, answer } = await newCaptcha();
    const ok = await withCaptcha(key, answer.toUpperCase(), '10.9.0.4');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().access_token).toBeTruthy();
    const reused = await withCaptcha(key, answer, '10.9.0.4');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error_description).toBe('验证码不正确或已过期');
  });

  it('refuses an expired captcha', async () => {
    const { key, answer } = await newCaptcha();
    await ctx.db
      .update(captcha)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captcha.key, key));
    const res = await withCaptcha(key, answer, '10.9.0.5');
    expect(res.statusCode).toBe(400);
  });
});
