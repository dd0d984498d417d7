import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.js';

/**
 * Stops accepting connections, lets requests in flight finish, then closes the database.
 * Gives up after `graceMs`, so a stuck request cannot keep a deploy waiting for ever.
 */
export function gracefulShutdown(app: FastifyInstance, database: Database, graceMs = 10_000) {
  let closing: Promise<boolean> | undefined;
  return (reason: string): Promise<boolean> => {
    closing ??= (async () => {
      app.log.info({ reason }, 'shutting down: no new connections, finishing requests in flight');
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), graceMs);
      });
      // Connections that finish their request go idle under keep-alive; close them as they do.
      const sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
      const closed = (async () => {
        await app.close();
        clearInterval(sweeper);
        await database.close();
        return true as const;
      })();
      const clean = await Promise.race([closed, timedOut]);
      clearTimeout(timer);
      clearInterval(sweeper);
      if (!clean) app.log.error('requests still running after the grace period');
      return clean;
    })();
    return closing;
  };
}
