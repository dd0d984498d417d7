import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowTaskRecord } from '@invest/contract/flow';
import { createTestContext, type TestContext } from './helpers/context.js';
import { callAs, userIds, type Who } from './helpers/calls.js';
import { complete, history, leaveDetail, leaveStarted, taskOf, W } from './helpers/flow.js';

let ctx: TestContext;
let analyst: Who, manager: Who, partner: Who, itadmin: Who;
const ids: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  [analyst, manager, partner, itadmin] = await Promise.all([
    ctx.as('analyst'),
    ctx.as('manager'),
    ctx.as('partner'),
    ctx.as('itadmin'),
  ]);
  Object.assign(ids, await userIds(ctx, ['manager', 'partner', 'itadmin']));
}, 180_000);
afterAll(() => ctx.close());

const post = (who: Who, path: string, body?: object) => callAs(who, 'POST', `${W}/${path}`, body);
const kinds = async (instanceId: string) => (await history(analyst, instanceId)).map((h) => [h.kind, h.elementId]);

describe('delegating and returning tasks', () => {
  it('a delegate answers for the owner, who gets the task back and completes it', async () => {
    const leave = await leaveStarted(analyst, ids.manager!, 5);
    const task = (await taskOf(manager, leave.processInstanceId))!;
    const delegate = { taskId: task.taskId, assignee: ids.itadmin, comment: '请代为审核' };
    expect((await post(manager, 'delegate-task', delegate)).status).toBe(200);
    expect(await taskOf(manager, leave.processInstanceId)).toBeUndefined();
    const delegated = (await taskOf(itadmin, leave.processInstanceId))!;
    // Delegated once is enough: the delegate cannot pass it on by delegation again.
    expect((await post(itadmin, 'delegate-task', { ...delegate, assignee: ids.partner })).status).toBe(409);
    expect((await complete(itadmin, delegated, 'ok', '材料齐全')).status).toBe(200);

    // The instance did not move: the owner has the same task again and decides it.
    expect(await taskOf(itadmin, leave.processInstanceId)).toBeUndefined();
    const back = (await taskOf(manager, leave.processInstanceId))!;
    expect(back.taskId).toBe(task.taskId);
    expect((await complete(manager, back, 'ok', '同意')).status).toBe(200);
    const steps = await history(analyst, leave.processInstanceId);
    expect(steps.map((h) => [h.kind, h.assigneeName, h.comment])).toEqual([
      ['start', '张敏', ''],
      ['delegate', '李娜', '请代为审核'],
      ['resolve', '周强', '材料齐全'],
      ['task', '李娜', '同意'],
    ]);
  });

  it('the assignee returns a task to an earlier step, whose person decides it again', async () => {
    const leave = await leaveStarted(analyst, ids.manager!, 5);
    expect((await complete(manager, (await taskOf(manager, leave.processInstanceId))!, 'ok', '同意')).status).toBe(200);
    const claimable = (await taskOf(partner, leave.processInstanceId, 'claim'))!;
    await post(partner, `claim-task?taskId=${claimable.taskId}`);
    const targets = await callAs(partner, 'GET', `${W}/return-targets?taskId=${claimable.taskId}`);
    expect(targets.body.data).toEqual([{ elementId: 'approval', elementName: '审批' }]);

    const back = { taskId: claimable.taskId, targetElementId: 'approval', comment: '请补充交接安排' };
    expect((await post(partner, 'return-task', { ...back, targetElementId: 'adjust' })).status).toBe(400);
    expect((await post(partner, 'return-task', { ...back, comment: '' })).status).toBe(400);
    expect((await post(partner, 'return-task', back)).status).toBe(200);

    expect(await taskOf(partner, leave.processInstanceId)).toBeUndefined();
    const again = (await taskOf(manager, leave.processInstanceId))!;
    expect(again).toMatchObject({ taskDefinitionKey: 'approval', assigneeName: '李娜' });
    // From there the diagram runs as before: approved again, the partner decides, and it ends.
    expect((await complete(manager, again, 'ok', '已补充')).status).toBe(200);
    const partnerTask = (await taskOf(partner, leave.processInstanceId, 'claim'))!;
    await post(partner, `claim-task?taskId=${partnerTask.taskId}`);
    expect((await complete(partner, partnerTask, 'ok', '同意')).status).toBe(200);
    expect((await leaveDetail(analyst, leave.id)).status).toBe('finished');
    expect(await kinds(leave.processInstanceId)).toEqual([
      ['start', 'start'],
      ['task', 'approval'],
      ['return', 'partnerApproval'],
      ['task', 'approval'],
      ['task', 'partnerApproval'],
      ['end', 'end'],
    ]);
  });

  it('only the assignee (or a candidate, claiming) acts on a task: everyone else gets 403 and nothing changes', async () => {
    const leave = await leaveStarted(analyst, ids.manager!, 5);
    const task = (await taskOf(manager, leave.processInstanceId))!;
    const before = await kinds(leave.processInstanceId);
    const attempts: [Who, string, object | undefined][] = [
      [partner, 'complete-task', { ...ref(task), flag: 'ok', comment: '' }],
      [partner, 'transfer-task', { taskId: task.taskId, assignee: ids.itadmin }],
      [partner, 'delegate-task', { taskId: task.taskId, assignee: ids.itadmin }],
      [partner, 'return-task', { taskId: task.taskId, targetElementId: 'approval', comment: '退回' }],
      [partner, `claim-task?taskId=${task.taskId}`, undefined],
      [itadmin, 'complete-task', { ...ref(task), flag: 'reject', comment: '不同意' }],
    ];
    for (const [who, path, body] of attempts) expect((await post(who, path, body)).status, path).toBe(403);
    expect((await callAs(partner, 'GET', `${W}/return-targets?taskId=${task.taskId}`)).status).toBe(403);
    // Terminating is for administrators (flow_terminate); the applicant cannot.
    const terminate = `/api/blade-flow/follow/delete-process-instance?processInstanceId=${leave.processInstanceId}&deleteReason=x`;
    expect((await callAs(analyst, 'POST', terminate)).status).toBe(403);

    expect(await kinds(leave.processInstanceId)).toEqual(before);
    expect(await taskOf(manager, leave.processInstanceId)).toMatchObject({ taskId: task.taskId, assigneeName: '李娜' });
    expect((await leaveDetail(analyst, leave.id)).status).toBe('running');
  });
});

const ref = (t: FlowTaskRecord) => ({ taskId: t.taskId, processInstanceId: t.processInstanceId });
