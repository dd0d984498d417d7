import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.js';

/**
 * How long kept-alive connections stay open once shutdown starts. Node's `server.close()` destroys
 * idle kept-alive sockets at once, so a request already on its way on one of them is reset and the
 * client cannot tell whether it ran. Kept a moment longer, such a request is answered 503 with
 * `Connection: close` (Fastify's `return503OnClosing`) and the client knows to try elsewhere.
 */
const LAST_CALL_MS = 1000;

/**
 * Stops accepting connections, answers requests on kept-alive connections 503 with `Connection:
 * close`, lets requests in flight finish, then closes the database. Gives up after `graceMs`, so a
 * stuck request cannot keep a deploy waiting for ever.
 */
export function gracefulShutdown(app: FastifyInstance, database: Database, graceMs = 10_000) {
  let closing: Promise<boolean> | undefined;
  return (reason: string): Promise<boolean> => {
    closing ??= (async () => {
      app.log.info({ reason }, 'shutting down: no new connections, finishing requests in flight');
      const server = app.server;
      const closeIdleConnections = server.closeIdleConnections.bind(server);
      // Until the last call ends, `server.close()` must leave idle kept-alive sockets open.
      server.closeIdleConnections = () => undefined;
      const timers: NodeJS.Timeout[] = [];
      const timedOut = new Promise<false>((resolve) => timers.push(setTimeout(() => resolve(false), graceMs)));
      timers.push(
        setTimeout(() => {
          server.closeIdleConnections = closeIdleConnections;
          // From now on, close each connection as soon as its request is answered.
          timers.push(setInterval(closeIdleConnections, 100));
          closeIdleConnections();
        }, LAST_CALL_MS),
      );
      const closed = (async () => {
        await app.close();
        await database.close();
        return true as const;
      })();
      const clean = await Promise.race([closed, timedOut]);
      timers.forEach(clearTimeout);
      server.closeIdleConnections = closeIdleConnections;
      if (!clean) {
        app.log.error('requests still running after the grace period');
        server.closeAllConnections();
      }
      return clean;
    })();
    return closing;
  };
}
