// Latency of the busiest reads on the large data set (100,000 projects, 1,000,000 reminders) on
// PostgreSQL, under concurrent load: the project page with filters and sorting, `search`, and
// the reminder page. Creates a throw-away database, loads it with the seed:large tool, starts
// the built server on it and drives it with autocannon.
import { randomBytes } from 'node:crypto';
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
  server = await startServer({ DATABASE_URL, JWT_SECRET: randomBytes(32).toString('hex') });
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
    ],
    [
      'project page, keyword of 3+ characters',
      [`/api/project/project/page?current=1&size=20&keyword=${q('芯片项目12')}&descs=updateTime`],
    ],
    [
      'search (3+ characters)',
      [`/api/project/project/search?keyword=${q('医疗项目77')}`, `/api/project/project/search?keyword=${q('储能52')}`],
    ],
    ['search (2 characters)', [`/api/project/project/search?keyword=${q('芯片')}`]],
    [
      'reminder page (200,000 reminders of this user)',
      [
        '/api/common/eventremind/page?current=1&size=20&type=0',
        '/api/common/eventremind/page?current=1&size=20&type=1',
        '/api/common/eventremind/page?current=50&size=20&type=2',
        '/api/common/eventremind/page?current=1&size=20',
        '/api/common/eventremind/unread-count',
      ],
    ],
  ];

  const rows = [];
  for (const [label, paths] of scenarios) {
    log(label);
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
  }
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s per scenario, PostgreSQL, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log('| scenario | median | p99 | requests/s |\n| --- | --- | --- | --- |');
  console.log(rows.join('\n'));
} finally {
  await server?.stop();
  await admin(`drop database if exists ${name} with (force)`);
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
