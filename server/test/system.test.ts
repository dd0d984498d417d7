import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { menu } from '../src/db/schema/menu.js';
import { client, tenant } from '../src/db/schema/tenant.js';
import { sha256Hex } from '../src/modules/auth/secrets.js';
import { createTestContext, DB_KIND, type TestContext } from './helpers/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
const webRoots: string[] = [];
afterAll(async () => {
  await ctx.close();
  for (const root of webRoots) rmSync(root, { recursive: true, force: true });
});

/** A console build folder of its own (removed when the file ends), with an index page and assets/. */
function webRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'invest-web-'));
  webRoots.push(root);
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>console</title>');
  return root;
}

describe('tenant info', () => {
  it('derives the tenant from a host name without a token, and answers null for an unknown host', async () => {
    await ctx.db.update(tenant).set({ domain: 'invest.example.com' }).where(eq(tenant.tenantId, '000000'));
    const res = await ctx.inject({ method: 'GET', url: '/api/blade-system/tenant/info?domain=Invest.Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ tenantId: '000000', domain: 'invest.example.com' });
    const none = await ctx.inject({ method: 'GET', url: '/api/blade-system/tenant/info?domain=elsewhere.org' });
    expect(none.json()).toMatchObject({ code: 200, data: null });
    const missing = await ctx.inject({ method: 'GET', url: '/api/blade-system/tenant/info' });
    expect(missing.statusCode).toBe(400);
  });
});

describe('public config and health', () => {
  it('tells the sign-in page the tenant and captcha modes', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/blade-system/config/public' });
    expect(res.json().data).toMatchObject({ tenantMode: false, captchaMode: false });
  });

  it('answers health without any header', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({ status: 'ok', database: DB_KIND });
  });

  it('answers readiness while the database answers, without any header', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: DB_KIND });
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/blade-auth/oauth/token');
  });

  it('sends a Content-Security-Policy that forbids foreign scripts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("allows the console's inline boot scripts by the hashes its build lists, and no other inline script", async () => {
    const root = webRoot();
    const hashes = [`'sha256-${'A'.repeat(43)}='`, `'sha256-${'b'.repeat(43)}='`];
    writeFileSync(join(root, 'csp-script-hashes.json'), JSON.stringify(hashes));
    const web = await createTestContext({ webDist: root }, ctx.database);
    try {
      for (const url of ['/', '/login', '/api/health']) {
        const csp = String((await web.app.inject({ method: 'GET', url })).headers['content-security-policy']);
        expect(csp).toContain(`script-src 'self' ${hashes.join(' ')};`);
        expect(csp.match(/script-src[^;]*/)![0]).not.toContain('unsafe-inline');
      }
    } finally {
      await web.app.close();
    }
    // Without the list (an older build, no console): 'self' alone.
    expect(
      String((await ctx.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']),
    ).toContain("script-src 'self';");
    // A damaged list stops the start rather than serving a policy nobody wrote.
    const bad = webRoot();
    writeFileSync(join(bad, 'csp-script-hashes.json'), JSON.stringify(["'unsafe-inline'"]));
    await expect(createTestContext({ webDist: bad }, ctx.database)).rejects.toThrow(/sha256/);
  });

  it('sends the same security headers on a signed-in read, a refusal and an unknown path', async () => {
    const admin = await ctx.as('admin');
    const answers = [
      await admin.request({ method: 'GET', url: '/api/blade-system/menu/routes' }),
      await ctx.app.inject({ method: 'GET', url: '/api/blade-system/menu/routes' }),
      await ctx.app.inject({ method: 'GET', url: '/api/no-such-path' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 404]);
    for (const res of answers) {
      expect(res.headers).toMatchObject({
        'content-security-policy': expect.stringContaining("frame-ancestors 'self'"),
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'strict-transport-security': expect.stringContaining('max-age='),
      });
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });
});

describe('clear cache', () => {
  it('empties the menu cache in this process and in another process on the same database', async () => {
    const other = await createTestContext({}, ctx.database);
    try {
      const here = await ctx.as('admin');
      const there = await other.as('admin');
      const homeName = async (request: typeof here.request) =>
        (await request({ method: 'GET', url: '/api/blade-system/menu/routes' })).json().data[0].name;
      expect(await homeName(here.request)).toBe('首页');
      expect(await homeName(there.request)).toBe('首页');
      await ctx.db.update(menu).set({ name: '主页' }).where(eq(menu.code, 'home'));
      // Both processes still answer from their caches.
      expect(await homeName(there.request)).toBe('首页');
      const res = await here.request({ method: 'GET', url: '/api/blade-auth/oauth/clear-cache' });
      expect(res.json()).toMatchObject({ code: 200, msg: '清除完毕' });
      expect(await homeName(here.request)).toBe('主页');
      await expect.poll(() => homeName(there.request), { timeout: 5000 }).toBe('主页');
    } finally {
      await ctx.db.update(menu).set({ name: '首页' }).where(eq(menu.code, 'home'));
      await other.app.close();
    }
  });
});

describe('client credentials', () => {
  it('keeps a proven client header only until the cache is cleared after its secret changed', async () => {
    const admin = await ctx.as('admin');
    const read = () => admin.request({ method: 'GET', url: '/api/blade-system/menu/routes' });
    expect((await read()).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(client).where(eq(client.clientId, 'invest-console'));
    try {
      await ctx.db
        .update(client)
        .set({ clientSecretHash: sha256Hex('a-new-secret') })
        .where(eq(client.id, row!.id));
      const res = await admin.request({ method: 'GET', url: '/api/blade-auth/oauth/clear-cache' });
      expect(res.statusCode).toBe(200);
      expect((await read()).statusCode).toBe(401);
    } finally {
      await ctx.db.update(client).set({ clientSecretHash: row!.clientSecretHash }).where(eq(client.id, row!.id));
      // The cache may hold either secret now (on PostgreSQL the clear also comes back through
      // LISTEN/NOTIFY, later): clear it with whichever it takes, so the rest of the file signs in as before.
      const newHeader = `Basic ${Buffer.from('invest-console:a-new-secret').toString('base64')}`;
      for (const headers of [{}, { authorization: newHeader }]) {
        const res = await admin.request({ method: 'GET', url: '/api/blade-auth/oauth/clear-cache', headers });
        if (res.statusCode === 200) break;
      }
      await expect.poll(async () => (await read()).statusCode).toBe(200);
    }
  });
});

describe('serving the console', () => {
  it('answers page routes with index.html, serves assets, and 404s a missing asset', async () => {
    const root = webRoot();
    writeFileSync(join(root, 'assets', 'app-1234.js'), 'console.log(1)');
    const web = await createTestContext({ webDist: root }, ctx.database);
    try {
      const home = await web.app.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<title>console</title>');
      const page = await web.app.inject({ method: 'GET', url: '/wel/index?x=1' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>console</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
      const asset = await web.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      // A file written after start is served too (a rebuild needs no restart).
      writeFileSync(join(root, 'assets', 'late-5678.js'), 'console.log(2)');
      expect((await web.app.inject({ method: 'GET', url: '/assets/late-5678.js' })).statusCode).toBe(200);
      const missing = await web.app.inject({ method: 'GET', url: '/assets/gone-0000.js' });
      expect(missing.statusCode).toBe(404);
      const api = await web.app.inject({ method: 'GET', url: '/api/nothing/here' });
      expect(api.json()).toMatchObject({ code: 404, success: false });
      // Opened directly or reloaded, an address whose query ends like a file name is still a page.
      for (const url of ['/project/list?keyword=abc.com', '/myiframe/x?src=https://example.com']) {
        const reloaded = await web.app.inject({ method: 'GET', url });
        expect(reloaded.statusCode).toBe(200);
        expect(reloaded.body).toContain('<title>console</title>');
      }
    } finally {
      await web.app.close();
    }
  });

  it("sends the build's brotli and gzip copies of a file as they are, and the file itself to a client that takes neither", async () => {
    const root = webRoot();
    const source = `console.log(${JSON.stringify('x'.repeat(4000))})`;
    writeFileSync(join(root, 'assets', 'app-1234.js'), source);
    // Level 1 and a marker comment: not what compressing on the fly would give.
    const br = brotliCompressSync(`${source}//br`);
    const gz = gzipSync(`${source}//gz`, { level: 1 });
    writeFileSync(join(root, 'assets', 'app-1234.js.br'), br);
    writeFileSync(join(root, 'assets', 'app-1234.js.gz'), gz);
    const web = await createTestContext({ webDist: root }, ctx.database);
    try {
      const get = (encoding?: string) =>
        web.app.inject({
          method: 'GET',
          url: '/assets/app-1234.js',
          headers: encoding ? { 'accept-encoding': encoding } : {},
        });
      const brotli = await get('gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.rawPayload.equals(br)).toBe(true);
      const gzip = await get('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.rawPayload.equals(gz)).toBe(true);
      const plain = await get();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(source);
      expect(brotli.headers['cache-control']).toContain('immutable');
      expect(brotli.headers.vary).toContain('accept-encoding');
      // A client that refuses brotli gets gzip; one that refuses both, the file itself.
      expect((await get('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
      expect((await get('br;q=0, gzip;q=0')).body).toBe(source);
    } finally {
      await web.app.close();
    }
  });

  it('answers each asset from the copy read on its first request, with its type, and nothing outside assets/', async () => {
    const root = webRoot();
    writeFileSync(join(root, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(join(root, 'assets', 'app-1234.css'), 'body{margin:0}');
    const web = await createTestContext({ webDist: root }, ctx.database);
    try {
      const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => web.app.inject({ method, url });
      const script = await get('/assets/app-1234.js');
      expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect((await get('/assets/app-1234.css')).headers['content-type']).toBe('text/css; charset=utf-8');
      // Its name carries its content's hash: once read, it is answered without the disk.
      rmSync(join(root, 'assets', 'app-1234.js'));
      expect((await get('/assets/app-1234.js')).body).toBe('console.log(1)');
      const head = await get('/assets/app-1234.js', 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      for (const url of ['/assets/..%2Findex.html', '/assets/.hidden', '/assets/..%2F..%2Fpackage.json']) {
        const outside = await get(url);
        expect(outside.statusCode, url).toBe(404);
        expect(outside.body).not.toContain('<title>console</title>');
      }
    } finally {
      await web.app.close();
    }
  });
});
