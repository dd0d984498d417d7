import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASIC, confirmDialog, PASSWORD, SIGN_IN_WAIT, signIn, tokenOf } from './helpers';

/**
 * Process management (issue 10): an administrator deploys a new version of the leave process from
 * its .bpmn file, suspends and activates it, deletes it again; a broken file deploys nothing, nor
 * can a deployment with running instances be deleted; the modeler deploys an opened version as the
 * key's next one, on which new requests run while earlier ones keep theirs; a running request is deleted from 流程跟踪
 * only with a reason; an approval link decides a task once, without sign-in.
 */
const LEAVE_BPMN = readFileSync('server/src/modules/flow/processes/leave.bpmn', 'utf8');
const LEAVE_NAME = '请假流程';

// Several sign-ins, uploads and confirmations: more than a minute on the loaded 2-core machine.
test.describe.configure({ timeout: 180_000 });

const headers = (token: string) => ({ Authorization: BASIC, 'Blade-Auth': `bearer ${token}` });

async function userId(request: APIRequestContext, token: string, account: string): Promise<string> {
  const res = await request.get('/api/blade-user/user-list', { headers: headers(token), params: { keyword: account } });
  return ((await res.json()) as { data: { id: string; account: string }[] }).data.find((u) => u.account === account)!
    .id;
}

/** The analyst asks the manager for two days of leave; answers the instance's id. */
async function requestLeave(request: APIRequestContext): Promise<string> {
  const analyst = await tokenOf(request, 'analyst');
  const manager = await userId(request, analyst, 'manager');
  const startable = await request.get('/api/blade-flow/work/start-list', { headers: headers(analyst) });
  const defs = ((await startable.json()) as { data: { records: { id: string; key: string }[] } }).data.records;
  const res = await request.post('/api/blade-desk/process/leave/start-process', {
    headers: headers(analyst),
    data: {
      processDefinitionId: defs.find((d) => d.key === 'Leave')!.id,
      taskUser: manager,
      startTime: '2026-12-01 09:00:00',
      endTime: '2026-12-02 18:00:00',
      reason: '流程跟踪旅程',
    },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { processInstanceId: string } }).data.processInstanceId;
}

async function openDeployDialog(page: Page) {
  await page.getByTestId('flow-deploy-open').click();
  const dialog = page.getByTestId('flow-deploy');
  await dialog.getByTestId('flow-deploy-category').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: LEAVE_NAME }).click();
  return dialog;
}

const chooseFile = (page: Page, name: string, text: string) =>
  page
    .getByTestId('flow-deploy')
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'application/xml', buffer: Buffer.from(text) });

test('running requests are deleted from 流程跟踪 only with a reason', async ({ page, request }) => {
  const instanceId = await requestLeave(request);
  await signIn(page, 'admin');
  await page.goto('/flow/follow');
  const row = page.locator(`[data-testid="flow-follow-table"] tr[data-row-key="${instanceId}"]`);
  // The first visit loads the page's code on a busy machine: allow it the sign-in's wait.
  await expect(row.getByTestId('flow-instance-process')).toContainText(LEAVE_NAME, { timeout: SIGN_IN_WAIT });
  await expect(row.getByTestId('flow-instance-applicant')).toHaveText('张敏');
  await expect(row.getByTestId('flow-instance-step')).toHaveText('审批');

  // Its diagram marks the step it waits at.
  await row.getByTestId('flow-instance-diagram').click();
  const diagram = page.getByTestId('flow-diagram-dialog');
  await expect(diagram.locator('.flow-current[data-element-id="approval"]')).toBeVisible({ timeout: SIGN_IN_WAIT });
  await diagram.getByRole('button', { name: /close|关闭/i }).click();
  await expect(diagram).toBeHidden();

  await row.getByTestId('flow-instance-terminate').click();
  const dialog = page.getByTestId('flow-terminate');
  await dialog.getByTestId('flow-terminate-ok').click();
  await expect(dialog).toContainText('请填写删除理由');
  await expect(row).toBeVisible();

  await dialog.getByTestId('flow-terminate-reason').fill('申请人已离职，流程作废');
  await dialog.getByTestId('flow-terminate-ok').click();
  await expect(page.getByText('流程已删除')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('an administrator deploys, suspends, activates and deletes a version; a broken file deploys nothing', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin');
  await page.goto('/flow/manager');
  const table = page.getByTestId('flow-manager-table');
  const leaveRows = table.locator('tr', { has: page.getByTestId('flow-definition-name').getByText(LEAVE_NAME) });
  await expect(leaveRows.getByTestId('flow-definition-version')).toHaveText('v1', { timeout: SIGN_IN_WAIT });

  // A request runs on v1: its deployment cannot go.
  const running = await requestLeave(request);
  await leaveRows.getByTestId('flow-definition-delete').click();
  await confirmDialog(page, /删\s*除/);
  await expect(page.getByText('该部署还有运行中的流程，不能删除')).toBeVisible();
  await expect(leaveRows).toHaveCount(1);

  // A broken file: the server names the line and the reason, and nothing is deployed.
  const broken = LEAVE_BPMN.replace('<bpmn:endEvent id="end" name="结束" />', '<bpmn:endEvent id="end" name="结束">');
  let dialog = await openDeployDialog(page);
  await chooseFile(page, 'leave-broken.bpmn', broken);
  await expect(dialog.getByTestId('flow-deploy-preview-problem')).toBeVisible();
  await dialog.getByTestId('flow-deploy-ok').click();
  await expect(dialog).toContainText(/流程图第 \d+ 行有误：/);
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(dialog).toBeHidden();
  await table.getByTestId('flow-manager-table-refresh').click();
  await expect(leaveRows).toHaveCount(1);

  // The shipped file again: previewed, then deployed as version 2 of the same key.
  dialog = await openDeployDialog(page);
  await chooseFile(page, 'leave.bpmn', LEAVE_BPMN);
  await expect(dialog.getByTestId('flow-deploy-preview')).toContainText('合伙人审批');
  await expect(dialog.locator('[data-element-id="partnerApproval"]')).toBeVisible({ timeout: SIGN_IN_WAIT });
  await dialog.getByTestId('flow-deploy-ok').click();
  await expect(page.getByText(`已部署：${LEAVE_NAME} v2`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const v2 = leaveRows.filter({ has: page.getByTestId('flow-definition-version').getByText('v2', { exact: true }) });
  await expect(v2.getByTestId('flow-definition-state')).toHaveText('激活');

  await v2.getByTestId('flow-definition-diagram').click();
  const diagram = page.getByTestId('flow-diagram-dialog');
  await expect(diagram.locator('[data-element-id="adjust"]')).toBeVisible();
  await diagram.getByRole('button', { name: /close|关闭/i }).click();
  await expect(diagram).toBeHidden();

  await v2.getByTestId('flow-suspend').click();
  await confirmDialog(page, /挂\s*起/);
  await expect(v2.getByTestId('flow-definition-state')).toHaveText('挂起');
  await v2.getByTestId('flow-activate').click();
  await confirmDialog(page, /激\s*活/);
  await expect(v2.getByTestId('flow-definition-state')).toHaveText('激活');

  // Nothing runs on v2, so its deployment may go (the other journeys meet the shipped version only).
  await v2.getByTestId('flow-definition-delete').click();
  await confirmDialog(page, /删\s*除/);
  await expect(v2).toHaveCount(0);
  await expect(leaveRows).toHaveCount(1);

  // Leave no to-do behind for the journeys after this one.
  const admin = await tokenOf(request, 'admin');
  const ended = await request.post('/api/blade-flow/follow/delete-process-instance', {
    headers: headers(admin),
    params: { processInstanceId: running, deleteReason: '旅程结束' },
  });
  expect(ended.ok()).toBe(true);
});

test('the modeler deploys a version as the next one: a new request runs on it, an earlier one stays on its own', async ({
  page,
  request,
}) => {
  const before = await requestLeave(request);
  await signIn(page, 'admin');
  await page.goto('/flow/manager');
  const table = page.getByTestId('flow-manager-table');
  const leaveRows = table.locator('tr', { has: page.getByTestId('flow-definition-name').getByText(LEAVE_NAME) });
  await expect(leaveRows.getByTestId('flow-definition-version')).toHaveText('v1', { timeout: SIGN_IN_WAIT });

  await leaveRows.getByTestId('flow-definition-design').click();
  const modeler = page.getByTestId('flow-modeler-dialog');
  await expect(modeler.getByTestId('flow-modeler')).toHaveAttribute('data-ready', 'true', { timeout: SIGN_IN_WAIT });
  await expect(modeler.locator('[data-element-id="adjust"]')).toBeVisible();
  await modeler.getByTestId('flow-modeler-deploy').click();
  await expect(modeler).toBeHidden();
  // The next version of the key (deleted versions keep their numbers, so not always v2).
  const next = leaveRows.filter({
    hasNot: page.getByTestId('flow-definition-version').getByText('v1', { exact: true }),
  });
  await expect(next.getByTestId('flow-definition-state')).toHaveText('激活');
  const nextVersion = Number((await next.getByTestId('flow-definition-version').innerText()).replace('v', ''));
  expect(nextVersion).toBeGreaterThan(1);

  const after = await requestLeave(request);
  const admin = await tokenOf(request, 'admin');
  const running = await request.get('/api/blade-flow/follow/list', { headers: headers(admin), params: { size: 100 } });
  const records = (
    (await running.json()) as { data: { records: { processInstanceId: string; processDefinitionVersion: number }[] } }
  ).data.records;
  const versionOf = (id: string) => records.find((r) => r.processInstanceId === id)?.processDefinitionVersion;
  expect(versionOf(before)).toBe(1);
  expect(versionOf(after)).toBe(nextVersion);

  // Leave the shipped version alone for the journeys after this one.
  for (const id of [before, after]) {
    const ended = await request.post('/api/blade-flow/follow/delete-process-instance', {
      headers: headers(admin),
      params: { processInstanceId: id, deleteReason: '旅程结束' },
    });
    expect(ended.ok()).toBe(true);
  }
  await next.getByTestId('flow-definition-delete').click();
  await confirmDialog(page, /删\s*除/);
  await expect(next).toHaveCount(0);
  await expect(leaveRows).toHaveCount(1);
});

test('新建 opens an empty process in the modeler, checks its category, key and name, and deploys it as v1', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const key = `Expense_${stamp}`;
  const name = `报销流程${stamp}`;
  await signIn(page, 'admin');
  await page.goto('/flow/manager');
  const table = page.getByTestId('flow-manager-table');
  await expect(table.getByTestId('flow-definition-name').first()).toBeVisible({ timeout: SIGN_IN_WAIT });

  await page.getByTestId('flow-modeler-new').click();
  const modeler = page.getByTestId('flow-modeler-dialog');
  await expect(modeler.getByTestId('flow-modeler')).toHaveAttribute('data-ready', 'true', { timeout: SIGN_IN_WAIT });
  await expect(modeler.locator('[data-element-id="StartEvent_1"]')).toBeVisible();

  // Nothing chosen yet: each field says what it needs, in Chinese, and nothing is deployed.
  await modeler.getByTestId('flow-modeler-deploy').click();
  await expect(modeler).toContainText('请选择流程分类');
  await expect(modeler).toContainText('请填写流程标识');
  await expect(modeler).toContainText('请填写流程名称');
  const keyField = modeler.getByTestId('flow-modeler-key');
  await keyField.fill('1报销');
  await keyField.blur();
  await expect(modeler).toContainText('流程标识须以字母或下划线开头');
  // A key in use would deploy a version of that process: 新建 refuses it.
  await keyField.fill('Leave');
  await keyField.blur();
  await expect(modeler).toContainText('流程标识「Leave」已存在');

  await keyField.fill(key);
  await modeler.getByTestId('flow-modeler-name').fill(name);
  await modeler.getByTestId('flow-modeler-category').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '项目审批' }).click();
  await modeler.getByTestId('flow-modeler-deploy').click();
  await expect(page.getByText(`已部署：${name} v1`)).toBeVisible();
  await expect(modeler).toBeHidden();

  const row = table.locator('tr', { has: page.getByTestId('flow-definition-name').getByText(name, { exact: true }) });
  await expect(row.getByTestId('flow-definition-version')).toHaveText('v1');
  await expect(row).toContainText(key);
  await expect(row).toContainText('项目审批');
  // Its diagram is the one drawn in the modeler.
  await row.getByTestId('flow-definition-diagram').click();
  const diagram = page.getByTestId('flow-diagram-dialog');
  await expect(diagram.locator('[data-element-id="StartEvent_1"]')).toBeVisible({ timeout: SIGN_IN_WAIT });
  await diagram.getByRole('button', { name: /close|关闭/i }).click();
  await expect(diagram).toBeHidden();

  // Nothing runs on it: it goes again (the work journeys meet the shipped processes only).
  await row.getByTestId('flow-definition-delete').click();
  await confirmDialog(page, /删\s*除/);
  await expect(row).toHaveCount(0);
});

test('an approval link opens without sign-in, approves with the password, and works only once', async ({
  browser,
  request,
}) => {
  const instanceId = await requestLeave(request);
  const manager = await tokenOf(request, 'manager');
  const todo = await request.get('/api/blade-flow/work/todo-list', {
    headers: headers(manager),
    params: { size: 100 },
  });
  const tasks = ((await todo.json()) as { data: { records: { taskId: string; processInstanceId: string }[] } }).data;
  const taskId = tasks.records.find((task) => task.processInstanceId === instanceId)!.taskId;
  const issued = await request.post('/api/blade-flow/work/approval-link', {
    headers: headers(manager),
    params: { taskId },
  });
  expect(issued.ok()).toBe(true);
  const { url } = ((await issued.json()) as { data: { url: string } }).data;

  // A browser that never signed in (the link came by mail, say).
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByTestId('approval-link-task')).toContainText(`${LEAVE_NAME} · 审批`, { timeout: SIGN_IN_WAIT });
  await expect(page.getByTestId('approval-link-task')).toContainText('张敏');
  await page.getByTestId('approval-link-comment').fill('同意，注意交接');
  await page.getByTestId('approval-link-password').fill(PASSWORD);
  await page.getByTestId('approval-link-approve').click();
  await expect(page.getByTestId('approval-link-done')).toContainText('已同意');

  await page.reload();
  await expect(page.getByTestId('approval-link-used')).toContainText('此审批链接已使用');
  await context.close();
});
