import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { startServer, signIn, BASIC } from './server.mjs';
const server = await startServer({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/invest_dbg', JWT_SECRET: randomBytes(32).toString('hex'), PROF_DELAY: '15000', PROF_OUT: process.env.PROF_OUT }, '/tmp/prof-entry.mjs');
try {
  const token = await signIn(server.url, 'admin');
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${token}`, 'Tenant-Id': '000000' };
  const paths = (process.env.PATHS ?? '/api/common/eventremind/page?current=1&size=20&type=0').split(' ');
  const run = (duration) => new Promise((res) => autocannon({ url: server.url, connections: 10, duration, headers, requests: paths.map((p) => ({ method: 'GET', path: p })) }, (e, r) => res(r)));
  await run(8); // warm-up
  await new Promise((r) => setTimeout(r, 8000));
  const r = await run(10);
  process.kill(server.pid, 'SIGUSR2');
  await new Promise((r) => setTimeout(r, 2000));
  console.log('req/s', r.requests.average, 'p50', r.latency.p50, 'p99', r.latency.p99, 'non2xx', r.non2xx);
} finally { await server.stop(); }
