import { readFileSync } from 'node:fs';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowDefinitionRecord, FlowInstanceRecord } from '@invest/contract/flow';
import { dict } from '../src/db/schema/dict.js';
import { createTestContext, type TestContext } from './helpers/context.js';
import { callAs, userIds, type Who } from './helpers/calls.js';
import { complete, history, leaveStarted, requestLeave, startable, taskOf, tasks, W } from './helpers/flow.js';

const M = '/api/blade-flow/manager';
const LEAVE_XML = readFileSync(new URL('../src/modules/flow/processes/leave.bpmn', import.meta.url), 'utf8');

let ctx: TestContext;
let admin: Who, analyst: Who, manager: Who, partner: Who;
const ids: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  [admin, analyst, manager, partner] = await Promise.all([
    ctx.as('admin'),
    ctx.as('analyst'),
    ctx.as('manager'),
    ctx.as('partner'),
  ]);
  Object.assign(ids, await userIds(ctx, ['analyst', 'manager']));
});
afterAll(() => ctx.close());

const boundary = 'fl0wboundary';
function multipart(xml: string | Buffer, opts: { filename?: string; category?: string } = {}) {
  const { filename = 'process.bpmn', category = 'flow_1' } = opts;
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\n${category}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${filename}"\r\n`),
    Buffer.from('Content-Type: application/octet-stream\r\n\r\n'),
    Buffer.from(xml),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}
async function upload(who: Who, payload: Buffer) {
  const res = await who.request({
    method: 'POST',
    url: `${M}/deploy-upload`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: res.statusCode, body: res.json() };
}
async function definitions(): Promise<FlowDefinitionRecord[]> {
  return (await callAs(admin, 'GET', `${M}/list?size=100`)).body.data.records;
}

/** A one-task process with the given content between its start and end. */
const diagram = (id: string, body: string, extra = '') => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="x">${extra}
  <bpmn:process id="${id}" name="测试流程" isExecutable="true">
    <bpmn:startEvent id="start" />
    ${body}
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

describe('the shipped workflow data', () => {
  it('has the flow dictionary with the route of each process, and the leave process startable', async () => {
    // Read from the table: the dictionary call for screens (DictItem) does not carry remarks yet.
    const items = await ctx.db
      .select({ dictKey: dict.dictKey, remark: dict.remark })
      .from(dict)
      .where(and(eq(dict.code, 'flow'), ne(dict.parentId, '0')))
      .orderBy(dict.sort);
    expect(items.map((i) => [i.dictKey, i.remark])).toEqual([
      ['1', 'leave'],
      ['2', 'project-approval'],
    ]);
    expect(await startable(analyst)).toMatchObject({ name: '请假流程', category: 'flow_1', version: 1 });
  });
});

describe('deploying diagrams', () => {
  it('refuses malformed or malicious files with 400, the line and the reason, and deploys nothing', async () => {
    const before = await definitions();
    const cases: [string, string | Buffer, RegExp][] = [
      ['bad XML', diagram('Bad', '<bpmn:userTask id="t" </bpmn:process>'), /第 \d+ 行/],
      [
        'an external entity',
        `<?xml version="1.0"?>\n<!DOCTYPE d [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n${diagram('Xxe', '<bpmn:userTask id="t" name="&xxe;" camunda:assignee="1" />').replace(/^<\?xml[^>]*>/, '')}`,
        /DOCTYPE/,
      ],
      [
        'a script task',
        diagram(
          'Script',
          `<bpmn:scriptTask id="evil" scriptFormat="javascript"><bpmn:script>process.exit(1)</bpmn:script></bpmn:scriptTask>`,
        ),
        /script tasks are not allowed/,
      ],
      [
        'a JavaScript condition',
        diagram(
          'Js',
          `<bpmn:exclusiveGateway id="g" /><bpmn:sequenceFlow id="f" sourceRef="g" targetRef="end"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="javascript">next(null, true)</bpmn:conditionExpression></bpmn:sequenceFlow>`,
        ),
        /javascript is not allowed/,
      ],
      [
        'an expression condition',
        diagram(
          'Juel',
          `<bpmn:exclusiveGateway id="g" /><bpmn:sequenceFlow id="f" sourceRef="g" targetRef="end"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${environment.services.x()}</bpmn:conditionExpression></bpmn:sequenceFlow>`,
        ),
        /FEEL/,
      ],
      [
        'a FEEL syntax error',
        diagram(
          'Feel',
          `<bpmn:exclusiveGateway id="g" /><bpmn:sequenceFlow id="f" sourceRef="g" targetRef="end"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">days &gt;</bpmn:conditionExpression></bpmn:sequenceFlow>`,
        ),
        /FEEL/,
      ],
      [
        'a service task',
        diagram('Service', '<bpmn:serviceTask id="call" implementation="${environment.services.get}" />'),
        /ServiceTask is not supported/,
      ],
      [
        'a sub-process',
        diagram('Sub', '<bpmn:subProcess id="sub"><bpmn:userTask id="t" camunda:assignee="1" /></bpmn:subProcess>'),
        /sub-processes are not supported yet/,
      ],
      [
        'a message that nothing sends',
        diagram(
          'Wait',
          '<bpmn:intermediateCatchEvent id="w"><bpmn:messageEventDefinition /></bpmn:intermediateCatchEvent>',
        ),
        /not supported/,
      ],
      ['a task nobody can do', diagram('Nobody', '<bpmn:userTask id="t" />'), /assignee/],
      [
        'an assignee that is not a user or FEEL',
        diagram('Juel2', '<bpmn:userTask id="t" camunda:assignee="${taskUser}" />'),
        /FEEL/,
      ],
      [
        'no executable process',
        '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d"/>',
        /exactly one/,
      ],
      ['not UTF-8', Buffer.from([0x3c, 0xff, 0xfe, 0x3e]), /UTF-8/],
    ];
    for (const [what, xml, reason] of cases) {
      const res = await upload(admin, multipart(xml));
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.msg, what).toMatch(reason);
    }
    expect((await upload(admin, multipart(LEAVE_XML, { category: 'leave' }))).status).toBe(400);
    // A category names an item of the dictionary `flow`.
    expect((await upload(admin, multipart(LEAVE_XML, { category: 'flow_9' }))).status).toBe(400);
    expect((await upload(admin, multipart(LEAVE_XML, { filename: 'a\u0000.bpmn' }))).status).toBe(400);
    expect(await definitions()).toEqual(before);
    // Managing definitions is for administrators.
    expect((await upload(analyst, multipart(LEAVE_XML))).status).toBe(403);
  });

  it('versions by key: a new request runs on v2 while one started on v1 finishes on v1', async () => {
    const v1 = await startable(analyst);
    const old = await leaveStarted(analyst, ids.manager!, 5);
    // Version 2 sends every request straight to the end after the first approval.
    const v2xml = LEAVE_XML.replace('days &gt; 3', 'days &gt; 300');
    const deployed = await upload(admin, multipart(v2xml, { filename: 'leave-v2.bpmn' }));
    expect(deployed.status).toBe(200);
    expect(deployed.body.data).toMatchObject({ key: 'Leave', version: v1.version + 1, suspensionState: 1 });
    const v2 = await startable(analyst);
    expect(v2.id).toBe(deployed.body.data.id);

    const fresh = await leaveStarted(analyst, ids.manager!, 5);
    expect(fresh.processDefinitionId).toBe(v2.id);
    await complete(manager, (await taskOf(manager, fresh.processInstanceId))!, 'ok', '同意');
    await complete(manager, (await taskOf(manager, old.processInstanceId))!, 'ok', '同意');
    const sent = (await callAs(analyst, 'GET', `${W}/send-list?size=100`)).body.data.records as FlowInstanceRecord[];
    expect(sent.find((s) => s.processInstanceId === fresh.processInstanceId)).toMatchObject({
      status: 'finished',
      processDefinitionVersion: v2.version,
    });
    // The old one still needs the partner, as v1 says.
    expect(sent.find((s) => s.processInstanceId === old.processInstanceId)).toMatchObject({
      status: 'running',
      currentStep: '合伙人审批',
      processDefinitionVersion: v1.version,
    });
    const partnerTask = (await taskOf(partner, old.processInstanceId, 'claim'))!;
    await callAs(partner, 'POST', `${W}/claim-task?taskId=${partnerTask.taskId}`);
    expect((await complete(partner, partnerTask, 'ok', '同意')).status).toBe(200);
    expect((await history(analyst, old.processInstanceId)).map((h) => h.elementName)).toEqual([
      '开始',
      '审批',
      '合伙人审批',
      '结束',
    ]);
    const xml = await callAs(analyst, 'GET', `/api/blade-flow/process/resource-view?processDefinitionId=${v1.id}`);
    expect(xml.body.data).toContain('days &gt; 3<');
  });

  it('runs parallel branches: the instance ends when both tasks are done', async () => {
    const parallel = diagram(
      'Parallel',
      `<bpmn:sequenceFlow id="f0" sourceRef="start" targetRef="split" />
    <bpmn:parallelGateway id="split" />
    <bpmn:sequenceFlow id="a1" sourceRef="split" targetRef="legal" />
    <bpmn:sequenceFlow id="b1" sourceRef="split" targetRef="finance" />
    <bpmn:userTask id="legal" name="法务" camunda:assignee="=taskUser" />
    <bpmn:userTask id="finance" name="财务" camunda:assignee="=taskUser" />
    <bpmn:sequenceFlow id="a2" sourceRef="legal" targetRef="join" />
    <bpmn:sequenceFlow id="b2" sourceRef="finance" targetRef="join" />
    <bpmn:parallelGateway id="join" />
    <bpmn:sequenceFlow id="f1" sourceRef="join" targetRef="end" />`,
    );
    const deployed = await upload(admin, multipart(parallel, { category: 'flow_2' }));
    expect(deployed.status).toBe(200);
    // The leave request starts leave processes only.
    expect((await requestLeave(analyst, ids.manager!, 1, deployed.body.data.id)).status).toBe(400);
    const inLeave = await upload(admin, multipart(parallel, { category: 'flow_1' }));
    const run = await leaveStarted(analyst, ids.manager!, 1, inLeave.body.data.id);
    const open = async () =>
      (await tasks(manager, 'todo'))
        .filter((t) => t.processInstanceId === run.processInstanceId)
        .map((t) => t.taskName);
    expect((await open()).sort()).toEqual(['法务', '财务']);
    const legal = (await tasks(manager, 'todo')).find(
      (t) => t.taskDefinitionKey === 'legal' && t.processInstanceId === run.processInstanceId,
    )!;
    expect((await complete(manager, legal, 'ok', '同意')).status).toBe(200);
    expect(await open()).toEqual(['财务']);
    const sent = async () =>
      ((await callAs(analyst, 'GET', `${W}/send-list?size=100`)).body.data.records as FlowInstanceRecord[]).find(
        (s) => s.processInstanceId === run.processInstanceId,
      );
    expect(await sent()).toMatchObject({ status: 'running', currentStep: '财务' });
    expect((await complete(manager, (await taskOf(manager, run.processInstanceId))!, 'ok', '同意')).status).toBe(200);
    expect(await sent()).toMatchObject({ status: 'finished' });
    // Tidy up: the tests below manage the shipped leave process.
    await callAs(admin, 'POST', `${M}/delete-deployment?deploymentIds=${inLeave.body.data.deploymentId}`);
    await callAs(admin, 'POST', `${M}/delete-deployment?deploymentIds=${deployed.body.data.deploymentId}`);
  });

  it('lists the versions of exactly one key (the modeler checks a new key is free)', async () => {
    const byKey = async (key: string) =>
      (await callAs(admin, 'GET', `${M}/list?size=100&processDefinitionKey=${encodeURIComponent(key)}`)).body.data as {
        total: number;
        records: FlowDefinitionRecord[];
      };
    const leave = await byKey('Leave');
    expect(leave.total).toBeGreaterThan(0);
    expect(new Set(leave.records.map((d) => d.key))).toEqual(new Set(['Leave']));
    // Exact, not a part of the key, and not the name.
    expect((await byKey('Leav')).total).toBe(0);
    expect((await byKey('请假流程')).total).toBe(0);
    const deployed = await upload(admin, multipart(diagram('KeyProbe', ''), { filename: 'KeyProbe.bpmn' }));
    expect(deployed.status).toBe(200);
    expect((await byKey('KeyProbe')).records).toMatchObject([{ key: 'KeyProbe', version: 1 }]);
    await callAs(admin, 'POST', `${M}/delete-deployment?deploymentIds=${deployed.body.data.deploymentId}`);
    expect((await byKey('KeyProbe')).total).toBe(0);
  });

  it('suspends and activates a definition, and deletes only deployments without running instances', async () => {
    const def = await startable(analyst);
    const state = (s: string) => callAs(admin, 'POST', `${M}/change-state?state=${s}&processId=${def.id}`);
    expect((await state('suspend')).status).toBe(200);
    const refused = await callAs(analyst, 'POST', '/api/blade-desk/process/leave/start-process', {
      processDefinitionId: def.id,
      taskUser: ids.manager,
      startTime: '2026-12-01 09:00:00',
      endTime: '2026-12-01 18:00:00',
      reason: '事假',
    });
    expect(refused).toMatchObject({ status: 409, body: { msg: '该流程已挂起，不能发起' } });
    expect((await state('active')).status).toBe(200);

    const running = await leaveStarted(analyst, ids.manager!, 1, def.id);
    const del = (deploymentIds: string) =>
      callAs(admin, 'POST', `${M}/delete-deployment?deploymentIds=${deploymentIds}`);
    expect((await del(def.deploymentId)).status).toBe(409);
    expect(await startable(analyst)).toMatchObject({ id: def.id });
    await complete(manager, (await taskOf(manager, running.processInstanceId))!, 'ok', '同意');
    expect((await del(def.deploymentId)).status).toBe(200);
    expect((await definitions()).map((d) => d.id)).not.toContain(def.id);
    // The previous version is the one started now; the finished instance keeps its history and diagram.
    expect(await startable(analyst)).toMatchObject({ key: 'Leave', version: def.version - 1 });
    expect((await history(analyst, running.processInstanceId)).at(-1)).toMatchObject({ kind: 'end' });
    const sent = (await callAs(analyst, 'GET', `${W}/send-list?size=100`)).body.data.records as FlowInstanceRecord[];
    expect(sent.find((s) => s.processInstanceId === running.processInstanceId)).toMatchObject({
      status: 'finished',
      processDefinitionVersion: def.version,
    });
    const view = await callAs(
      analyst,
      'GET',
      `/api/blade-flow/process/diagram-view?processInstanceId=${running.processInstanceId}`,
    );
    expect(view.status).toBe(200);
    expect((await del(def.deploymentId)).status).toBe(404);
    expect((await callAs(admin, 'POST', `${M}/change-state?state=suspend&processId=${def.id}`)).status).toBe(404);
    expect((await del('123456789')).status).toBe(404);
  });

  it('lets an administrator terminate a running instance with a reason', async () => {
    const leave = await leaveStarted(analyst, ids.manager!, 2);
    const follow = (await callAs(admin, 'GET', '/api/blade-flow/follow/list?size=100')).body.data
      .records as FlowInstanceRecord[];
    expect(follow.map((f) => f.processInstanceId)).toContain(leave.processInstanceId);
    const url = `/api/blade-flow/follow/delete-process-instance?processInstanceId=${leave.processInstanceId}`;
    expect((await callAs(analyst, 'POST', `${url}&deleteReason=x`)).status).toBe(403);
    expect((await callAs(admin, 'POST', url)).status).toBe(400);
    expect((await callAs(admin, 'POST', `${url}&deleteReason=${encodeURIComponent('重复申请')}`)).status).toBe(200);
    expect(await taskOf(manager, leave.processInstanceId)).toBeUndefined();
    expect((await history(analyst, leave.processInstanceId)).at(-1)).toMatchObject({
      kind: 'end',
      elementName: '已终止',
      comment: '重复申请',
    });
    expect((await callAs(admin, 'POST', `${url}&deleteReason=again`)).status).toBe(409);
  });
});
