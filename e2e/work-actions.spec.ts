import { expect, test, type Browser, type Page } from '@playwright/test';
import { act, confirmDialog, requestLeave, signIn, SIGN_IN_WAIT, waitingTask } from './helpers';

/**
 * The task actions of the work screens (issue 10), each on a leave request of its own: the applicant
 * withdraws while the next step is untouched (and not after); a task transferred lands in the new
 * assignee's 待办 only; a partner returns a request to the earlier step; a rejected request is
 * adjusted and resubmitted, or cancelled. Set-up that is not the point of a journey runs by API.
 */
test.describe.configure({ timeout: 240_000 });

async function as(browser: Browser, account: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

const unique = (what: string) => `${what} ${Date.now().toString(36)}`;

/** Opens the handle page of an instance's task from the user's 待办. */
async function handleFromTodo(page: Page, taskId: string) {
  await page.goto('/work/todo');
  const row = page.locator(`[data-testid="work-todo-table"] tr[data-row-key="${taskId}"]`);
  await row.getByTestId('work-handle').click({ timeout: SIGN_IN_WAIT });
  await expect(page).toHaveURL(/\/work\/process\/leave\/handle\//);
  return row;
}

test('the applicant withdraws a request nobody has acted on; once the approver has, withdrawing is refused', async ({
  browser,
  request,
}) => {
  const untouched = await requestLeave(request, { days: 2, reason: unique('撤回旅程') });
  const approved = await requestLeave(request, { days: 5, reason: unique('撤回过迟') });
  const first = (await waitingTask(request, 'manager', approved))!;
  await act(request, 'manager', {
    kind: 'complete',
    taskId: first.taskId,
    processInstanceId: approved,
    flag: 'ok',
    comment: '同意',
  });

  const analyst = await as(browser, 'analyst');
  await analyst.goto('/work/send');
  const row = (id: string) => analyst.locator(`[data-testid="work-send-table"] tr[data-row-key="${id}"]`);
  await expect(row(untouched).getByTestId('work-progress')).toHaveText('审批', { timeout: SIGN_IN_WAIT });
  await row(untouched).getByTestId('work-withdraw').click();
  await confirmDialog(analyst, /确\s*定|OK/);
  await expect(row(untouched).getByTestId('work-progress')).toHaveText('已撤回');
  await expect(row(untouched).getByTestId('work-withdraw')).toHaveCount(0);
  // The manager's to-do went with it.
  expect(await waitingTask(request, 'manager', untouched)).toBeUndefined();

  // The manager approved the other one: it waits for a partner and can no longer be taken back.
  await expect(row(approved).getByTestId('work-progress')).toHaveText('合伙人审批');
  await row(approved).getByTestId('work-withdraw').click();
  await confirmDialog(analyst, /确\s*定|OK/);
  await expect(analyst.getByText('下一环节已开始处理，不能撤回')).toBeVisible();
  await expect(row(approved).getByTestId('work-progress')).toHaveText('合伙人审批');
  expect(await waitingTask(request, 'partner', approved, 'claim')).toBeDefined();

  await act(request, 'admin', { kind: 'delete', processInstanceId: approved });
});

test('a transferred task lands in the new assignee’s 待办, not the original’s, and is decided there', async ({
  browser,
  request,
}) => {
  const instance = await requestLeave(request, { days: 2, reason: unique('转办旅程') });
  const task = (await waitingTask(request, 'manager', instance))!;

  const manager = await as(browser, 'manager');
  const row = await handleFromTodo(manager, task.taskId);
  await manager.getByTestId('flow-comment').fill('请陈总代为审批');
  await manager.getByTestId('flow-transfer').click();
  const dialog = manager.locator('.ant-modal', { hasText: '转办给' });
  await dialog.getByTestId('flow-transfer-user').click();
  await manager.keyboard.type('陈建国');
  await manager
    .locator('.ant-select-dropdown:visible [data-testid="user-option"]', { hasText: '陈建国' })
    .first()
    .click();
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(manager).toHaveURL(/\/work\/todo$/);
  await expect(row).toHaveCount(0);
  expect(await waitingTask(request, 'manager', instance)).toBeUndefined();

  const moved = (await waitingTask(request, 'partner', instance))!;
  expect(moved.taskName).toBe('审批');
  const partner = await as(browser, 'partner');
  await handleFromTodo(partner, moved.taskId);
  const steps = partner.getByTestId('flow-timeline').getByTestId('flow-step');
  await expect(steps.filter({ hasText: '李娜 在' }).filter({ hasText: '转办 [审批] 环节' })).toHaveCount(1);
  await partner.getByTestId('flow-comment').fill('同意');
  await partner.getByTestId('flow-approve').click();
  await expect(partner).toHaveURL(/\/work\/todo$/);

  // Two days: the request is finished, approved by the one it was transferred to.
  await manager.goto('/work/done');
  expect(await waitingTask(request, 'partner', instance)).toBeUndefined();
  const analyst = await as(browser, 'analyst');
  await analyst.goto('/work/send');
  const sent = analyst.locator(`[data-testid="work-send-table"] tr[data-row-key="${instance}"]`);
  await expect(sent.getByTestId('work-progress')).toHaveText('已完成', { timeout: SIGN_IN_WAIT });
});

test('a partner returns a request to the earlier step: it is back in the approver’s 待办', async ({
  browser,
  request,
}) => {
  const instance = await requestLeave(request, { days: 5, reason: unique('退回旅程') });
  const first = (await waitingTask(request, 'manager', instance))!;
  await act(request, 'manager', {
    kind: 'complete',
    taskId: first.taskId,
    processInstanceId: instance,
    flag: 'ok',
    comment: '同意',
  });
  const claimable = (await waitingTask(request, 'partner', instance, 'claim'))!;
  await act(request, 'partner', { kind: 'claim', taskId: claimable.taskId });

  const partner = await as(browser, 'partner');
  const row = await handleFromTodo(partner, claimable.taskId);
  // The comment comes first, as for every decision.
  await partner.getByTestId('flow-return').click();
  await expect(partner.getByText('请先填写批复意见')).toBeVisible();
  await partner.getByTestId('flow-comment').fill('请补充工作交接安排后再批');
  await partner.getByTestId('flow-return').click();
  const dialog = partner.locator('.ant-modal', { hasText: '退回到' });
  await dialog.getByTestId('flow-return-target').click();
  await partner.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '审批' }).first().click();
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(partner).toHaveURL(/\/work\/todo$/);
  await expect(row).toHaveCount(0);

  // The manager has the first step again; the diagram shows the request waiting there.
  const again = (await waitingTask(request, 'manager', instance))!;
  expect(again.taskName).toBe('审批');
  const manager = await as(browser, 'manager');
  await handleFromTodo(manager, again.taskId);
  const diagram = manager.getByTestId('flow-diagram');
  await expect(diagram).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(diagram.locator('.djs-element.flow-current[data-element-id="approval"]')).toHaveCount(1);
  await expect(manager.getByTestId('flow-timeline')).toContainText('请补充工作交接安排后再批');

  await act(request, 'admin', { kind: 'delete', processInstanceId: instance });
});

/** The manager rejects the request by API; answers the applicant's 调整申请 task. */
async function rejected(request: Parameters<typeof requestLeave>[0], instance: string) {
  const task = (await waitingTask(request, 'manager', instance))!;
  await act(request, 'manager', {
    kind: 'complete',
    taskId: task.taskId,
    processInstanceId: instance,
    flag: 'reject',
    comment: '日期与项目路演冲突，请调整',
  });
  const adjust = (await waitingTask(request, 'analyst', instance))!;
  expect(adjust.taskName).toBe('调整申请');
  return adjust;
}

test('reject → the applicant adjusts and resubmits → the approver sees the new request and approves it', async ({
  browser,
  request,
}) => {
  const instance = await requestLeave(request, { days: 2, reason: unique('驳回旅程') });
  const adjust = await rejected(request, instance);
  const reason = unique('改期后的请假');

  const analyst = await as(browser, 'analyst');
  await handleFromTodo(analyst, adjust.taskId);
  const form = analyst.getByTestId('leave-adjust');
  await expect(analyst.getByTestId('flow-timeline')).toContainText('日期与项目路演冲突，请调整');
  await expect(analyst.getByTestId('flow-decision')).toHaveCount(0);
  await form.getByTestId('leave-reason').fill(reason);
  await analyst.getByTestId('leave-resubmit').click();
  await expect(analyst).toHaveURL(/\/work\/todo$/);

  const again = (await waitingTask(request, 'manager', instance))!;
  expect(again.taskName).toBe('审批');
  const manager = await as(browser, 'manager');
  await handleFromTodo(manager, again.taskId);
  await expect(manager.getByTestId('leave-request')).toContainText(reason);
  await manager.getByTestId('flow-comment').fill('同意');
  await manager.getByTestId('flow-approve').click();
  await expect(manager).toHaveURL(/\/work\/todo$/);

  // The analyst's first visit to 已发 loads its code on a busy machine: allow it the sign-in's wait.
  await analyst.goto('/work/send');
  const sent = analyst.locator(`[data-testid="work-send-table"] tr[data-row-key="${instance}"]`);
  await expect(sent.getByTestId('work-progress')).toHaveText('已完成', { timeout: SIGN_IN_WAIT });
});

test('reject → the applicant cancels: the request ends on the cancel branch and leaves every 待办', async ({
  browser,
  request,
}) => {
  const instance = await requestLeave(request, { days: 2, reason: unique('取消旅程') });
  const adjust = await rejected(request, instance);

  const analyst = await as(browser, 'analyst');
  await handleFromTodo(analyst, adjust.taskId);
  await analyst.getByTestId('leave-cancel').click();
  await confirmDialog(analyst, /确\s*定|OK/);
  await expect(analyst).toHaveURL(/\/work\/todo$/);
  expect(await waitingTask(request, 'analyst', instance)).toBeUndefined();
  expect(await waitingTask(request, 'manager', instance)).toBeUndefined();

  await analyst.goto('/work/send');
  const sent = analyst.locator(`[data-testid="work-send-table"] tr[data-row-key="${instance}"]`);
  await expect(sent.getByTestId('work-detail')).toBeVisible({ timeout: SIGN_IN_WAIT });
  await expect(sent.getByTestId('work-withdraw')).toHaveCount(0);
  await expect(sent.getByTestId('work-progress')).toHaveText('已取消');
  await sent.getByTestId('work-detail').click();
  await expect(analyst).toHaveURL(/\/work\/process\/leave\/detail\//);
  await expect(analyst.getByTestId('leave-status')).toHaveText('已取消');
  const diagram = analyst.getByTestId('flow-diagram');
  await expect(diagram).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(diagram.locator('.djs-element.flow-taken[data-element-id="cancelled"]')).toHaveCount(1);
  await expect(analyst.getByTestId('flow-timeline').getByTestId('flow-step').last()).toContainText('流程在');
});
