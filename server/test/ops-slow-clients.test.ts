import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { CLIENT_HEADER, freshDatabase, testConfig } from './helpers/context.js';

/** A client that sends its request a few bytes at a time and never finishes (slow-loris). */
function trickle(port: number, start: string, every = 200) {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  let closed = false;
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.on('close', () => (closed = true));
  socket.on('error', () => undefined);
  socket.write(start);
  const timer = setInterval(() => {
    if (!closed) socket.write('x');
  }, every);
  return {
    state: () => ({ closed, status: /^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] }),
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

let app: FastifyInstance;
let port: number;
let drop: () => Promise<void>;
beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  app = await buildApp({
    config: testConfig({ httpHeadersTimeoutMs: 1000, httpRequestTimeoutMs: 2000 }),
    database: fresh.database,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe('slow clients', () => {
  it('are answered 408 and let go when their headers do not arrive in time', async () => {
    const client = trickle(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    try {
      await expect.poll(client.state, { timeout: 10_000, interval: 100 }).toEqual({ closed: true, status: '408' });
    } finally {
      client.stop();
    }
  });

  it('are answered 408 and let go when their body does not arrive in time', async () => {
    const client = trickle(
      port,
      'POST /api/blade-auth/oauth/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
        `Authorization: ${CLIENT_HEADER}\r\nContent-Length: 100000\r\n\r\na=`,
    );
    try {
      await expect.poll(client.state, { timeout: 10_000, interval: 100 }).toEqual({ closed: true, status: '408' });
    } finally {
      client.stop();
    }
  });
});
