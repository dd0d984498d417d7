import { expect, test, type APIRequestContext } from '@playwright/test';
import { BASIC, signIn, SIGN_IN_WAIT, tokenOf } from './helpers';

/**
 * Project approvals in the work lists (issue 10): an approval runs on the project-approval process
 * (dictionary flow item 2, route `project-approval`), so its step is in the approver's 待办 like any
 * other; 办理 opens its own handle page (the application, the history, the live diagram), where the
 * approver approves with a comment; 办结's 详情 then shows it approved, with the whole history.
 */
test.describe.configure({ timeout: 180_000 });

const headers = (token: string) => ({ Authorization: BASIC, 'Blade-Auth': `bearer ${token}` });

async function userId(request: APIRequestContext, token: string, account: string): Promise<string> {
  const res = await request.get('/api/blade-user/user-list', { headers: headers(token), params: { keyword: account } });
  return ((await res.json()) as { data: { id: string; account: string }[] }).data.find((u) => u.account === account)!
    .id;
}

/** The manager creates a reserve project and asks the partner to approve its initiation; answers the approval. */
async function applyForInitiation(request: APIRequestContext, project: string) {
  const manager = await tokenOf(request, 'manager');
  const created = await request.post('/api/project/project/submit', {
    headers: headers(manager),
    data: { name: project, companyName: `${project}有限公司` },
  });
  expect(created.ok()).toBe(true);
  const projectId = ((await created.json()) as { data: { id: string } }).data.id;
  const applied = await request.post('/api/project/approval/apply', {
    headers: headers(manager),
    data: {
      projectId,
      type: 1,
      reason: '团队与赛道均已核实，申请立项',
      approverIds: [await userId(request, manager, 'partner')],
    },
  });
  expect(applied.ok()).toBe(true);
  return ((await applied.json()) as { data: { id: string; title: string } }).data;
}

test('a project approval opens from 待办 on its own handle page, is approved there, and 办结 shows it approved', async ({
  page,
  request,
}) => {
  const project = `审批旅程-${Date.now().toString(36)}`;
  const approval = await applyForInitiation(request, project);

  // The partner's to-do of this approval (its row is keyed by the task; the approval is the business id).
  const partner = await tokenOf(request, 'partner');
  const todo = await request.get('/api/blade-flow/work/todo-list', {
    headers: headers(partner),
    params: { size: 100 },
  });
  const tasks = (
    (await todo.json()) as { data: { records: { taskId: string; businessId: string; processInstanceId: string }[] } }
  ).data.records;
  const task = tasks.find((t) => t.businessId === approval.id)!;
  expect(task).toBeTruthy();

  await signIn(page, 'partner');
  await page.goto('/work/todo');
  const row = page.locator(`[data-testid="work-todo-table"] tr[data-row-key="${task.taskId}"]`);
  await expect(row).toContainText('项目审批', { timeout: SIGN_IN_WAIT });
  await row.getByTestId('work-handle').click();
  await expect(page).toHaveURL(
    new RegExp(`/work/process/project-approval/handle/${task.taskId}/${task.processInstanceId}/${approval.id}$`),
  );
  await expect(page.getByTestId('approval-process-title')).toHaveText(approval.title);
  await expect(page.getByTestId('approval-facts')).toContainText(project);
  await expect(page.getByTestId('approval-facts-status')).toHaveText('审批中');
  await expect(page.getByTestId('flow-timeline').getByTestId('flow-step').first()).toContainText('发起流程');
  const diagram = page.getByTestId('flow-diagram');
  await expect(diagram).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(diagram.locator('.djs-element.flow-current[data-element-id="approval"]')).toHaveCount(1);

  // The comment is required; then the step is approved and the tab closes onto the refreshed 待办.
  await page.getByTestId('flow-approve').click();
  await expect(page.getByText('请先填写批复意见')).toBeVisible();
  await page.getByTestId('flow-comment').fill('同意立项');
  await page.getByTestId('flow-approve').click();
  await expect(page).toHaveURL(/\/work\/todo$/);
  await expect(row).toHaveCount(0);

  // 办结: the approval ended, approved; its detail page has the history and no actions.
  await page.goto('/work/done');
  const done = page.locator(`[data-testid="work-done-table"] tr[data-row-key="${task.processInstanceId}"]`);
  await expect(done.getByTestId('work-progress')).toHaveText('已完成');
  await done.getByTestId('work-detail').click();
  await expect(page).toHaveURL(
    new RegExp(`/work/process/project-approval/detail/${task.processInstanceId}/${approval.id}$`),
  );
  await expect(page.getByTestId('approval-facts-status')).toHaveText('已通过');
  const steps = page.getByTestId('flow-timeline').getByTestId('flow-step');
  await expect(steps.nth(1)).toContainText('陈建国 在');
  await expect(steps.nth(1)).toContainText('同意立项');
  await expect(page.getByTestId('flow-decision')).toHaveCount(0);

  // The approval screens agree: the partner's 已办 lists it as approved by him.
  await page.goto('/approval/done');
  await expect(
    page
      .getByTestId('approval-done-table')
      .locator('tr', { hasText: approval.title })
      .getByTestId('approval-my-decision'),
  ).toHaveText('通过');
});
