import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApprovalLink, ApprovalLinkTask } from '@invest/contract/flow';
import { flowLink } from '../src/db/schema/flow.js';
import { md5Hex } from '../src/modules/auth/secrets.js';
import { call, createTestContext, SEED_PASSWORD, type TestContext } from './helpers/context.js';
import { callAs, userIds, type Who } from './helpers/calls.js';
import { history, leaveDetail, leaveStarted, taskOf, W } from './helpers/flow.js';

const LINK = '/api/blade-flow/approval-link';
let ctx: TestContext;
let analyst: Who, manager: Who;
const ids: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  [analyst, manager] = await Promise.all([ctx.as('analyst'), ctx.as('manager')]);
  Object.assign(ids, await userIds(ctx, ['manager']));
}, 180_000);
afterAll(() => ctx.close());

/** The approval page's calls: no sign-in, only the console's client header. */
const readLink = async (token: string) => {
  const res = await call(ctx.app, { method: 'GET', url: `${LINK}/task?token=${encodeURIComponent(token)}` });
  return { status: res.statusCode, body: res.json() };
};
const decide = async (token: string, password: string, flag = 'ok', comment = '同意') => {
  const res = await call(ctx.app, {
    method: 'POST',
    url: `${LINK}/complete`,
    payload: { token, password: md5Hex(password), flag, comment },
  });
  return { status: res.statusCode, body: res.json() };
};

async function linkForNewLeave() {
  const leave = await leaveStarted(analyst, ids.manager!, 2);
  const task = (await taskOf(manager, leave.processInstanceId))!;
  const link = (await callAs(manager, 'POST', `${W}/approval-link?taskId=${task.taskId}`)).body.data as ApprovalLink;
  return { leave, task, link };
}

describe('approval links', () => {
  it('shows the task without sign-in and lets the assignee decide once, after their password', async () => {
    const { leave, task, link } = await linkForNewLeave();
    expect(link.url).toBe(`/approval-page?token=${link.token}`);
    // Only the assignee gets a link to a task.
    expect((await callAs(analyst, 'POST', `${W}/approval-link?taskId=${task.taskId}`)).status).toBe(403);

    const shown = await readLink(link.token);
    expect(shown.status).toBe(200);
    expect(shown.body.data as ApprovalLinkTask).toMatchObject({
      taskId: task.taskId,
      taskName: '审批',
      processDefinitionName: '请假流程',
      applicantName: '张敏',
      assigneeName: '李娜',
      businessId: leave.id,
      history: [{ kind: 'start' }],
    });

    const wrong = await decide(link.token, 'not-the-password');
    expect(wrong).toMatchObject({ status: 403, body: { msg: '密码错误' } });
    expect((await leaveDetail(analyst, leave.id)).status).toBe('running');

    expect((await decide(link.token, SEED_PASSWORD)).status).toBe(200);
    expect((await leaveDetail(analyst, leave.id)).status).toBe('finished');
    expect((await history(analyst, leave.processInstanceId)).map((h) => [h.kind, h.assigneeName])).toEqual([
      ['start', '张敏'],
      ['task', '李娜'],
      ['end', ''],
    ]);
    expect(await decide(link.token, SEED_PASSWORD)).toMatchObject({ status: 410, body: { msg: '审批链接已使用' } });
    expect(await readLink(link.token)).toMatchObject({ status: 410, body: { msg: '审批链接已使用' } });
  });

  it('refuses expired, forged and overtaken links with a clear message, changing nothing', async () => {
    const { leave, task, link } = await linkForNewLeave();
    const [payload, signature] = link.token.split('.');
    const forged = `${Buffer.from(`000000:${task.taskId}`).toString('base64url')}.${signature}`;
    expect(await readLink(forged)).toMatchObject({ status: 400, body: { msg: '审批链接无效' } });
    expect(await readLink(`${payload}.x`)).toMatchObject({ status: 400, body: { msg: '审批链接无效' } });
    expect(await decide('garbage', SEED_PASSWORD)).toMatchObject({ status: 400 });

    const [row] = await ctx.db.select().from(flowLink).where(eq(flowLink.taskId, task.taskId));
    await ctx.db
      .update(flowLink)
      .set({ expireTime: new Date(Date.now() - 1000) })
      .where(eq(flowLink.id, row!.id));
    expect(await decide(link.token, SEED_PASSWORD)).toMatchObject({ status: 410, body: { msg: '审批链接已过期' } });
    expect((await leaveDetail(analyst, leave.id)).status).toBe('running');

    // A fresh link to a task someone handled meanwhile in the console.
    const fresh = (await callAs(manager, 'POST', `${W}/approval-link?taskId=${task.taskId}`)).body.data as ApprovalLink;
    await callAs(manager, 'POST', `${W}/complete-task`, {
      taskId: task.taskId,
      processInstanceId: task.processInstanceId,
      flag: 'reject',
      comment: '请改期',
    });
    expect(await decide(fresh.token, SEED_PASSWORD)).toMatchObject({ status: 409, body: { msg: '该任务已被处理' } });
  });
});
