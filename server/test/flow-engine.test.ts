import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../src/db/client.js';
import { readDiagram } from '../src/modules/flow/diagram.js';
import { evaluateFeel, signalProcess, startProcess } from '../src/modules/flow/engine.js';
import { createTestContext, DB_KIND, freshDatabase, type TestContext } from './helpers/context.js';
import { callAs, userIds, type Who } from './helpers/calls.js';
import { history, leaveStarted, taskOf } from './helpers/flow.js';

const routing = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="x">
  <bpmn:process id="Routing" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="s1" sourceRef="start" targetRef="g" />
    <bpmn:exclusiveGateway id="g" default="small" />
    <bpmn:sequenceFlow id="big" sourceRef="g" targetRef="committee">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">=amount &gt;= 1000 and starts with(region, "华东")</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="small" sourceRef="g" targetRef="desk" />
    <bpmn:userTask id="committee" camunda:candidateGroups="partner" />
    <bpmn:userTask id="desk" camunda:assignee="=owner" />
    <bpmn:sequenceFlow id="s2" sourceRef="committee" targetRef="end" />
    <bpmn:sequenceFlow id="s3" sourceRef="desk" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

describe('the engine', () => {
  it('routes on FEEL conditions over the instance variables, and nothing else', async () => {
    const waitingFor = async (variables: Record<string, unknown>) => (await startProcess(routing, variables)).waiting;
    expect(await waitingFor({ amount: 5000, region: '华东区', owner: '1' })).toEqual(['committee']);
    expect(await waitingFor({ amount: 5000, region: '华南区', owner: '1' })).toEqual(['desk']);
    expect(await waitingFor({ amount: 10, region: '华东区', owner: '1' })).toEqual(['desk']);
    // A condition has no way out of its variables: unknown names are null, so the default flow is taken.
    expect(await waitingFor({ owner: '1' })).toEqual(['desk']);
    expect(evaluateFeel('process', {})).toBeNull();
    expect(evaluateFeel('=days > 3', { days: 4 })).toBe(true);
  });

  it('resumes from saved state alone and runs to the end', async () => {
    const { compiled } = await readDiagram(routing);
    const started = await startProcess(routing, { amount: 1, region: '', owner: '7' });
    const saved = JSON.parse(JSON.stringify(started.state)) as Record<string, unknown>;
    expect(JSON.stringify(saved)).not.toContain('bpmn:definitions');
    const done = await signalProcess(compiled, saved, { owner: '7' }, 'desk');
    expect(done).toMatchObject({ ended: true, waiting: [] });
    await expect(signalProcess(compiled, saved, {}, 'committee')).rejects.toThrow(/not waiting/);
  });
});

describe('two servers on one database', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let second: Database | undefined;
  let one: TestContext, two: TestContext;
  let analyst: Who, manager: Who, managerOnTwo: Who;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    fresh = await freshDatabase();
    // On PostgreSQL the second server has its own pool, as a second process would; PGlite serves one process.
    if (DB_KIND === 'postgres') {
      const url = new URL(process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
      url.pathname = `/${fresh.name}`;
      second = await openPostgres(url.toString());
    }
    one = await createTestContext({}, fresh.database);
    two = await createTestContext({}, second ?? fresh.database);
    [analyst, manager] = await Promise.all([one.as('analyst'), one.as('manager')]);
    Object.assign(ids, await userIds(one, ['manager']));
    // The same signed-in manager, calling the second server (both sign tokens with the test secret).
    managerOnTwo = {
      ...manager,
      request: (opts) => two.inject({ ...opts, headers: { 'blade-auth': `bearer ${manager.token}`, ...opts.headers } }),
    };
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await second?.close();
    await fresh.drop();
  });

  it('completing the same task at the same moment: exactly one succeeds, the other is a clear 409', async () => {
    for (let round = 0; round < 3; round++) {
      const leave = await leaveStarted(analyst, ids.manager!, 5);
      const task = (await taskOf(manager, leave.processInstanceId))!;
      const body = { taskId: task.taskId, processInstanceId: task.processInstanceId, flag: 'ok', comment: '同意' };
      const answers = await Promise.all([
        callAs(manager, 'POST', '/api/blade-flow/work/complete-task', body),
        callAs(managerOnTwo, 'POST', '/api/blade-flow/work/complete-task', body),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body.msg).toBe('该任务已被处理');
      // The step was taken once: one approval in the history, one partner task waiting.
      const steps = await history(analyst, leave.processInstanceId);
      expect(steps.filter((s) => s.elementId === 'approval')).toHaveLength(1);
      expect(steps.map((s) => s.kind)).toEqual(['start', 'task']);
    }
  });
});
