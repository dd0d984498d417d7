import { readFileSync } from 'node:fs';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowDefinitionRecord } from '@invest/contract/flow';
import { openPostgres, type Database } from '../src/db/client.js';
import { eventRemind } from '../src/db/schema/notice.js';
import { flowDefinition, flowInstance } from '../src/db/schema/flow.js';
import { seedHistory } from '../src/db/schema/auth.js';
import { seed } from '../src/db/seed/index.js';
import { readDiagram } from '../src/modules/flow/diagram.js';
import { createTestContext, DB_KIND, freshDatabase, SEED_PASSWORD, type TestContext } from './helpers/context.js';
import { callAs, userIds, type Who } from './helpers/calls.js';
import { complete, history, leaveStarted, startable, taskOf } from './helpers/flow.js';

/**
 * Timers are jobs in the database (pg-boss), not timeouts in a process: a timer that fell due
 * while no server ran fires once after the next start, and two servers never fire it twice. A
 * "server" is a `buildApp` with its workers on (`jobs`); stopping it and building another on the
 * same database is a restart.
 */

const M = '/api/blade-flow/manager';
const LEAVE_XML = readFileSync(new URL('../src/modules/flow/processes/leave.bpmn', import.meta.url), 'utf8');
const SHIPPED_DURATION = '<bpmn:timeDuration xsi:type="bpmn:tFormalExpression">P2D</bpmn:timeDuration>';
/** The shipped leave process with its 2-day reminder shortened to `duration`. */
const leaveWithReminder = (duration: string) =>
  LEAVE_XML.replace(SHIPPED_DURATION, `<bpmn:timeDuration>${duration}</bpmn:timeDuration>`);

/** A one-approval process whose approval escalates to the partners after `duration` (an interrupting timer). */
const escalation = (timer: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="x">
  <bpmn:process id="Escalation" name="升级审批" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approval" />
    <bpmn:userTask id="approval" name="审批" camunda:assignee="=taskUser" />
    <bpmn:sequenceFlow id="f2" sourceRef="approval" targetRef="end" />
    <bpmn:boundaryEvent id="escalate" name="超时升级" attachedToRef="approval">
      <bpmn:timerEventDefinition>${timer}</bpmn:timerEventDefinition>
    </bpmn:boundaryEvent>
    <bpmn:sequenceFlow id="f3" sourceRef="escalate" targetRef="partnerApproval" />
    <bpmn:userTask id="partnerApproval" name="合伙人审批" camunda:candidateGroups="partner" />
    <bpmn:sequenceFlow id="f4" sourceRef="partnerApproval" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

const boundary = 'fl0wtimer';
async function deploy(who: Who, xml: string) {
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nflow_1\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="timer.bpmn"\r\n`),
    Buffer.from('Content-Type: application/octet-stream\r\n\r\n'),
    Buffer.from(xml),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await who.request({
    method: 'POST',
    url: `${M}/deploy-upload`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: res.statusCode, body: res.json() };
}

/** These tests wait for real time to pass and for queue polls; on a busy machine that takes a while. */
const SLOW = 120_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const WORKERS = { jobs: true, jobPollSeconds: 0.5 };

let database: Database;
let drop: () => Promise<void>;
const ids: Record<string, string> = {};
/** Servers of the current test, closed at its end (and in afterAll should it fail). */
const running: TestContext[] = [];

async function server(workers: boolean, db: Database = database) {
  const ctx = await createTestContext({}, db, workers ? WORKERS : {});
  running.push(ctx);
  return ctx;
}
async function stop(ctx: TestContext) {
  running.splice(running.indexOf(ctx), 1);
  await ctx.close();
}

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  const ctx = await server(false);
  Object.assign(ids, await userIds(ctx, ['analyst', 'manager']));
  await stop(ctx);
}, SLOW);
afterAll(async () => {
  for (const ctx of running.splice(0)) await ctx.close();
  await drop?.();
}, SLOW);

/** The manager's reminders of a task (the to-do's business id) that say it is overdue (the 2-day reminder). */
const overdueReminders = (taskId: string) =>
  database.db
    .select()
    .from(eventRemind)
    .where(
      and(eq(eventRemind.userId, ids.manager!), eq(eventRemind.businessId, taskId), like(eventRemind.msg, '【催办】%')),
    );

async function timerSteps(who: Who, instanceId: string) {
  return (await history(who, instanceId)).filter((h) => h.kind === 'timer');
}

/** Deploys the leave process with a short reminder and starts a request for the manager. */
async function leaveWithShortReminder(ctx: TestContext, duration: string) {
  const admin = await ctx.as('admin');
  const deployed = await deploy(admin, leaveWithReminder(duration));
  expect(deployed.status).toBe(200);
  const def = deployed.body.data as FlowDefinitionRecord;
  const analyst = await ctx.as('analyst');
  return leaveStarted(analyst, ids.manager!, 2, def.id);
}

describe('workflow timers (jobs in the database)', () => {
  it(
    'a timer that falls due while the server is stopped fires exactly once after the restart',
    async () => {
      const first = await server(true);
      const leave = await leaveWithShortReminder(first, 'PT2S');
      await stop(first);
      // Nothing runs while it falls due.
      await sleep(3000);

      const second = await server(true);
      const manager = await second.as('manager');
      await expect
        .poll(async () => (await timerSteps(manager, leave.processInstanceId)).length, { timeout: 60_000 })
        .toBe(1);
      // Several polls of the queue later, still once.
      await sleep(2000);
      const steps = await timerSteps(manager, leave.processInstanceId);
      expect(steps).toMatchObject([{ elementId: 'approvalReminder', elementName: '2 天未审批' }]);
      // Non-interrupting: the approval still waits for the manager, reminded once more, who completes it as usual.
      const task = await taskOf(manager, leave.processInstanceId);
      expect(task).toMatchObject({ taskDefinitionKey: 'approval' });
      expect(await overdueReminders(task!.taskId)).toHaveLength(1);
      expect((await complete(manager, task!, 'ok', '同意')).status).toBe(200);
      await stop(second);
    },
    SLOW,
  );

  it(
    'a timer whose job was never sent (no worker ran) is found by the start-up sweep and fires once',
    async () => {
      const withoutWorkers = await server(false);
      const leave = await leaveWithShortReminder(withoutWorkers, 'PT1S');
      await sleep(1500);
      await stop(withoutWorkers);

      const restarted = await server(true);
      const manager = await restarted.as('manager');
      await expect
        .poll(async () => (await timerSteps(manager, leave.processInstanceId)).length, { timeout: 60_000 })
        .toBe(1);
      await sleep(2000);
      expect(await timerSteps(manager, leave.processInstanceId)).toHaveLength(1);
      expect(await overdueReminders((await taskOf(manager, leave.processInstanceId))!.taskId)).toHaveLength(1);
      await stop(restarted);
    },
    SLOW,
  );

  it(
    'two servers working the queue fire a due timer once',
    async () => {
      // On PostgreSQL the second server has its own pool, as a second process would.
      const second = DB_KIND === 'postgres' ? await openPostgres(await databaseUrlOf(database)) : database;
      const before = await server(false);
      const leave = await leaveWithShortReminder(before, 'PT1S');
      await sleep(1500);
      await stop(before);

      // Both start at once: both sweep, both poll.
      const [a, b] = await Promise.all([server(true), server(true, second)]);
      const manager = await a.as('manager');
      await expect
        .poll(async () => (await timerSteps(manager, leave.processInstanceId)).length, { timeout: 60_000 })
        .toBe(1);
      await sleep(2000);
      expect(await timerSteps(manager, leave.processInstanceId)).toHaveLength(1);
      expect(await overdueReminders((await taskOf(manager, leave.processInstanceId))!.taskId)).toHaveLength(1);
      await Promise.all([stop(a), stop(b)]);
      if (second !== database) await second.close();
    },
    SLOW,
  );

  it(
    'an interrupting timer takes the task away (its to-do done) and the process goes on; a late complete gets 409',
    async () => {
      const ctx = await server(true);
      const admin = await ctx.as('admin');
      const deployed = await deploy(admin, escalation('<bpmn:timeDuration>PT1S</bpmn:timeDuration>'));
      expect(deployed.status).toBe(200);
      const analyst = await ctx.as('analyst');
      const manager = await ctx.as('manager');
      const partner = await ctx.as('partner');
      const leave = await leaveStarted(analyst, ids.manager!, 1, (deployed.body.data as FlowDefinitionRecord).id);
      const task = await taskOf(manager, leave.processInstanceId);
      expect(task).toBeDefined();

      await expect
        .poll(async () => (await taskOf(partner, leave.processInstanceId, 'claim'))?.taskDefinitionKey, {
          timeout: 60_000,
        })
        .toBe('partnerApproval');
      expect(await taskOf(manager, leave.processInstanceId)).toBeUndefined();
      const late = await complete(manager, task!, 'ok', '同意');
      expect(late.status).toBe(409);
      // The manager's to-do reminder is done.
      const managerTodos = await database.db
        .select()
        .from(eventRemind)
        .where(
          and(eq(eventRemind.userId, ids.manager!), eq(eventRemind.businessId, task!.taskId), eq(eventRemind.type, 0)),
        );
      expect(managerTodos.length).toBeGreaterThan(0);
      expect(managerTodos.every((r) => r.isRead === 1)).toBe(true);
      expect(await timerSteps(manager, leave.processInstanceId)).toMatchObject([{ elementId: 'escalate' }]);
      await stop(ctx);
    },
    SLOW,
  );

  it(
    'a deploy with a timer is accepted; a repeating timer (timeCycle), a bad duration and a timer start are refused with 400',
    async () => {
      const ctx = await server(false);
      const admin = await ctx.as('admin');
      const count = async () => (await database.db.select().from(flowDefinition)).length;
      const before = await count();
      expect((await deploy(admin, escalation('<bpmn:timeDate>2030-01-31T18:00:00+08:00</bpmn:timeDate>'))).status).toBe(
        200,
      );
      const cycle = await deploy(admin, escalation('<bpmn:timeCycle>R3/PT10H</bpmn:timeCycle>'));
      expect(cycle.status).toBe(400);
      expect(cycle.body.msg).toMatch(/timeCycle/);
      expect(cycle.body.key).toBe('flowTimerCycle');
      const badDuration = await deploy(admin, escalation('<bpmn:timeDuration>two days</bpmn:timeDuration>'));
      expect(badDuration.status).toBe(400);
      expect(badDuration.body.msg).toMatch(/ISO 8601/);
      const timerStart = await deploy(
        admin,
        escalation('<bpmn:timeDuration>PT1H</bpmn:timeDuration>').replace(
          '<bpmn:startEvent id="start" />',
          '<bpmn:startEvent id="start"><bpmn:timerEventDefinition><bpmn:timeDuration>PT1H</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:startEvent>',
        ),
      );
      expect(timerStart.status).toBe(400);
      expect(await count()).toBe(before + 1);
      await stop(ctx);
    },
    SLOW,
  );
});

describe('the leave process ships its reminder as a new version', () => {
  it(
    'seed step 009 deploys it where the newest leave version is the shipped one; a running request keeps its version',
    async () => {
      const fresh = await freshDatabase();
      const ctx = await createTestContext({}, fresh.database);
      try {
        // The tenant as it was before: v1 without the reminder.
        const before = LEAVE_XML.replace(/<bpmn:boundaryEvent[\s\S]*?<bpmn:endEvent id="reminded"[^>]*\/>/, '')
          .split('\n')
          .filter((line) => !/bpmnElement="(approvalReminder|reminded|toReminded)"/.test(line))
          .join('\n');
        expect(before).not.toContain('approvalReminder');
        const old = await readDiagram(before);
        await fresh.database.db
          .update(flowDefinition)
          .set({ xml: before, compiled: old.compiled, elements: old.elements, userTasks: old.userTasks })
          .where(eq(flowDefinition.key, 'Leave'));
        await fresh.database.db.delete(seedHistory).where(eq(seedHistory.name, '009-leave-reminder'));
        const analyst = await ctx.as('analyst');
        const { manager } = await userIds(ctx, ['manager']);
        const running = await leaveStarted(analyst, manager!, 2);

        const applied = await seed(fresh.database.db, {
          password: SEED_PASSWORD,
          accessTokenTtl: 3600,
          refreshTokenTtl: 604800,
          samplePipeline: false,
        });
        expect(applied).toContain('009-leave-reminder');
        const v2 = await startable(analyst);
        expect(v2.version).toBe(2);
        const next = await leaveStarted(analyst, manager!, 2, v2.id);
        const timersOf = async (id: string) =>
          (await fresh.database.db.select().from(flowInstance).where(eq(flowInstance.id, id)))[0]!.timers;
        expect(await timersOf(running.processInstanceId)).toEqual([]);
        expect(await timersOf(next.processInstanceId)).toMatchObject([{ elementId: 'approvalReminder' }]);
        const sent = (await callAs(analyst, 'GET', '/api/blade-flow/work/send-list?size=10')).body.data.records as {
          processInstanceId: string;
          processDefinitionVersion: number;
        }[];
        expect(sent.find((r) => r.processInstanceId === running.processInstanceId)?.processDefinitionVersion).toBe(1);
        // Run again (a second process starting): nothing more is deployed.
        await fresh.database.db.delete(seedHistory).where(eq(seedHistory.name, '009-leave-reminder'));
        await seed(fresh.database.db, { password: SEED_PASSWORD, accessTokenTtl: 3600, refreshTokenTtl: 604800 });
        expect((await startable(analyst)).version).toBe(2);
      } finally {
        await ctx.close();
        await fresh.drop();
      }
    },
    SLOW,
  );
});

/** The connection string of the test's PostgreSQL database (the second server's own pool). */
async function databaseUrlOf(db: Database): Promise<string> {
  const { rows } = await db.executeSql('select current_database() as name');
  const url = new URL(process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${(rows[0] as { name: string }).name}`;
  return url.toString();
}
