import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context.js';

/**
 * Every signed-in call, tried by the super administrator (so permissions pass) with malformed
 * input: each must answer 400 with a message, never a 500, and change nothing.
 */
let ctx: TestContext;
let admin: Awaited<ReturnType<TestContext['as']>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
  await ctx.app.ready();
});
afterAll(() => ctx.close());

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
      for (const bad of ["1' or '1'='1", '-5', 'abc', '1'.repeat(40), '<script>alert(1)</script>']) {
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
