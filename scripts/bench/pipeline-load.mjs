// Latency of the busiest reads on the large data set (100,000 projects, 1,000,000 reminders) on
// PostgreSQL, under concurrent load: the project page with filters and sorting, `search`, and
// the reminder page. Creates a throw-away database, loads it with the seed:large tool, starts
// the built server on it and drives it with autocannon. Then it runs EXPLAIN (ANALYZE, BUFFERS)
// on every statement the server sent in each scenario (recorded by record-sql.mjs) and fails
// when one reads more of the database than its scenario allows: a plan that regresses to a scan
// shows here even when the machine is too busy for the latencies to say so.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT, log, postgresReachable, mustRun } from '../lib.mjs';
import { BASIC, signIn, startServer } from './server.mjs';

const ADMIN_URL = process.env.PG_BENCH_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_SECONDS ?? 15);

if (!postgresReachable(ADMIN_URL)) {
  console.log(`No PostgreSQL at ${ADMIN_URL} (set PG_BENCH_URL); the pipeline load benchmark needs one.`);
  process.exit(0);
}

// Buffers one statement may touch (8 KB pages): an indexed page reads a few hundred at most (the
// deepest, page 40 of an amount range, about 800); the project table alone is about 3,700, so a
// scan of it, a quarter of it, or of a user's reminders, is over.
const INDEXED = 1_000;
const SCANS = 20_000;
const SQL_LOG = join(ROOT, '.test-output', `bench-sql-${process.pid}.jsonl`);

mkdirSync(join(ROOT, '.test-output'), { recursive: true });
const name = `invest_bench_${Date.now()}`;
await admin(`create database ${name}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
const DATABASE_URL = url.toString();
let server;
try {
  log(`loading the large data set into ${name}`);
  await mustRun(process.execPath, [join(ROOT, 'server/dist/tools/large-dataset.js')], {
    env: { ...process.env, DATABASE_URL, DATA_DIR: join(ROOT, '.test-output', name) },
  });
  // With DATABASE_URL the server requires a JWT_SECRET (every process must sign with the same one).
  server = await startServer({
    DATABASE_URL,
    JWT_SECRET: randomBytes(32).toString('hex'),
    BENCH_SQL_LOG: SQL_LOG,
    NODE_OPTIONS: `--import=${join(ROOT, 'scripts/bench/record-sql.mjs')}`,
  });
  const token = await signIn(server.url, 'admin');
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${token}`, 'Tenant-Id': '000000' };
  const q = encodeURIComponent;

  // Each scenario cycles through its requests, so no single cached plan or page flatters it.
  const scenarios = [
    [
      'project page, filtered and sorted',
      [
        '/api/project/project/page?current=1&size=20&stage=1,2,3&industry=2&descs=updateTime',
        '/api/project/project/page?current=40&size=20&amountFrom=1000&amountTo=5000&ascs=amountMin',
        '/api/project/project/page?current=1&size=20&isKey=1&round=b&descs=createTime',
        '/api/project/project/page?current=5&size=20&stage=4,5&descs=valuation',
        '/api/project/project/page?current=1&size=20',
      ],
      INDEXED,
    ],
    [
      'project page, keyword of 3+ characters',
      [`/api/project/project/page?current=1&size=20&keyword=${q('芯片项目12')}&descs=updateTime`],
      INDEXED,
    ],
    [
      'search (3+ characters)',
      [`/api/project/project/search?keyword=${q('医疗项目77')}`, `/api/project/project/search?keyword=${q('储能52')}`],
      INDEXED,
    ],
    // Two characters cannot use the trigram index: search stops at its first 20 matches instead.
    ['search (2 characters)', [`/api/project/project/search?keyword=${q('芯片')}`], SCANS],
    [
      'reminder page (200,000 reminders of this user)',
      [
        '/api/common/eventremind/page?current=1&size=20&type=0',
        '/api/common/eventremind/page?current=1&size=20&type=1',
        '/api/common/eventremind/page?current=50&size=20&type=2',
        '/api/common/eventremind/page?current=1&size=20',
        '/api/common/eventremind/unread-count',
      ],
      INDEXED,
    ],
  ];

  const rows = [];
  const plans = [];
  for (const [label, paths, budget] of scenarios) {
    log(label);
    writeFileSync(SQL_LOG, '');
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: paths.map((path) => ({ method: 'GET', path, headers })),
    });
    const failed = result.non2xx + result.errors + result.timeouts;
    if (failed) throw new Error(`${label}: ${failed} failed requests`);
    rows.push(
      `| ${label} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${Math.round(result.requests.average)} |`,
    );
    plans.push(...(await explainAll(label, budget)));
  }
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s per scenario, PostgreSQL, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log('| scenario | median | p99 | requests/s |\n| --- | --- | --- | --- |');
  console.log(rows.join('\n'));
  console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of each statement sent (buffers: 8 KB pages read or hit)\n`);
  console.log(
    '| scenario | statement | time | buffers | scans | within budget |\n| --- | --- | --- | --- | --- | --- |',
  );
  console.log(
    plans
      .map(
        (p) =>
          `| ${p.label} | ${p.what} | ${p.ms} ms | ${p.buffers} | ${p.scans} | ${p.ok ? 'yes' : `**no** (> ${p.budget})`} |`,
      )
      .join('\n'),
  );
  const over = plans.filter((p) => !p.ok);
  if (over.length) {
    console.error(`\n${over.length} statement(s) read more than their scenario allows: a plan regressed.`);
    process.exitCode = 1;
  }
} finally {
  await server?.stop();
  rmSync(SQL_LOG, { force: true });
  await admin(`drop database if exists ${name} with (force)`);
}

/** The statements the server sent during one scenario, each EXPLAINed on the bench database. */
async function explainAll(label, budget) {
  const sent = readFileSync(SQL_LOG, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const out = [];
    for (const { text, values } of sent) {
      const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`, values);
      const [{ Plan: plan, 'Execution Time': ms }] = rows[0]['QUERY PLAN'];
      const buffers = plan['Shared Hit Blocks'] + plan['Shared Read Blocks'];
      const scans = [...seqScans(plan)];
      out.push({
        label,
        what: `${plan['Node Type']} · ${[...tablesOf(text)].join(', ')}`,
        ms: ms.toFixed(1),
        buffers,
        scans: scans.join(', ') || '—',
        budget,
        ok: buffers <= budget,
      });
    }
    return out;
  } finally {
    await client.end();
  }
}

/** The tables a plan reads by a sequential scan. */
function* seqScans(plan) {
  if (plan['Node Type'] === 'Seq Scan') yield plan['Relation Name'];
  for (const inner of plan.Plans ?? []) yield* seqScans(inner);
}

/** The tables a statement names after FROM. */
function tablesOf(text) {
  return new Set([...text.matchAll(/\bfrom\s+"?([a-z_]+)"?/gi)].map((m) => m[1]));
}

async function admin(statement) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
