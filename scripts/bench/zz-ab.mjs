import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { startServer, signIn, BASIC } from './server.mjs';
const secret = randomBytes(32).toString('hex');
const env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/invest_dbg', JWT_SECRET: secret };
const builds = { before: await startServer(env, process.env.BEFORE), after: await startServer(env) };
const paths = process.env.PATHS.split(' ');
try {
  const out = { before: [], after: [] };
  for (let round = 0; round < Number(process.env.ROUNDS ?? 4); round++) {
    for (const name of round % 2 ? ['after', 'before'] : ['before', 'after']) {
      const s = builds[name];
      const token = await signIn(s.url, 'admin');
      const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${token}`, 'Tenant-Id': '000000' };
      const r = await new Promise((res) => autocannon({ url: s.url, connections: 10, duration: 6, headers, requests: paths.map((p) => ({ method: 'GET', path: p })) }, (e, r) => res(r)));
      out[name].push(r);
      console.log(round, name, 'req/s', r.requests.average, 'p50', r.latency.p50, 'p99', r.latency.p99, 'non2xx', r.non2xx);
    }
  }
  const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const n of ['before', 'after']) console.log(n, 'median req/s', med(out[n].map((r) => r.requests.average)), 'p50', med(out[n].map((r) => r.latency.p50)), 'p99', med(out[n].map((r) => r.latency.p99)));
} finally { await builds.before.stop(); await builds.after.stop(); }
