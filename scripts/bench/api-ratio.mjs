// The console's cached signed-in reads (`menu/routes`, `menu/buttons`, `dict/dictionary`) against a
// bare Fastify route serving the same JSON, alternately in one run, on the same machine: the ratio
// of their request rates is what the console's own work per request costs (the guard, the session,
// building the answer, serialising it). Starts the built server on a fresh embedded database.
// BENCH_BEFORE_ENTRY adds another build (e.g. the commit before a change) to the same rounds.
// Besides the rates it prints each server's CPU time per request (Linux, from /proc): on a busy
// machine the rates swing with whatever else runs, the CPU a request costs much less.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { log } from '../lib.mjs';
import { BASIC, cpuMicros, freePort, signIn, startServer } from './server.mjs';
import { median } from './stats.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PATHS = [
  '/api/blade-system/menu/routes',
  '/api/blade-system/menu/buttons',
  '/api/blade-system/dict/dictionary?code=project_stage',
];

// Run as the bare server: serve the answers saved in BENCH_BARE_ANSWERS, one route per path.
if (process.env.BENCH_BARE_ANSWERS) {
  const { default: Fastify } = await import('fastify');
  const answers = JSON.parse(readFileSync(process.env.BENCH_BARE_ANSWERS, 'utf8'));
  const app = Fastify();
  for (const [path, body] of Object.entries(answers)) app.get(path.split('?')[0], async () => body);
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
} else {
  await main();
}

async function main() {
  const servers = [];
  const work = mkdtempSync(join(tmpdir(), 'invest-ratio-'));
  try {
    const after = await startServer();
    servers.push(after);
    const token = await signIn(after.url, 'admin');
    const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${token}`, 'Tenant-Id': '000000' };
    const answers = {};
    for (const path of PATHS) {
      const res = await fetch(after.url + path, { headers });
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      answers[path] = await res.json();
    }
    const answersFile = join(work, 'answers.json');
    writeFileSync(answersFile, JSON.stringify(answers));
    const bare = await startBare(answersFile);
    servers.push(bare);
    const targets = [
      { name: 'bare Fastify', url: bare.url, pid: bare.pid, headers },
      { name: 'console', url: after.url, pid: after.pid, headers },
    ];
    if (process.env.BENCH_BEFORE_ENTRY) {
      const before = await startServer({}, process.env.BENCH_BEFORE_ENTRY);
      servers.push(before);
      const beforeToken = await signIn(before.url, 'admin');
      targets.push({
        name: 'console, before',
        url: before.url,
        pid: before.pid,
        headers: { ...headers, 'Blade-Auth': `bearer ${beforeToken}` },
      });
    }

    const rates = new Map(targets.map((t) => [t.name, []]));
    const costs = new Map(targets.map((t) => [t.name, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const t of targets) {
        const cpuBefore = cpuMicros(t.pid);
        const result = await autocannon({
          url: t.url,
          connections: CONNECTIONS,
          duration: SECONDS,
          requests: PATHS.map((path) => ({ method: 'GET', path, headers: t.headers })),
        });
        const failed = result.non2xx + result.errors + result.timeouts;
        if (failed) throw new Error(`${t.name}: ${failed} failed requests`);
        const cost = (cpuMicros(t.pid) - cpuBefore) / result.requests.total;
        rates.get(t.name).push(result.requests.average);
        costs.get(t.name).push(cost);
        const cpu = Number.isNaN(cost) ? '' : `, ${cost.toFixed(1)} µs of CPU per request`;
        log(`round ${round}, ${t.name}: ${Math.round(result.requests.average)} requests/s${cpu}`);
      }
    }
    const bareRate = median(rates.get('bare Fastify'));
    const bareCost = median(costs.get('bare Fastify'));
    const header = `requests/s (median of ${ROUNDS}) | of bare Fastify | CPU µs per request (median) | bare Fastify's CPU / this`;
    console.log(`\n| server | ${header} |`);
    console.log('| --- | --- | --- | --- | --- |');
    for (const t of targets) {
      const rate = median(rates.get(t.name));
      const cost = median(costs.get(t.name));
      const share = (x) => (Number.isNaN(x) ? 'n/a' : `${Math.round(100 * x)} %`);
      console.log(
        `| ${t.name} | ${Math.round(rate)} | ${share(rate / bareRate)} | ${cost.toFixed(1)} | ${share(bareCost / cost)} |`,
      );
    }
  } finally {
    for (const s of servers) await s.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** The CPU time (user + system, µs) a process has used so far; NaN where /proc is not there. */
/** This script again, as the bare server. */
async function startBare(answersFile) {
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_BARE_ANSWERS: answersFile, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(url);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
