import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type TestContext } from './helpers/context.js';
import { addTenantWithUser } from './helpers/tenants.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const entry = (message: string) => ({
  type: 'error',
  url: '/project/list',
  message,
  stack: 'TypeError: x is undefined\n    at render (app.js:1:1)',
  info: 'render',
  time: '2026-11-21 09:00:00',
});

describe('client error logs', () => {
  it('accepts an upload from any signed-in user; administrators list it with filters', async () => {
    const analyst = await ctx.as('analyst');
    const up = await analyst.request({
      method: 'POST',
      url: '/api/blade-log/error/upload',
      payload: [entry('boom one'), entry('boom 100%')],
    });
    expect(up.json()).toMatchObject({ code: 200, data: 2 });
    const admin = await ctx.as('itadmin');
    const list = await admin.request({
      method: 'GET',
      url: '/api/blade-log/error/list?current=1&size=10&account=analy',
    });
    expect(list.json().data.total).toBe(2);
    expect(list.json().data.records[0]).toMatchObject({ account: 'analyst', url: '/project/list', type: 'error' });
    const literal = await admin.request({
      method: 'GET',
      url: `/api/blade-log/error/list?message=${encodeURIComponent('100%')}`,
    });
    expect(literal.json().data.records.map((r: { message: string }) => r.message)).toEqual(['boom 100%']);
    const denied = await analyst.request({ method: 'GET', url: '/api/blade-log/error/list' });
    expect(denied.statusCode).toBe(403);
    const badDate = await admin.request({ method: 'GET', url: '/api/blade-log/error/list?createTimeFrom=yesterday' });
    expect(badDate.statusCode).toBe(400);
  });

  it('refuses an empty upload, more than 200 entries, and malformed entries', async () => {
    const analyst = await ctx.as('analyst');
    const send = (payload: unknown) =>
      analyst.request({ method: 'POST', url: '/api/blade-log/error/upload', payload: payload as object });
    expect((await send([])).statusCode).toBe(400);
    expect((await send(Array.from({ length: 201 }, () => entry('x')))).statusCode).toBe(400);
    expect((await send([{ message: 'no type' }])).statusCode).toBe(400);
    expect((await send({ not: 'a list' })).statusCode).toBe(400);
  });

  it("keeps each tenant's logs to itself", async () => {
    await addTenantWithUser(ctx, '100002', 'boss', 'admin');
    const other = (await signIn(ctx.app, 'boss', { query: { tenantId: '100002' } })).json().access_token;
    // The other tenant's admin role grants nothing yet; the super administrator of 000000 sees only 000000.
    const res = await ctx.inject({
      method: 'GET',
      url: '/api/blade-log/error/list',
      headers: { 'blade-auth': `bearer ${other}` },
    });
    expect(res.statusCode).toBe(403);
  });
});

function multipart(filename: string, content: Buffer | string, type = 'application/octet-stream') {
  const boundary = '----invest-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('attachments', () => {
  it('stores an uploaded image and serves it back to the same tenant only', async () => {
    const me = await ctx.as('manager');
    const up = await me.request({
      method: 'POST',
      url: '/api/blade-resource/oss/endpoint/put-file?kind=image',
      ...multipart('头像.png', PNG, 'image/png'),
    });
    expect(up.statusCode).toBe(200);
    const info = up.json().data;
    expect(info).toMatchObject({ originalName: '头像.png', size: PNG.length, mime: 'image/png' });
    expect(info.link).toMatch(/^\/api\/blade-resource\/attach\/\d+$/);
    const back = await me.request({ method: 'GET', url: info.link });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.rawPayload.equals(PNG)).toBe(true);
    expect((await ctx.inject({ method: 'GET', url: info.link })).statusCode).toBe(401);
    await addTenantWithUser(ctx, '100003', 'outsider');
    const other = (await signIn(ctx.app, 'outsider', { query: { tenantId: '100003' } })).json().access_token;
    const stranger = await ctx.inject({ method: 'GET', url: info.link, headers: { 'blade-auth': `bearer ${other}` } });
    expect(stranger.statusCode).toBe(404);
  });

  it('refuses unknown types, non-images where an image is asked for, and requests without a file', async () => {
    const me = await ctx.as('manager');
    const exe = await me.request({
      method: 'POST',
      url: '/api/blade-resource/oss/endpoint/put-file',
      ...multipart('tool.exe', 'MZ'),
    });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().msg).toBe('不支持上传 .exe 类型的文件');
    const pdf = await me.request({
      method: 'POST',
      url: '/api/blade-resource/oss/endpoint/put-file?kind=image',
      ...multipart('a.pdf', '%PDF-1.4'),
    });
    expect(pdf.statusCode).toBe(400);
    const none = await me.request({ method: 'POST', url: '/api/blade-resource/oss/endpoint/put-file', payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('请选择要上传的文件');
  });
});
