import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ApprovalRecord } from '@invest/contract/approval';
import type { ProjectRecord } from '@invest/contract/project';
import { nextId } from '../src/db/ids.js';
import { eventRemind } from '../src/db/schema/notice.js';
import { approval, approvalStep } from '../src/db/schema/pipeline.js';
import { moveApprovalsOntoEngine } from '../src/modules/approval/move-onto-engine.js';
import { createTestContext, type TestContext } from './helpers/context.js';
import { callAs, userIds, type Who } from './helpers/calls.js';
import { history, W } from './helpers/flow.js';

const A = '/api/project/approval';
let ctx: TestContext;
let manager: Who, partner: Who, itadmin: Who;
const ids: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  [manager, partner, itadmin] = await Promise.all([ctx.as('manager'), ctx.as('partner'), ctx.as('itadmin')]);
  Object.assign(ids, await userIds(ctx, ['manager', 'partner', 'itadmin']));
}, 180_000);
afterAll(() => ctx.close());

const project = async (name: string) =>
  (await callAs(manager, 'POST', '/api/project/project/save', { name, companyName: `${name}有限公司` })).body
    .data as ProjectRecord;
const detail = async (who: Who, id: string) =>
  (await callAs(who, 'GET', `${A}/detail?id=${id}`)).body.data as ApprovalRecord;
const unreadTodos = (userId: string, approvalId: string) =>
  ctx.db
    .select({ id: eventRemind.id })
    .from(eventRemind)
    .where(
      and(
        eq(eventRemind.userId, userId),
        eq(eventRemind.businessId, approvalId),
        eq(eventRemind.type, 0),
        eq(eventRemind.isRead, 0),
      ),
    );

describe('approvals on the workflow engine', () => {
  it('runs each approval as a project-approval instance; a decided step marks its to-do done', async () => {
    const p = await project('引擎审批甲');
    const a = (
      await callAs(manager, 'POST', `${A}/apply`, { projectId: p.id, type: 1, approverIds: [ids.partner, ids.itadmin] })
    ).body.data as ApprovalRecord;
    expect(await unreadTodos(ids.partner!, a.id)).toHaveLength(1);
    // The Workflow screens see the same instance: the applicant's sent list, the approver's to-do.
    const sent = (await callAs(manager, 'GET', `${W}/send-list?category=flow_2`)).body.data.records;
    const instance = sent.find((r: { businessId: string }) => r.businessId === a.id);
    expect(instance).toMatchObject({ processDefinitionKey: 'ProjectApproval', currentStep: '审批' });

    await callAs(partner, 'POST', `${A}/decide`, { id: a.id, decision: 1, comment: '同意' });
    expect(await unreadTodos(ids.partner!, a.id)).toHaveLength(0);
    expect(await unreadTodos(ids.itadmin!, a.id)).toHaveLength(1);
    await callAs(itadmin, 'POST', `${A}/decide`, { id: a.id, decision: 1 });
    expect(await unreadTodos(ids.itadmin!, a.id)).toHaveLength(0);
    expect((await history(manager, instance.processInstanceId)).map((h) => [h.elementName, h.assigneeName])).toEqual([
      ['发起审批', '李娜'],
      ['审批', '陈建国'],
      ['审批', '周强'],
      ['已通过', ''],
    ]);
  });

  it('moves the rows of the ordered-approver engine onto the engine once, keeping every decision', async () => {
    // One moment for all four rows: computed per row, two of them could fall on either side of a second.
    const created = new Date(Date.now() - 10 * 86_400_000);
    const legacy = async (
      name: string,
      status: number,
      steps: { approverId: string; decision?: number; comment?: string }[],
    ) => {
      const p = await project(name);
      const id = nextId();
      await ctx.db.insert(approval).values({
        id,
        tenantId: '000000',
        projectId: p.id,
        type: 1,
        title: `${name} 立项`,
        applicantId: ids.manager!,
        status,
        currentStep: status === 0 ? steps.findIndex((s) => !s.decision) + 1 : 0,
        createTime: created,
        finishTime: status === 0 ? null : new Date(created.getTime() + 2 * 86_400_000),
      });
      await ctx.db.insert(approvalStep).values(
        steps.map((s, i) => ({
          approvalId: id,
          seq: i + 1,
          approverId: s.approverId,
          decision: s.decision ?? null,
          comment: s.comment ?? '',
          decidedAt: s.decision ? new Date(created.getTime() + (i + 1) * 86_400_000) : null,
        })),
      );
      return id;
    };
    const approved = await legacy('迁移审批甲', 1, [
      { approverId: ids.partner!, decision: 1, comment: '同意' },
      { approverId: ids.itadmin!, decision: 1, comment: '可以' },
    ]);
    const rejected = await legacy('迁移审批乙', 2, [
      { approverId: ids.partner!, decision: 2, comment: '估值过高' },
      { approverId: ids.itadmin! },
    ]);
    const pending = await legacy('迁移审批丙', 0, [
      { approverId: ids.partner!, decision: 1, comment: '同意' },
      { approverId: ids.itadmin! },
    ]);
    const withdrawn = await legacy('迁移审批丁', 3, [{ approverId: ids.partner! }]);

    expect(await moveApprovalsOntoEngine(ctx.db)).toBe(4);
    expect(await moveApprovalsOntoEngine(ctx.db)).toBe(0);

    expect(await detail(manager, approved)).toMatchObject({
      status: 1,
      currentStep: 0,
      steps: [
        { approverName: '陈建国', decision: 1, comment: '同意' },
        { approverName: '周强', decision: 1, comment: '可以' },
      ],
    });
    expect(await detail(manager, rejected)).toMatchObject({
      status: 2,
      steps: [{ decision: 2, comment: '估值过高' }, { decision: null }],
    });
    expect(await detail(manager, withdrawn)).toMatchObject({ status: 3, currentStep: 0 });
    const waiting = await detail(manager, pending);
    expect(waiting).toMatchObject({ status: 0, currentStep: 2, steps: [{ decision: 1 }, { decision: null }] });
    expect(waiting.createTime).toBe((await detail(manager, approved)).createTime);

    // The moved pending approval goes on where it stood: the second approver decides it.
    expect((await callAs(partner, 'POST', `${A}/decide`, { id: pending, decision: 1 })).status).toBe(403);
    const done = await callAs(itadmin, 'POST', `${A}/decide`, { id: pending, decision: 1 });
    expect(done.body.data).toMatchObject({ status: 1, currentStep: 0 });
  });
});
