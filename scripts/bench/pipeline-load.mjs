// Latency of the busiest reads on the large data set (100,000 projects, 1,000,000 reminders) on
// PostgreSQL, under concurrent load: the project page with filters and sorting, `search`, and
// the reminder page. Creates a throw-away database, loads it with the seed:large tool, starts
// the built server on it and drives it with autocannon. Then it runs EXPLAIN (ANALYZE, BUFFERS)
// on every statement the server sent in each scenario (recorded by record-sql.mjs) and fails
// when one reads more of the database than its scenario allows: a plan that regresses to a scan
// shows here even when the machine is too busy for the latencies to say so.
// BENCH_BEFORE_ENTRY adds another build (e.g. main before a change), run against the same database
// right before this one in each scenario. PG_BENCH_DATABASE names a database to keep and reuse:
// loaded on the first run (about a minute), left in place for the next (with BENCH_BEFORE_ENTRY,
// its copy `<name>_before` too); drop them when done.
// BENCH_ONLY=project,reminder runs only the scenarios whose names contain one of these words;
// BENCH_ROUNDS=n runs each scenario n times per build, the builds alternating (a busy machine
// swings between runs; the server's CPU time per request, from /proc, swings much less). With a
// PostgreSQL server on this machine, its processes' CPU time per request is printed too.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT, log, mustRun } from '../lib.mjs';
import { sessionOptions } from '../../server/dist/db/session-settings.js';
import {
  BASIC,
  admin,
  cpuMicros,
  databaseUrl,
  exitWithoutPostgres,
  postgresCpuMicros,
  signIn,
  startServer,
} from './server.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);

exitWithoutPostgres('the pipeline load benchmark');

// Buffers one statement may touch (8 KB pages): an indexed page reads a few hundred at most (the
// deepest, page 40 of an amount range, about 1,020: its rows 810, its bounded count 150 and the
// names 60, all in one statement); the project table alone is about 3,700, so a scan of it, a
// third of it, or of a user's reminders, is over.
const INDEXED = 1_200;
const SCANS = 20_000;
const SQL_LOG = join(ROOT, '.test-output', `bench-sql-${process.pid}.jsonl`);

mkdirSync(join(ROOT, '.test-output'), { recursive: true });
const kept = process.env.PG_BENCH_DATABASE;
const name = kept ?? `invest_bench_${Date.now()}`;
const DATABASE_URL = databaseUrl(name);
// The before build runs on its own copy of the loaded database, so that a change's migration (an
// index, a counter) serves only the build that has it.
const beforeName = `${name}_before`;
const BEFORE_DATABASE_URL = databaseUrl(beforeName);
const servers = [];
try {
  if (!kept || !(await admin(`select 1 from pg_database where datname = '${name}'`)).length) {
    await admin(`create database ${name}`);
    log(`loading the large data set into ${name}`);
    await mustRun(process.execPath, [join(ROOT, 'server/dist/tools/large-dataset.js')], {
      env: { ...process.env, DATABASE_URL, DATA_DIR: join(ROOT, '.test-output', name) },
    });
  }
  if (
    process.env.BENCH_BEFORE_ENTRY &&
    !(await admin(`select 1 from pg_database where datname = '${beforeName}'`)).length
  )
    await admin(`create database ${beforeName} template ${name}`);
  // With DATABASE_URL the server requires a JWT_SECRET (every process must sign with the same one).
  const JWT_SECRET = randomBytes(32).toString('hex');
  // Both builds carry the recorder, so that its cost is on both sides; only this build's is read.
  const recorded = (log) => ({
    BENCH_SQL_LOG: log,
    NODE_OPTIONS: `--import=${join(ROOT, 'scripts/bench/record-sql.mjs')}`,
  });
  const builds = [['now', recorded(SQL_LOG), undefined, DATABASE_URL]];
  if (process.env.BENCH_BEFORE_ENTRY)
    builds.unshift(['before', recorded(`${SQL_LOG}.before`), process.env.BENCH_BEFORE_ENTRY, BEFORE_DATABASE_URL]);
  const targets = [];
  for (const [build, env, entry, databaseUrl] of builds) {
    const server = await startServer({ DATABASE_URL: databaseUrl, JWT_SECRET, ...env }, entry);
    servers.push(server);
    const token = await signIn(server.url, 'admin');
    targets.push({
      build,
      url: server.url,
      pid: server.pid,
      headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${token}`, 'Tenant-Id': '000000' },
    });
  }
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
    // The home page's figures: the pipeline's counts and amounts come from the kept counters.
    ['home page figures', ['/api/project/dashboard/summary', '/api/project/dashboard/charts'], INDEXED],
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
  const only = process.env.BENCH_ONLY?.split(',');
  for (const [label, paths, budget] of scenarios) {
    if (only && !only.some((word) => label.includes(word))) continue;
    writeFileSync(SQL_LOG, '');
    for (let round = 1; round <= ROUNDS; round++) {
      for (const { build, url, pid, headers } of targets) {
        log(`${label} (${build}${ROUNDS > 1 ? `, round ${round}` : ''})`);
        const cpuBefore = cpuMicros(pid);
        const databaseBefore = postgresCpuMicros();
        const result = await autocannon({
          url,
          connections: CONNECTIONS,
          duration: DURATION,
          requests: paths.map((path) => ({ method: 'GET', path, headers })),
        });
        const failed = result.non2xx + result.errors + result.timeouts;
        if (failed) throw new Error(`${label} (${build}): ${failed} failed requests`);
        const cpu = (cpuMicros(pid) - cpuBefore) / 1000 / result.requests.total;
        const databaseCpu = (postgresCpuMicros() - databaseBefore) / 1000 / result.requests.total;
        rows.push(
          `| ${label} | ${build} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${Math.round(result.requests.average)} | ${cpu.toFixed(2)} ms | ${Number.isNaN(databaseCpu) ? '—' : `${databaseCpu.toFixed(2)} ms`} |`,
        );
      }
    }
    plans.push(...(await explainAll(label, budget)));
  }
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s per scenario, PostgreSQL, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log(
    '| scenario | build | median | p99 | requests/s | server CPU per request | PostgreSQL CPU per request |\n| --- | --- | --- | --- | --- | --- | --- |',
  );
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
  for (const server of servers) await server.stop();
  rmSync(SQL_LOG, { force: true });
  rmSync(`${SQL_LOG}.before`, { force: true });
  if (!kept) {
    await admin(`drop database if exists ${name} with (force)`);
    await admin(`drop database if exists ${beforeName} with (force)`);
    // The loading tool's files folder (its DATA_DIR) goes with its database.
    rmSync(join(ROOT, '.test-output', name), { recursive: true, force: true });
  }
}

/** The statements the server sent during one scenario, each EXPLAINed on the bench database. */
async function explainAll(label, budget) {
  const sent = readFileSync(SQL_LOG, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  // Planned as the server's sessions plan (db/session-settings.ts), or the plans shown are not its.
  const client = new pg.Client({ connectionString: DATABASE_URL, options: sessionOptions() });
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
