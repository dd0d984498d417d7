import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { gracefulShutdown } from '../src/shutdown.js';
import { CLIENT_HEADER, databaseExists, freshDatabase, testConfig } from './helpers/context.js';

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new connections, then closes the database', async () => {
    const { database, drop, name } = await freshDatabase();
    const app = await buildApp({ config: testConfig(), database });
    let release!: () => void;
    const started = new Promise<void>((resolve) => {
      app.get('/api/test/slow', { config: { access: { kind: 'open' } } }, async () => {
        resolve();
        await new Promise<void>((r) => (release = r));
        return { finished: true };
      });
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${address}/api/test/slow`).then((r) => r.json());
    await started;
    const shutdown = gracefulShutdown(app, database)('test');
    await new Promise((r) => setTimeout(r, 100));
    await expect(fetch(`${address}/api/health`, { headers: { authorization: CLIENT_HEADER } })).rejects.toThrow();
    release();
    expect(await inFlight).toEqual({ finished: true });
    expect(await shutdown).toBe(true);
    await expect(database.db.execute('select 1' as never)).rejects.toThrow();
    // Closed by the shutdown, the test database is still dropped (on PostgreSQL nothing is left behind).
    await drop();
    if (name) expect(await databaseExists(name)).toBe(false);
  });

  it('answers a request on a kept-alive connection 503 with Connection: close instead of resetting it', async () => {
    const { database, drop } = await freshDatabase();
    const app = await buildApp({ config: testConfig(), database });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status?: number; connection?: string; reused: boolean }>((resolve, reject) => {
        const req = http.get(`${address}/api/health`, { agent }, (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode, connection: res.headers.connection, reused: req.reusedSocket }),
          );
        });
        req.on('error', reject);
      });
    try {
      expect(await get()).toMatchObject({ status: 200, reused: false });
      const shutdown = gracefulShutdown(app, database)('test');
      await expect.poll(() => app.server.listening).toBe(false);
      // The connection the first answer left open is still there: the request is refused, not reset.
      expect(await get()).toEqual({ status: 503, connection: 'close', reused: true });
      expect(await shutdown).toBe(true);
    } finally {
      agent.destroy();
      await drop().catch(() => undefined);
    }
  });
});
