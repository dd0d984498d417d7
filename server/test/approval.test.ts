import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ApprovalRecord } from '@invest/contract/approval';
import type { ProjectRecord } from '@invest/contract/project';
import { eventRemind } from '../src/db/schema/notice.js';
import { createTestContext, type TestContext } from './helpers/context.js';
import { callAs, userIds, type Who } from './helpers/calls.js';

const A = '/api/project/approval';
let ctx: TestContext;
let manager: Who, partner: Who, itadmin: Who;
const ids: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  [manager, partner, itadmin] = await Promise.all([ctx.as('manager'), ctx.as('partner'), ctx.as('itadmin')]);
  Object.assign(ids, await userIds(ctx, ['manager', 'partner', 'itadmin', 'analyst']));
});
afterAll(() => ctx.close());

async function projectAt(name: string, stage: number): Promise<ProjectRecord> {
  const p = (await callAs(manager, 'POST', '/api/project/project/save', { name, companyName: `${name}有限公司` })).body
    .data as ProjectRecord;
  for (let s = 1; s <= stage; s++)
    await callAs(manager, 'POST', '/api/project/project/changeStage', { id: p.id, toStage: s });
  return p;
}
const todos = async (who: Who) =>
  (await callAs(who, 'GET', `${A}/page?box=todo`)).body.data.records as ApprovalRecord[];

describe('approvals', () => {
  it('runs ordered approvers: each is reminded in turn, only the current one decides, then the project may invest', async () => {
    const p = await projectAt('审批项目甲', 3);
    const applied = await callAs(manager, 'POST', `${A}/apply`, {
      projectId: p.id,
      type: 2,
      reason: '投委会通过',
      approverIds: [ids.partner, ids.itadmin],
    });
    expect(applied.status).toBe(200);
    const a = applied.body.data as ApprovalRecord;
    expect(a).toMatchObject({ status: 0, currentStep: 1, title: '审批项目甲 投资决策', applicantName: '李娜' });
    expect(a.steps.map((s) => s.approverName)).toEqual(['陈建国', '周强']);
    expect((await todos(partner)).map((t) => t.id)).toContain(a.id);
    expect((await todos(itadmin)).map((t) => t.id)).not.toContain(a.id);
    const reminder = await ctx.db
      .select()
      .from(eventRemind)
      .where(and(eq(eventRemind.userId, ids.partner!), eq(eventRemind.businessId, a.id)));
    expect(reminder).toMatchObject([{ type: 0, eventKey: 'approval', msg: '「审批项目甲」投资决策审批等待您处理' }]);

    const early = await callAs(itadmin, 'POST', `${A}/decide`, { id: a.id, decision: 1 });
    expect(early).toMatchObject({ status: 403, body: { msg: '只有当前步骤的审批人可以处理' } });
    expect(
      (await callAs(partner, 'POST', `${A}/decide`, { id: a.id, decision: 1, comment: '同意' })).body.data.currentStep,
    ).toBe(2);
    expect((await todos(itadmin)).map((t) => t.id)).toContain(a.id);
    expect(
      (await callAs(partner, 'GET', `${A}/page?box=done`)).body.data.records.map((r: ApprovalRecord) => r.id),
    ).toContain(a.id);
    const done = await callAs(itadmin, 'POST', `${A}/decide`, { id: a.id, decision: 1, comment: '同意投资' });
    expect(done.body.data).toMatchObject({ status: 1, currentStep: 0 });
    expect(done.body.data.finishTime).not.toBe('');
    const told = await ctx.db
      .select()
      .from(eventRemind)
      .where(and(eq(eventRemind.userId, ids.manager!), eq(eventRemind.businessId, a.id)));
    expect(told.map((r) => r.msg)).toEqual(['您发起的「审批项目甲 投资决策」已通过']);
    expect((await callAs(itadmin, 'POST', `${A}/decide`, { id: a.id, decision: 2 })).body.msg).toBe('该审批已结束');
    const invested = await callAs(manager, 'POST', '/api/project/project/changeStage', {
      id: p.id,
      toStage: 4,
      investedAmount: 1500,
    });
    expect(invested.body.data.stage).toBe(4);
  });

  it('ends at the first rejection, and the project still cannot invest', async () => {
    const p = await projectAt('审批项目乙', 3);
    const a = (
      await callAs(manager, 'POST', `${A}/apply`, { projectId: p.id, type: 2, approverIds: [ids.partner, ids.itadmin] })
    ).body.data;
    expect(
      (await callAs(partner, 'POST', `${A}/decide`, { id: a.id, decision: 2, comment: '估值过高' })).body.data.status,
    ).toBe(2);
    expect((await todos(itadmin)).map((t) => t.id)).not.toContain(a.id);
    expect(
      (await callAs(manager, 'POST', '/api/project/project/changeStage', { id: p.id, toStage: 4, investedAmount: 1 }))
        .status,
    ).toBe(409);
  });

  it('lets the applicant withdraw a pending application, and no one else', async () => {
    const p = await projectAt('审批项目丙', 0);
    const a = (await callAs(manager, 'POST', `${A}/apply`, { projectId: p.id, type: 1, approverIds: [ids.partner] }))
      .body.data;
    expect(
      (await callAs(manager, 'POST', `${A}/apply`, { projectId: p.id, type: 1, approverIds: [ids.partner] })).body.msg,
    ).toBe('该项目已有一个同类审批正在进行');
    expect((await callAs(partner, 'POST', `${A}/withdraw?id=${a.id}`)).status).toBe(403);
    expect((await callAs(manager, 'POST', `${A}/withdraw?id=${a.id}`)).body.data.status).toBe(3);
    expect((await todos(partner)).map((t) => t.id)).not.toContain(a.id);
    expect(
      (await callAs(manager, 'GET', `${A}/page?box=mine&status=3`)).body.data.records.map((r: ApprovalRecord) => r.id),
    ).toEqual([a.id]);
  });

  it("lists a project's approvals, whoever applied, to anyone who may read the project", async () => {
    const p = await projectAt('审批项目己', 0);
    const other = await projectAt('审批项目庚', 0);
    const a = (await callAs(manager, 'POST', `${A}/apply`, { projectId: p.id, type: 1, approverIds: [ids.partner] }))
      .body.data as ApprovalRecord;
    await callAs(manager, 'POST', `${A}/apply`, { projectId: other.id, type: 1, approverIds: [ids.partner] });
    const analyst = await ctx.as('analyst');
    const listed = await callAs(analyst, 'GET', `${A}/page?box=project&projectId=${p.id}`);
    expect(listed.body.data).toMatchObject({ total: 1 });
    expect(listed.body.data.records).toMatchObject([
      { id: a.id, applicantName: '李娜', steps: [{ approverName: '陈建国', decision: null }] },
    ]);
    expect((await callAs(analyst, 'GET', `${A}/page?box=mine&projectId=${p.id}`)).body.data.total).toBe(0);
    expect((await callAs(analyst, 'GET', `${A}/page?box=project`)).status).toBe(400);
    expect((await callAs(analyst, 'GET', `${A}/page?box=project&projectId=123`)).status).toBe(404);
  });

  it('refuses the wrong stage, self-approval, repeated or unknown approvers, and bad input', async () => {
    const p = await projectAt('审批项目丁', 1);
    const apply = (payload: object) => callAs(manager, 'POST', `${A}/apply`, { projectId: p.id, type: 2, ...payload });
    expect((await apply({ approverIds: [ids.partner] })).body.msg).toMatch(/^项目当前阶段不能发起此类审批/);
    const reserve = await projectAt('审批项目戊', 0);
    expect(
      (await callAs(manager, 'POST', `${A}/apply`, { projectId: reserve.id, type: 1, approverIds: [ids.manager] })).body
        .msg,
    ).toBe('审批人不能重复，也不能是申请人自己');
    expect(
      (
        await callAs(manager, 'POST', `${A}/apply`, {
          projectId: reserve.id,
          type: 1,
          approverIds: [ids.partner, ids.partner],
        })
      ).status,
    ).toBe(400);
    expect(
      (await callAs(manager, 'POST', `${A}/apply`, { projectId: reserve.id, type: 1, approverIds: ['123'] })).body.msg,
    ).toBe('用户不存在');
    expect(
      (await callAs(manager, 'POST', `${A}/apply`, { projectId: p.id, type: 7, approverIds: [ids.partner] })).status,
    ).toBe(400);
    expect(
      (await callAs(manager, 'POST', `${A}/apply`, { projectId: reserve.id, type: 1, approverIds: [] })).status,
    ).toBe(400);
    expect((await callAs(manager, 'GET', `${A}/page?box=everything`)).status).toBe(400);
    const analyst = await ctx.as('analyst');
    expect((await callAs(analyst, 'POST', `${A}/decide`, { id: '1', decision: 1 })).status).toBe(403);
  });

  it('refuses a rejection without a comment and changes nothing; each record links to its project by uuid', async () => {
    const p = await projectAt('审批项目辛', 0);
    const a = (await callAs(manager, 'POST', `${A}/apply`, { projectId: p.id, type: 1, approverIds: [ids.partner] }))
      .body.data as ApprovalRecord;
    expect(a.projectUuid).toBe(p.uuid);
    const bare = await callAs(partner, 'POST', `${A}/decide`, { id: a.id, decision: 2, comment: '  ' });
    expect(bare).toMatchObject({ status: 400, body: { msg: '参数 comment 不能为空' } });
    expect((await callAs(partner, 'GET', `${A}/detail?id=${a.id}`)).body.data).toMatchObject({
      status: 0,
      currentStep: 1,
      steps: [{ decision: null, comment: '' }],
    });
    const todo = (await todos(partner)).find((t) => t.id === a.id);
    expect(todo).toMatchObject({ projectName: '审批项目辛', projectUuid: p.uuid });
    // Approving needs no comment.
    expect((await callAs(partner, 'POST', `${A}/decide`, { id: a.id, decision: 1 })).body.data.status).toBe(1);
  });
});
