import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADER, createTestContext, type TestContext } from './helpers/context.js';

/**
 * Every signed-in call, tried by the super administrator (so permissions pass) with malformed
 * input: each must answer 400 with a message, never a 500, and change nothing.
 */
let ctx: TestContext;
let admin: Awaited<ReturnType<TestContext['as']>>;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'invest-bad-input-'));
  ctx = await createTestContext({ dataDir });
  admin = await ctx.as('admin');
  await ctx.app.ready();
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, 'x');
const signedInRoutes = () => ctx.app.routeAccess.filter((r) => r.access.kind === 'user' && !r.url.includes('/stream'));

describe('bad input on every call', () => {
  it('refuses a missing or wrongly typed body on every call that takes one', async () => {
    const routes = signedInRoutes().filter((r) => r.body);
    expect(routes.length).toBeGreaterThan(25);
    for (const r of routes) {
      for (const payload of [{}, [], { id: "1' or '1'='1", name: 42 }]) {
        const res = await admin.request({ method: r.method as 'POST', url: concrete(r.url), payload });
        expect(res.statusCode, `${r.method} ${r.url} ${JSON.stringify(payload)}`).toBe(400);
        expect(res.json().msg).toMatch(/参数|请求参数/);
      }
      const broken = await admin.request({
        method: r.method as 'POST',
        url: concrete(r.url),
        payload: '{"unclosed":',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.statusCode, `${r.url} malformed JSON`).toBe(400);
    }
  });

  it('refuses malformed ids on every call that takes ids', async () => {
    const routes = signedInRoutes().filter((r) =>
      r.query.some((q) => /^(ids|id|userIds|roleIds|projectId|fundId)$/.test(q)),
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const r of routes) {
      const field = r.query.find((q) => /^(ids|id|userIds|roleIds|projectId|fundId)$/.test(q))!;
      // 9223372036854775808 is one above PostgreSQL's bigint: it used to reach the database (500).
      const tooBig = ['9223372036854775808', '9999999999999999999'];
      for (const bad of ["1' or '1'='1", '-5', 'abc', '1'.repeat(40), '<script>alert(1)</script>', ...tooBig]) {
        const res = await admin.request({
          method: r.method as 'GET',
          url: `${concrete(r.url)}?${field}=${encodeURIComponent(bad)}`,
        });
        expect(res.statusCode, `${r.method} ${r.url}?${field}=${bad}`).toBe(400);
      }
    }
  });

  it('refuses an unknown sort field on every paged call, naming it', async () => {
    const routes = signedInRoutes().filter((r) => r.query.includes('descs'));
    expect(routes.length).toBeGreaterThan(10);
    for (const r of routes) {
      const extra = r.url.endsWith('/approval/page') ? '&box=mine' : r.url.endsWith('/child-list') ? '&parentId=1' : '';
      const res = await admin.request({ method: 'GET', url: `${r.url}?descs=password${extra}` });
      expect(res.statusCode, r.url).toBe(400);
      expect(res.json().msg, r.url).toBe('不支持按 password 排序');
      const long = await admin.request({ method: 'GET', url: `${r.url}?current=1&size=100000${extra}` });
      expect(long.statusCode, `${r.url} size`).toBe(400);
    }
  });

  it('stores script and SQL text as plain text where free text is allowed', async () => {
    const evil = `<img src=x onerror=alert(1)>'); drop table biz_project; --`;
    const res = await admin.request({
      method: 'POST',
      url: '/api/blade-system/param/submit',
      payload: { paramName: evil, paramKey: 'evil.text', paramValue: evil },
    });
    expect(res.json().data).toMatchObject({ paramName: evil, paramValue: evil });
    const projects = await admin.request({ method: 'GET', url: '/api/project/project/page' });
    expect(projects.statusCode).toBe(200);
  });
});

/** Every file under the data folder (uploads, and anything half-written beside them). */
const filesOnDisk = () =>
  readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();

describe('text and encodings, refused at the edge', () => {
  it('refuses NUL and invalid UTF-8 in every query field of every call', async () => {
    const routes = signedInRoutes().filter((r) => r.query.length);
    expect(routes.length).toBeGreaterThan(40);
    for (const r of routes) {
      for (const field of r.query) {
        for (const bad of ['a%00b', '%FF', '%ED%A0%80']) {
          const url = `${concrete(r.url)}?${field}=${bad}`;
          const res = await admin.request({ method: r.method as 'GET', url });
          expect(res.statusCode, `${r.method} ${url}`).toBe(400);
        }
      }
    }
  });

  it('refuses a body that is not UTF-8 or holds NUL, as JSON or as a form, on every call that takes one', async () => {
    const routes = signedInRoutes().filter((r) => r.body);
    const cases = [
      { type: 'application/json', payload: Buffer.from('{"name":"caf\xe9"}', 'latin1'), msg: /UTF-8/ },
      { type: 'application/json', payload: '{"name":"a\\u0000b"}', msg: /参数 name 含有不允许的字符/ },
      { type: 'application/json', payload: '{"name":"\\ud800"}', msg: /参数 name 含有不允许的字符/ },
      { type: 'application/json', payload: '['.repeat(10_000) + ']'.repeat(10_000), msg: /嵌套过深/ },
      { type: 'application/x-www-form-urlencoded', payload: 'name=caf%E9', msg: /UTF-8/ },
      { type: 'application/x-www-form-urlencoded', payload: 'name=a%00b', msg: /参数 name 含有不允许的字符/ },
    ];
    for (const r of routes) {
      for (const c of cases) {
        const res = await admin.request({
          method: r.method as 'POST',
          url: concrete(r.url),
          payload: c.payload,
          headers: { 'content-type': c.type },
        });
        expect(res.statusCode, `${r.url} ${c.type} ${String(c.payload).slice(0, 30)}`).toBe(400);
        expect(res.json().msg, `${r.url} ${c.type}`).toMatch(c.msg);
      }
    }
  });

  it('stores no U+FFFD for invalid UTF-8: the parameter is refused and not saved', async () => {
    const res = await admin.request({
      method: 'POST',
      url: '/api/blade-system/param/submit',
      payload: Buffer.concat([
        Buffer.from('{"paramName":"'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('","paramKey":"utf8.probe","paramValue":"x"}'),
      ]),
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('The request parameters are not valid UTF-8');
    const list = await admin.request({ method: 'GET', url: '/api/blade-system/param/list?paramKey=utf8.probe' });
    expect(list.json().data.records).toEqual([]);
  });

  it('refuses client credentials that decode to NUL with 400 before looking them up', async () => {
    const call = (authorization: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/blade-system/config/public', headers: { authorization } });
    const bad = `Basic ${Buffer.from('sa\u0000ber:secret').toString('base64')}`;
    const res = await call(bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/authorization/);
    expect((await call(CLIENT_HEADER)).statusCode).toBe(200);
    // After a clean header, the bad one is still decoded and refused.
    expect((await call(bad)).statusCode).toBe(400);
  });
});

describe('broken uploads', () => {
  const boundary = 'b0undary';
  const part = (name: Buffer | string, content = '%PDF-1.4 hello') =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="`),
      Buffer.from(name),
      Buffer.from(`"\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n--${boundary}--\r\n`),
    ]);
  const withBoundary = `multipart/form-data; boundary=${boundary}`;
  const broken: [string, Buffer, string][] = [
    ['truncated', part('a.pdf', 'x'.repeat(5000)).subarray(0, 3000), withBoundary],
    ['without a boundary', part('a.pdf'), 'multipart/form-data'],
    ['with the wrong boundary', part('a.pdf'), 'multipart/form-data; boundary=other'],
    ['with a boundary too long for the parser', part('a.pdf'), `multipart/form-data; boundary=${'b'.repeat(300)}`],
    [
      'with a malformed part header',
      Buffer.from(`--${boundary}\r\nno colon here\r\n\r\nx\r\n--${boundary}--\r\n`),
      withBoundary,
    ],
    ['with NUL in the file name', part('a\u0000.pdf'), withBoundary],
    ['with a file name that is not UTF-8', part(Buffer.from([0xff, 0xfe, 0x2e, 0x70, 0x64, 0x66])), withBoundary],
    ['empty', Buffer.alloc(0), withBoundary],
  ];

  it('answers 400 on every upload and leaves no file, whole or partial, on disk', async () => {
    const project = await admin.request({
      method: 'POST',
      url: '/api/project/project/save',
      payload: { name: '上传项目', companyName: '上传公司' },
    });
    const uploads = [
      '/api/blade-resource/oss/endpoint/put-file',
      `/api/project/file/upload?projectId=${project.json().data.id}&category=1`,
      '/api/project/project/import',
    ];
    const before = filesOnDisk();
    for (const url of uploads) {
      for (const [what, payload, type] of broken) {
        const res = await admin.request({ method: 'POST', url, payload, headers: { 'content-type': type } });
        expect(res.statusCode, `${url} ${what}: ${res.body}`).toBe(400);
      }
    }
    expect(filesOnDisk()).toEqual(before);

    const good = await admin.request({
      method: 'POST',
      url: uploads[0]!,
      payload: part('fine.pdf'),
      headers: { 'content-type': withBoundary },
    });
    expect(good.statusCode).toBe(200);
    const added = filesOnDisk().filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(new RegExp(`${good.json().data.id}\\.pdf$`));
  });
});
