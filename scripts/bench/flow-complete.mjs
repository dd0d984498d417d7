// Workflow on PostgreSQL (issue 10): how long starting a leave request and completing a task take
// (load the instance under its row lock, run the engine step, save), with 10 users at once.
// Creates a throw-away database, starts the built server on it, prepares BENCH_FLOW_TASKS requests
// and completes their first tasks from BENCH_CONNECTIONS concurrent callers.
import { randomBytes } from 'node:crypto';
import { log } from '../lib.mjs';
import { BASIC, admin, databaseUrl, exitWithoutPostgres, signIn, startServer } from './server.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TASKS = Number(process.env.BENCH_FLOW_TASKS ?? 300);

exitWithoutPostgres('the workflow benchmark');

/** Runs `jobs` from `callers` concurrent loops; answers each job's latency in ms. */
async function timed(jobs, callers, call) {
  const latencies = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        const started = performance.now();
        const res = await call(job);
        latencies.push(performance.now() - started);
        if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
const ms = (n) => `${Math.round(n)} ms`;

const name = `invest_bench_flow_${Date.now()}`;
await admin(`create database ${name}`);
let server;
try {
  server = await startServer({ DATABASE_URL: databaseUrl(name), JWT_SECRET: randomBytes(32).toString('hex') });
  const as = async (account) => ({
    Authorization: BASIC,
    'Blade-Auth': `bearer ${await signIn(server.url, account)}`,
    'Tenant-Id': '000000',
    'Content-Type': 'application/json',
  });
  const [analyst, manager] = [await as('analyst'), await as('manager')];
  const get = async (headers, path) => (await (await fetch(`${server.url}${path}`, { headers })).json()).data;
  const definition = (await get(analyst, '/api/blade-flow/work/start-list?size=100')).records.find(
    (d) => d.key === 'Leave',
  );
  const managerId = (await get(manager, '/api/blade-auth/oauth/user-info')).userId;

  log(`starting ${TASKS} leave requests, ${CONNECTIONS} at a time`);
  const body = JSON.stringify({
    processDefinitionId: definition.id,
    taskUser: managerId,
    startTime: '2026-12-01 09:00:00',
    endTime: '2026-12-02 18:00:00',
    reason: 'bench',
  });
  const starts = await timed(Array.from({ length: TASKS }), CONNECTIONS, () =>
    fetch(`${server.url}/api/blade-desk/process/leave/start-process`, { method: 'POST', headers: analyst, body }),
  );
  const tasks = (await get(manager, `/api/blade-flow/work/todo-list?size=${Math.min(TASKS, 500)}`)).records;

  log(`completing ${tasks.length} tasks, ${CONNECTIONS} at a time`);
  const completes = await timed(tasks, CONNECTIONS, (t) =>
    fetch(`${server.url}/api/blade-flow/work/complete-task`, {
      method: 'POST',
      headers: manager,
      body: JSON.stringify({ taskId: t.taskId, processInstanceId: t.processInstanceId, flag: 'ok', comment: '同意' }),
    }),
  );

  console.log(`\n${CONNECTIONS} concurrent callers, PostgreSQL\n`);
  console.log('| call | requests | median | p99 | slowest |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [what, l] of [
    ['start-process (leave row, engine run to the first task, reminder)', starts],
    ['complete-task (lock, load, signal, save, end)', completes],
  ])
    console.log(`| ${what} | ${l.length} | ${ms(quantile(l, 0.5))} | ${ms(quantile(l, 0.99))} | ${ms(l.at(-1))} |`);
} finally {
  await server?.stop();
  await admin(`drop database if exists ${name} with (force)`);
}
