// Starts the built server on a free port with a throw-away data directory (for benchmarks).
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import pg from 'pg';
import { ROOT, postgresReachable } from '../lib.mjs';

/** The PostgreSQL server the benchmarks that need one create their throw-away databases on. */
export const ADMIN_URL = process.env.PG_BENCH_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Ends the benchmark when no PostgreSQL answers at ADMIN_URL: `needs` says which one needs it, and
 * `code` is 0 where the benchmark is skipped and 1 where it was asked for explicitly.
 */
export function exitWithoutPostgres(needs, code = 0) {
  if (postgresReachable(ADMIN_URL)) return;
  console.log(`No PostgreSQL at ${ADMIN_URL} (set PG_BENCH_URL); ${needs} needs one.`);
  process.exit(code);
}

/** Runs one statement as the administrator of ADMIN_URL; answers its rows. */
export async function admin(statement) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

/** The address of database `name` on ADMIN_URL's server. */
export function databaseUrl(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const CLOCK_TICKS =
  process.platform === 'linux' ? Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) : 0;

/**
 * The fields of /proc/<pid>/stat after the command name's closing parenthesis (field 3, the state,
 * first).
 */
const statFields = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');

/**
 * CPU time (user + system) in µs from a process's stat fields: fields 14 and 15 (16 and 17: its ended
 * children's).
 */
function statMicros(fields, reapedChildren = false) {
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ((reapedChildren ? ticks + Number(fields[13]) + Number(fields[14]) : ticks) * 1e6) / CLOCK_TICKS;
}

/** CPU time (user + system) a process has used so far, in µs (Linux, from /proc; NaN elsewhere). */
export function cpuMicros(pid, { reapedChildren = false } = {}) {
  return CLOCK_TICKS ? statMicros(statFields(pid), reapedChildren) : NaN;
}

/**
 * CPU time so far of the processes `root` started (children, theirs, and so on), in µs (Linux; NaN
 * elsewhere), as two sums: those under `apart` (one of them: the console's server) and the rest (the
 * browser's processes), leaving out those under `ignored` (another build's server). Read before and
 * after a step, the two say whether it was the page or the server that held the cores.
 */
export function descendantsCpuMicros(root, apart, ignored = []) {
  if (!CLOCK_TICKS) return { apart: NaN, rest: NaN };
  const parent = new Map();
  const micros = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const fields = statFields(pid);
      // Field 4, the parent, follows the state.
      parent.set(Number(pid), Number(fields[1]));
      micros.set(Number(pid), statMicros(fields));
    } catch {
      // The process ended while the list was read.
    }
  }
  /** The first of `wanted` on the way from `pid` up to the first process. */
  const ancestor = (pid, wanted) => {
    for (let p = parent.get(pid); p; p = parent.get(p)) if (wanted.includes(p)) return p;
    return undefined;
  };
  const sums = { apart: 0, rest: 0 };
  for (const pid of parent.keys()) {
    const under = [apart, ...ignored].includes(pid) ? pid : ancestor(pid, [apart, ...ignored, root]);
    if (under !== undefined && !ignored.includes(under)) sums[under === apart ? 'apart' : 'rest'] += micros.get(pid);
  }
  return sums;
}

/**
 * CPU time of every PostgreSQL process on this machine so far, in µs (Linux; NaN elsewhere): the
 * database's share of a scenario's work, when its server runs here. Other clients of the same
 * server count too, so compare builds run side by side.
 */
export function postgresCpuMicros() {
  if (!CLOCK_TICKS) return NaN;
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      // A backend that ends (a pool closing an idle connection) moves its time to the postmaster's
      // ended children, so the sum does not drop.
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres')
        total += cpuMicros(pid, { reapedChildren: true });
    } catch {
      // The process ended while the list was read.
    }
  }
  return total;
}

export function freePort() {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The console's client credentials, which every request carries. */
export const BASIC = `Basic ${Buffer.from('invest-console:invest-console-secret').toString('base64')}`;

/**
 * BENCH_SERVER_LOG=<file>: every server a benchmark starts appends its request log (pino's JSON
 * lines, each answer with the server's time for it) to <file>; scripts/bench/server-log.mjs reads it.
 */
const SERVER_LOG = process.env.BENCH_SERVER_LOG;

/** `entry` is the built server to run: this tree's by default, another build to compare with. */
export async function startServer(env = {}, entry = join(ROOT, 'server/dist/main.js')) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'invest-bench-'));
  // The request log is kept only when asked for: logging every request costs the server CPU.
  const log = SERVER_LOG ? openSync(SERVER_LOG, 'a') : 'ignore';
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: SERVER_LOG ? 'info' : 'warn', ...env },
    stdio: ['ignore', log, 'inherit'],
  });
  if (typeof log === 'number') closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs a seeded account in with the seed password; resolves with its access token. */
export async function signIn(base, account) {
  const params = new URLSearchParams({
    tenantId: '000000',
    username: account,
    password: createHash('md5')
      .update(process.env.SEED_PASSWORD ?? 'Invest@2026')
      .digest('hex'),
    grant_type: 'password',
    scope: 'all',
    type: 'account',
  });
  const res = await fetch(`${base}/api/blade-auth/oauth/token?${params}`, {
    method: 'POST',
    headers: { Authorization: BASIC, 'Tenant-Id': '000000' },
  });
  const body = await res.json();
  if (!body.access_token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.access_token;
}
