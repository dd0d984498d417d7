import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FlowDiagramView, FlowInstanceRecord } from '@invest/contract/flow';
import { eventRemind } from '../src/db/schema/notice.js';
import { createTestContext, type TestContext } from './helpers/context.js';
import { callAs, userIds, type Who } from './helpers/calls.js';
import { complete, history, LEAVE, leaveDetail, leaveStarted, requestLeave, taskOf, W } from './helpers/flow.js';

let ctx: TestContext;
let analyst: Who, manager: Who, partner: Who;
const ids: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  [analyst, manager, partner] = await Promise.all([ctx.as('analyst'), ctx.as('manager'), ctx.as('partner')]);
  Object.assign(ids, await userIds(ctx, ['analyst', 'manager', 'partner']));
});
afterAll(() => ctx.close());

async function sent(who: Who, instanceId: string) {
  const records = (await callAs(who, 'GET', `${W}/send-list?size=100`)).body.data.records as FlowInstanceRecord[];
  return records.find((r) => r.processInstanceId === instanceId);
}

describe('the leave process', () => {
  it('3 days or fewer: the chosen approver is reminded, approves, and the request is finished', async () => {
    const leave = await leaveStarted(analyst, ids.manager!, 2);
    expect(leave).toMatchObject({ days: 2, status: 'running', taskUserName: '李娜', assigneeName: '李娜' });
    const task = await taskOf(manager, leave.processInstanceId);
    expect(task).toMatchObject({ taskName: '审批', applicantName: '张敏', businessId: leave.id, category: 'flow_1' });
    const reminders = await ctx.db
      .select()
      .from(eventRemind)
      .where(and(eq(eventRemind.userId, ids.manager!), eq(eventRemind.businessId, task!.taskId)));
    expect(reminders).toMatchObject([{ type: 0, eventKey: 'flow' }]);
    expect(await sent(analyst, leave.processInstanceId)).toMatchObject({ status: 'running', currentStep: '审批' });

    expect((await complete(manager, task!, 'ok', '同意')).status).toBe(200);
    expect(await sent(analyst, leave.processInstanceId)).toMatchObject({ status: 'finished', currentStep: '' });
    expect((await history(analyst, leave.processInstanceId)).map((h) => [h.kind, h.elementName, h.decision])).toEqual([
      ['start', '开始', null],
      ['task', '审批', 'approve'],
      ['end', '结束', null],
    ]);
    const done = (await callAs(manager, 'GET', `${W}/done-list`)).body.data.records as FlowInstanceRecord[];
    expect(done.map((d) => d.processInstanceId)).toContain(leave.processInstanceId);
    const view = (
      await callAs(analyst, 'GET', `/api/blade-flow/process/diagram-view?processInstanceId=${leave.processInstanceId}`)
    ).body.data as FlowDiagramView;
    expect(view.finished.map((f) => f.elementId)).toEqual(expect.arrayContaining(['start', 'approval', 'end']));
    expect(view.active).toEqual([]);
    expect(view.untouched).toEqual(expect.arrayContaining(['partnerApproval', 'adjust']));
  });

  it('more than 3 days: after the approver, a partner claims and approves', async () => {
    const leave = await leaveStarted(analyst, ids.manager!, 5);
    expect(leave.days).toBe(5);
    expect((await complete(manager, (await taskOf(manager, leave.processInstanceId))!, 'ok', '同意')).status).toBe(200);
    const claimable = await taskOf(partner, leave.processInstanceId, 'claim');
    expect(claimable).toMatchObject({ taskName: '合伙人审批', assignee: '' });
    const view = (
      await callAs(manager, 'GET', `/api/blade-flow/process/diagram-view?processInstanceId=${leave.processInstanceId}`)
    ).body.data as FlowDiagramView;
    expect(view.active.map((a) => a.elementId)).toEqual(['partnerApproval']);

    // Not claimed yet: even a candidate may not complete it; someone outside the group may not claim it.
    expect((await complete(partner, claimable!, 'ok', '同意')).status).toBe(403);
    expect((await callAs(analyst, 'POST', `${W}/claim-task?taskId=${claimable!.taskId}`)).status).toBe(403);
    expect((await callAs(partner, 'POST', `${W}/claim-task?taskId=${claimable!.taskId}`)).status).toBe(200);
    expect((await callAs(partner, 'POST', `${W}/claim-task?taskId=${claimable!.taskId}`)).status).toBe(409);
    const mine = await taskOf(partner, leave.processInstanceId);
    expect(mine).toMatchObject({ assigneeName: '陈建国' });
    expect((await complete(partner, mine!, 'ok', '同意')).status).toBe(200);
    expect((await leaveDetail(analyst, leave.id)).status).toBe('finished');
    expect((await history(analyst, leave.processInstanceId)).map((h) => h.elementName)).toEqual([
      '开始',
      '审批',
      '合伙人审批',
      '结束',
    ]);
  });

  it('a rejection returns the request to the applicant, who adjusts and resubmits it', async () => {
    const leave = await leaveStarted(analyst, ids.manager!, 5);
    const task = (await taskOf(manager, leave.processInstanceId))!;
    // The decision is the flag: a comment that says 同意 does not approve a rejection.
    expect((await complete(manager, task, 'reject')).status).toBe(400);
    expect((await complete(manager, task, 'no', '同意')).status).toBe(200);
    const adjust = await taskOf(analyst, leave.processInstanceId);
    expect(adjust).toMatchObject({ taskName: '调整申请' });
    const resubmit = (who: Who, taskId: string, body: object = {}) =>
      callAs(who, 'POST', `${LEAVE}/resubmit`, {
        taskId,
        processInstanceId: leave.processInstanceId,
        taskUser: ids.manager,
        startTime: '2026-12-01 09:00:00',
        endTime: '2026-12-02 18:00:00',
        reason: '缩短为两天',
        comment: '已调整',
        ...body,
      });
    expect((await resubmit(analyst, adjust!.taskId, { endTime: '2026-11-30 18:00:00' })).status).toBe(400);
    expect((await resubmit(manager, adjust!.taskId, { taskUser: ids.partner })).status).toBe(403);
    const resubmitted = await resubmit(analyst, adjust!.taskId);
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.data).toMatchObject({ days: 2, reason: '缩短为两天', status: 'running' });
    const again = (await taskOf(manager, leave.processInstanceId))!;
    expect(again).toMatchObject({ taskName: '审批' });
    expect((await resubmit(manager, again.taskId, { taskUser: ids.partner })).body.msg).toBe(
      '该任务不是请假申请的调整环节',
    );
    // Two days now: the manager's approval ends it, without a partner.
    expect((await complete(manager, again, 'ok', '同意')).status).toBe(200);
    const steps = await history(analyst, leave.processInstanceId);
    expect(steps.map((h) => [h.elementName, h.decision, h.comment])).toEqual([
      ['开始', null, ''],
      ['审批', 'reject', '同意'],
      ['调整申请', 'approve', '已调整'],
      ['审批', 'approve', '同意'],
      ['结束', null, ''],
    ]);
    expect(steps[1]).toMatchObject({ assigneeName: '李娜' });
    expect(steps[1]!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('resubmitting with a plain complete-task keeps the request as it was', async () => {
    const leave = await leaveStarted(analyst, ids.manager!, 2);
    await complete(manager, (await taskOf(manager, leave.processInstanceId))!, 'reject', '请补充说明');
    const adjust = (await taskOf(analyst, leave.processInstanceId))!;
    // Variables may add names, not change those the request set.
    expect((await complete(analyst, adjust, 'ok', '', { days: 1 })).body.msg).toMatch(/days/);
    expect((await complete(analyst, adjust, 'ok', '已说明', { note: '家中有事' })).status).toBe(200);
    expect(await taskOf(manager, leave.processInstanceId)).toMatchObject({ taskName: '审批' });
    expect((await leaveDetail(analyst, leave.id)).days).toBe(2);
  });

  it('a rejection the applicant cancels ends the request', async () => {
    const leave = await leaveStarted(analyst, ids.manager!, 5);
    await complete(manager, (await taskOf(manager, leave.processInstanceId))!, 'reject', '时间冲突');
    const adjust = (await taskOf(analyst, leave.processInstanceId))!;
    expect((await complete(analyst, adjust, 'cancel', '不请了')).status).toBe(200);
    // Ended by its applicant, not granted: 已取消 in the sent list and on the request, never 已完成.
    expect(await sent(analyst, leave.processInstanceId)).toMatchObject({ status: 'cancelled' });
    expect(await leaveDetail(analyst, leave.id)).toMatchObject({ status: 'cancelled' });
    expect((await history(analyst, leave.processInstanceId)).at(-1)).toMatchObject({
      kind: 'end',
      elementName: '已取消',
    });
  });

  it('the applicant withdraws while the next step is untouched, not after it was acted on', async () => {
    const leave = await leaveStarted(analyst, ids.manager!, 5);
    const withdraw = (who: Who, id: string) => callAs(who, 'POST', `${W}/withdraw?processInstanceId=${id}`);
    expect((await withdraw(manager, leave.processInstanceId)).status).toBe(403);
    expect((await withdraw(analyst, leave.processInstanceId)).status).toBe(200);
    expect(await sent(analyst, leave.processInstanceId)).toMatchObject({ status: 'withdrawn' });
    expect((await history(analyst, leave.processInstanceId)).at(-1)).toMatchObject({
      kind: 'end',
      elementName: '已撤回',
    });
    expect(await taskOf(manager, leave.processInstanceId)).toBeUndefined();
    expect((await withdraw(analyst, leave.processInstanceId)).status).toBe(409);

    const later = await leaveStarted(analyst, ids.manager!, 5);
    await complete(manager, (await taskOf(manager, later.processInstanceId))!, 'ok', '同意');
    expect((await withdraw(analyst, later.processInstanceId)).status).toBe(409);
    expect(await sent(analyst, later.processInstanceId)).toMatchObject({
      status: 'running',
      currentStep: '合伙人审批',
    });
  });

  it("a non-assignee's complete is refused with 403 and changes nothing", async () => {
    const leave = await leaveStarted(analyst, ids.manager!, 2);
    const task = (await taskOf(manager, leave.processInstanceId))!;
    const before = await history(analyst, leave.processInstanceId);
    for (const who of [partner, analyst]) expect((await complete(who, task, 'ok', '同意')).status).toBe(403);
    expect(await history(analyst, leave.processInstanceId)).toEqual(before);
    expect(await taskOf(manager, leave.processInstanceId)).toMatchObject({ taskId: task.taskId });
    // Someone with no part in it cannot read the instance either.
    const itadminView = await callAs(
      partner,
      'GET',
      `/api/blade-flow/process/history-flow-list?processInstanceId=${leave.processInstanceId}`,
    );
    expect(itadminView.status).toBe(404);
  });

  it('the assignee transfers a task to another user, who is reminded and decides', async () => {
    const leave = await leaveStarted(analyst, ids.manager!, 2);
    const task = (await taskOf(manager, leave.processInstanceId))!;
    const transfer = (who: Who, assignee: string) =>
      callAs(who, 'POST', `${W}/transfer-task`, { taskId: task.taskId, assignee, comment: '出差，请代批' });
    expect((await transfer(partner, ids.partner!)).status).toBe(400);
    expect((await transfer(analyst, ids.partner!)).status).toBe(403);
    expect((await transfer(manager, '123456789')).status).toBe(400);
    expect((await transfer(manager, ids.partner!)).status).toBe(200);
    expect(await taskOf(manager, leave.processInstanceId)).toBeUndefined();
    const theirs = (await taskOf(partner, leave.processInstanceId))!;
    expect(theirs).toMatchObject({ taskId: task.taskId, assigneeName: '陈建国' });
    const reminded = await ctx.db
      .select()
      .from(eventRemind)
      .where(and(eq(eventRemind.userId, ids.partner!), eq(eventRemind.businessId, task.taskId)));
    expect(reminded).toHaveLength(1);
    expect((await complete(manager, task, 'ok', '同意')).status).toBe(403);
    expect((await complete(partner, theirs, 'ok', '同意')).status).toBe(200);
    // Who handed it on still reads its history.
    expect((await history(manager, leave.processInstanceId)).map((h) => h.kind)).toContain('transfer');
    expect((await history(analyst, leave.processInstanceId)).map((h) => [h.kind, h.assigneeName, h.comment])).toEqual([
      ['start', '张敏', ''],
      ['transfer', '李娜', '出差，请代批'],
      ['task', '陈建国', '同意'],
      ['end', '', ''],
    ]);
  });

  it('refuses a bad request: end before start, own approver, missing fields, unknown approver', async () => {
    const def = await callAs(analyst, 'GET', `${W}/start-list`);
    const processDefinitionId = def.body.data.records[0].id as string;
    const base = {
      processDefinitionId,
      taskUser: ids.manager,
      startTime: '2026-12-02 09:00:00',
      endTime: '2026-12-03 18:00:00',
      reason: '事假',
    };
    const post = (body: object) => callAs(analyst, 'POST', '/api/blade-desk/process/leave/start-process', body);
    expect((await post({ ...base, endTime: '2026-12-01 18:00:00' })).body.msg).toBe('结束时间必须晚于开始时间');
    expect((await post({ ...base, taskUser: ids.analyst })).status).toBe(400);
    expect((await post({ ...base, reason: '' })).status).toBe(400);
    expect((await post({ ...base, taskUser: '123456789' })).status).toBe(400);
    expect((await requestLeave(analyst, ids.manager!, 2, '123456789')).status).toBe(404);
  });

  it('the work lists filter by a part of the process name', async () => {
    const leave = await leaveStarted(analyst, ids.manager!, 1);
    const names = async (path: string) =>
      (
        (await callAs(analyst, 'GET', path)).body.data.records as { processDefinitionName?: string; name?: string }[]
      ).map((r) => r.processDefinitionName ?? r.name);
    expect(await names(`${W}/start-list?processDefinitionName=${encodeURIComponent('请假')}`)).toEqual(['请假流程']);
    expect(await names(`${W}/start-list?processDefinitionName=nothing-like-it`)).toEqual([]);
    expect(await sent(analyst, leave.processInstanceId)).toBeDefined();
    const sentNamed = (name: string) =>
      callAs(analyst, 'GET', `${W}/send-list?size=100&processDefinitionName=${encodeURIComponent(name)}`);
    expect((await sentNamed('请假')).body.data.total).toBeGreaterThan(0);
    expect((await sentNamed('%')).body.data.total).toBe(0);
    const todo = (name: string) =>
      callAs(manager, 'GET', `${W}/todo-list?processDefinitionName=${encodeURIComponent(name)}`);
    expect((await todo('请假')).body.data.records.length).toBeGreaterThan(0);
    expect((await todo('项目')).body.data.records).toEqual([]);
  });

  it('the to-do list sorts by the field asked for, and refuses a field it does not sort by', async () => {
    await leaveStarted(analyst, ids.manager!, 1);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the list shows times to the second
    await leaveStarted(analyst, ids.manager!, 2);
    const times = async (sort: string) =>
      (
        (await callAs(manager, 'GET', `${W}/todo-list?size=100&${sort}`)).body.data.records as { createTime: string }[]
      ).map((r) => r.createTime);
    const ascending = await times('ascs=createTime');
    expect(new Set(ascending).size).toBeGreaterThanOrEqual(2);
    expect(ascending).toEqual([...ascending].sort());
    const descending = await times('descs=createTime');
    expect(descending).toEqual([...descending].sort().reverse());
    const refused = await callAs(manager, 'GET', `${W}/todo-list?ascs=password`);
    expect(refused.status).toBe(400);
    expect(refused.body.key).toBe('unknownSortField');
  });
});
