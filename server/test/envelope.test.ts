import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { needs, signedIn } from '@invest/contract/access';
import { conflict } from '../src/errors.js';
import { createTestContext, type TestContext } from './helpers/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // Routes that exist only to drive each error path through the real guard and error handler.
  ctx.app.get('/api/test/needs-user-add', { config: { access: needs('user_add') } }, async () => ({ reached: true }));
  ctx.app.get('/api/test/boom', { config: { access: signedIn } }, async () => {
    throw new Error('secret internals: select * from blade_user');
  });
  ctx.app.get('/api/test/conflict', { config: { access: signedIn } }, async () => {
    throw conflict('badRequest');
  });
  ctx.app.post(
    '/api/test/validated',
    {
      config: { access: signedIn },
      schema: { body: z.object({ name: z.string().min(1).max(5), size: z.number().int().max(10) }) },
    },
    async () => ({ ok: true }),
  );
});
afterAll(() => ctx.close());

describe('the envelope', () => {
  it('wraps success as {code 200, success true, data, msg}', async () => {
    const admin = await ctx.as('admin');
    const res = await admin.request({ method: 'GET', url: '/api/blade-auth/oauth/user-info' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    expect(res.headers['x-request-id']).toBeTruthy();
    const en = await admin.request({
      method: 'GET',
      url: '/api/blade-auth/oauth/user-info',
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().msg).toBe('Success');
  });

  it('answers 400 for bad input with the field named, in the caller language', async () => {
    const admin = await ctx.as('admin');
    const send = (payload: unknown, lang = 'zh-CN') =>
      admin.request({
        method: 'POST',
        url: '/api/test/validated',
        payload: payload as object,
        headers: { 'accept-language': lang },
      });
    // The key and the field let a form place the message without reading it.
    expect((await send({ size: 1 })).json()).toEqual({
      code: 400,
      success: false,
      data: null,
      msg: '参数 name 不能为空',
      key: 'requiredField',
      field: 'name',
    });
    expect((await send({ name: 'toolong', size: 1 })).json().msg).toBe('参数 name 过长（最多 5）');
    expect((await send({ name: 'ok', size: 11 }, 'en')).json().msg).toBe('Parameter size must be at most 10');
    expect((await send({ name: 'ok', size: 'x' }, 'en')).json().msg).toBe('Parameter size is invalid');
    const malformed = await admin.request({
      method: 'POST',
      url: '/api/test/validated',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 400, success: false, msg: '请求参数不正确', key: 'badRequest' });
    expect(malformed.json().field).toBeUndefined();
  });

  it('answers 401 without a token and 403 without the permission', async () => {
    expect((await ctx.inject({ method: 'GET', url: '/api/test/needs-user-add' })).statusCode).toBe(401);
    const analyst = await ctx.as('analyst');
    const denied = await analyst.request({ method: 'GET', url: '/api/test/needs-user-add' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({
      code: 403,
      success: false,
      data: null,
      msg: '没有权限执行此操作',
      key: 'forbidden',
    });
    const itadmin = await ctx.as('itadmin');
    expect((await itadmin.request({ method: 'GET', url: '/api/test/needs-user-add' })).json()).toEqual({
      reached: true,
    });
  });

  it('answers 404 for an unknown API path and 409 for a conflict', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, success: false, data: null, msg: '请求的资源不存在', key: 'notFound' });
    const admin = await ctx.as('admin');
    const c = await admin.request({ method: 'GET', url: '/api/test/conflict' });
    expect(c.statusCode).toBe(409);
    expect(c.json()).toMatchObject({ code: 409, success: false });
  });

  it('names the field a rule refused, the same in every language', async () => {
    const admin = await ctx.as('admin');
    for (const lang of ['zh-CN', 'en']) {
      const res = await admin.request({
        method: 'POST',
        url: '/api/blade-user/update-password',
        headers: { 'accept-language': lang },
        payload: { oldPassword: 'f'.repeat(32), newPassword: 'a'.repeat(32), newPassword1: 'a'.repeat(32) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ key: 'oldPasswordWrong', field: 'oldPassword' });
    }
  });

  it('answers 500 without internals, with the request id that finds the log line', async () => {
    const admin = await ctx.as('admin');
    const res = await admin.request({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ code: 500, success: false, data: null, msg: '服务器内部错误，请稍后再试' });
    expect(body.requestId).toBe(res.headers['x-request-id']);
    expect(res.body).not.toContain('select');
    expect(res.body).not.toContain('stack');
  });

  it('answers 429 when sign-in attempts from one address exceed the rate limit', async () => {
    let last = 0;
    for (let i = 0; i < 61; i++) {
      // Unknown accounts: refused before any password hashing, so the loop is quick.
      const res = await ctx.inject({
        method: 'POST',
        url: '/api/blade-auth/oauth/token',
        remoteAddress: '10.77.0.1',
        query: { grant_type: 'password', tenantId: '000000' },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});
