import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@invest/contract/api/index';
import type { Endpoint } from '@invest/contract/endpoint';
import { createTestContext, type TestContext } from './helpers/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
});
afterAll(() => ctx.close());

/** A concrete URL for a route pattern: path parameters get a harmless value. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');

describe('the route table', () => {
  it('declares access on every API route', () => {
    const api = ctx.app.routeAccess;
    expect(api.length).toBeGreaterThan(10);
    for (const route of api) expect(['public', 'open', 'user']).toContain(route.access.kind);
  });

  it('serves every endpoint of the contract, with the access the contract declares', () => {
    const endpoints = Object.values(contract).flatMap((group) => Object.values(group as Record<string, Endpoint>));
    expect(endpoints.length).toBeGreaterThan(4);
    for (const e of endpoints) {
      const served = ctx.app.routeAccess.find((r) => r.method === e.method && r.url === e.path);
      expect(served?.access, `${e.method} ${e.path}`).toEqual(e.access);
    }
  });

  it('serves nothing under /api but the contract’s endpoints, health and the API documentation', () => {
    const endpoints = Object.values(contract).flatMap((group) => Object.values(group as Record<string, Endpoint>));
    const declared = new Set(endpoints.map((e) => `${e.method} ${e.path}`));
    // HEAD is Fastify's automatic twin of each GET.
    const undeclared = ctx.app.routeAccess
      .filter((r) => r.access.kind !== 'open' && r.method !== 'HEAD' && !declared.has(`${r.method} ${r.url}`))
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('refuses every signed-in route without a token (401), with a valid client header', async () => {
    const routes = ctx.app.routeAccess.filter((r) => r.access.kind === 'user');
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const res = await ctx.inject({ method: route.method as 'GET', url: concrete(route.url) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('refuses every route but the open ones without the client header (401)', async () => {
    const routes = ctx.app.routeAccess.filter((r) => r.access.kind !== 'open');
    for (const route of routes) {
      const res = await ctx.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('keeps the open routes to health (liveness and readiness) and the API documentation', () => {
    const open = ctx.app.routeAccess.filter((r) => r.access.kind === 'open').map((r) => r.url);
    for (const url of open)
      expect(['/api/health', '/api/health/ready'].includes(url) || url.startsWith('/api/docs')).toBe(true);
  });
});
