import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DB_KIND, type TestContext } from './helpers/context.js';

/** The 系统诊断 and 接口文档 screens' endpoints (issue 14). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('diagnostics', () => {
  it('tells an administrator the server and Node.js versions, the database kind and version, and the uptime', async () => {
    const admin = await ctx.as('itadmin');
    const res = await admin.request({ method: 'GET', url: '/api/blade-system/diagnostics' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ node: process.version, database: { kind: DB_KIND } });
    expect(data.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(data.database.version).toMatch(/^\d+(\.\d+)?/);
    expect(data.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(data.startedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const ping = await admin.request({ method: 'GET', url: '/api/blade-system/diagnostics/ping' });
    expect(ping.json().data).toEqual({ pong: true });
  });

  it('is refused to roles without the diagnostics screen', async () => {
    for (const account of ['manager', 'analyst', 'partner']) {
      const who = await ctx.as(account);
      expect((await who.request({ method: 'GET', url: '/api/blade-system/diagnostics' })).statusCode).toBe(403);
      expect((await who.request({ method: 'GET', url: '/api/blade-system/diagnostics/ping' })).statusCode).toBe(403);
      expect((await who.request({ method: 'GET', url: '/api/blade-system/api-document' })).statusCode).toBe(403);
    }
  });
});

describe('API reference', () => {
  it('serves the generated OpenAPI document with each operation’s access and security', async () => {
    const admin = await ctx.as('itadmin');
    const res = await admin.request({ method: 'GET', url: '/api/blade-system/api-document' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const list = doc.paths['/api/blade-desk/notice/list'].get;
    expect(list.tags).toEqual(['notice']);
    expect(list['x-access']).toEqual({ kind: 'user', permission: 'notice' });
    expect(list.security).toEqual([{ client: [], bearer: [] }]);
    expect(list.parameters.map((p: { name: string }) => p.name)).toContain('title');
    const token = doc.paths['/api/blade-auth/oauth/token'].post;
    expect(token['x-access']).toEqual({ kind: 'public' });
    expect(token.security).toEqual([{ client: [] }]);
  });
});
