import { expect, test, type Browser, type Page } from '@playwright/test';
import { confirmDialog, signIn } from './helpers';

/**
 * The workflow's work screens (issue 10): an analyst requests 5 days of leave through the form, the
 * manager finds it in the bell and 待办 and approves it on the handle page (the live diagram marks the
 * current step), a partner claims and approves it (more than 3 days), and the analyst's 已发 shows
 * it finished while its detail page shows the whole history.
 */
test.describe.configure({ timeout: 360_000 });

async function as(browser: Browser, account: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

/** Types a date-time into an antd DatePicker and commits it. */
async function pickTime(page: Page, testId: string, value: string) {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

/** On a handle page: the diagram is drawn, the step waits where expected, then approve with a comment. */
async function approveOnHandlePage(page: Page, step: string, comment: string) {
  const diagram = page.getByTestId('flow-diagram');
  await expect(diagram).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(diagram.locator(`.djs-element.flow-current[data-element-id="${step}"]`)).toHaveCount(1);
  // The comment is required before any decision.
  await page.getByTestId('flow-approve').click();
  await expect(page.getByText('请先填写批复意见')).toBeVisible();
  await page.getByTestId('flow-comment').fill(comment);
  await page.getByTestId('flow-approve').click();
  // The tab closes and the refreshed to-do list shows.
  await expect(page).toHaveURL(/\/work\/todo$/);
  await expect(page.getByTestId('work-todo-table')).toBeVisible();
}

test('a 5-day leave request: form → manager approves → partner claims and approves → finished with its history', async ({
  browser,
}) => {
  const reason = `家中有事 ${Date.now().toString(36)}`;

  // The analyst starts the leave process from 发起事务.
  const analyst = await as(browser, 'analyst');
  await analyst.goto('/work/start');
  const card = analyst.getByTestId('work-start-card').filter({ hasText: '请假流程' });
  await card.getByTestId('work-start-open').click();
  await expect(analyst).toHaveURL(/\/work\/process\/leave\/form\//);
  const form = analyst.getByTestId('leave-form');
  await analyst.getByTestId('leave-submit').click();
  await expect(form.getByText('请选择审批人')).toBeVisible();
  await analyst.getByTestId('leave-approver').click();
  await analyst.keyboard.type('李娜');
  await analyst
    .locator('.ant-select-dropdown:visible [data-testid="user-option"]', { hasText: '李娜' })
    .first()
    .click();
  await pickTime(analyst, 'leave-start', '2027-03-01 09:00');
  await pickTime(analyst, 'leave-end', '2027-03-05 18:00');
  await expect(analyst.getByTestId('leave-days')).toHaveText('5 天');
  await analyst.getByTestId('leave-reason').fill(reason);
  await analyst.getByTestId('leave-submit').click();
  // The form's tab closes and 已发 shows the request waiting at its first step.
  await expect(analyst).toHaveURL(/\/work\/send$/);
  await expect(analyst.getByTestId('work-send-table').getByTestId('work-progress').first()).toHaveText('审批');

  // The manager is reminded (the bell's to-do) and approves from the handle page.
  const manager = await as(browser, 'manager');
  await manager.getByTestId('notice-bell').click();
  await expect(
    manager.getByTestId('notice-list-0').getByTestId('notice-item').filter({ hasText: '流程待办「审批」' }).first(),
  ).toBeVisible();
  await manager.keyboard.press('Escape');
  await manager.goto('/work/todo');
  const todo = manager.getByTestId('work-todo-table').locator('tr', { hasText: '张敏' }).first();
  await todo.getByTestId('work-handle').click();
  await expect(manager).toHaveURL(/\/work\/process\/leave\/handle\//);
  await expect(manager.getByTestId('leave-request')).toContainText(reason);
  await approveOnHandlePage(manager, 'approval', '同意，注意交接');

  // More than 3 days: a partner claims the second step, then approves it.
  const partner = await as(browser, 'partner');
  await partner.goto('/work/claim');
  const claimable = partner.getByTestId('work-claim-table').locator('tr', { hasText: '合伙人审批' }).first();
  await claimable.getByTestId('work-claim').click();
  await confirmDialog(partner, /确\s*定|OK/);
  await expect(partner.getByTestId('work-claim-table').locator('tr', { hasText: '合伙人审批' })).toHaveCount(0);
  await partner.goto('/work/todo');
  await partner
    .getByTestId('work-todo-table')
    .locator('tr', { hasText: '合伙人审批' })
    .first()
    .getByTestId('work-handle')
    .click();
  await approveOnHandlePage(partner, 'partnerApproval', '同意');

  // The analyst's 已发: finished; the detail page has the whole history and no actions.
  await analyst.goto('/work/send');
  await analyst.getByTestId('work-send-table-refresh').click();
  const sent = analyst.getByTestId('work-send-table').locator('tr.ant-table-row').first();
  await expect(sent.getByTestId('work-progress')).toHaveText('已完成');
  await sent.getByTestId('work-detail').click();
  await expect(analyst).toHaveURL(/\/work\/process\/leave\/detail\//);
  await expect(analyst.getByTestId('leave-status')).toHaveText('已完成');
  const steps = analyst.getByTestId('flow-timeline').getByTestId('flow-step');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText('张敏 在');
  await expect(steps.nth(1)).toContainText('李娜 在');
  await expect(steps.nth(1)).toContainText('[审批] 环节');
  await expect(steps.nth(1)).toContainText('同意，注意交接');
  await expect(steps.nth(2)).toContainText('陈建国 在');
  await expect(steps.nth(2)).toContainText('[合伙人审批] 环节');
  await expect(steps.nth(3)).toContainText('流程在');
  await expect(analyst.getByTestId('flow-decision')).toHaveCount(0);
  const diagram = analyst.getByTestId('flow-diagram');
  await expect(diagram).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(diagram.locator('.djs-element.flow-done[data-element-id="partnerApproval"]')).toHaveCount(1);
  await expect(diagram.locator('.djs-element.flow-taken[data-element-id="longLeave"]')).toHaveCount(1);
  // Hovering a finished step names who did it and how long it took.
  await diagram.locator('.djs-element[data-element-id="partnerApproval"]').hover();
  await expect(diagram.getByTestId('flow-step-tip')).toContainText('陈建国');

  // Readable in the dark theme: light labels on a dark canvas.
  await analyst.evaluate(() =>
    localStorage.setItem(
      'invest-themeName',
      JSON.stringify({ content: 'theme-dark', datetime: Date.now(), type: 'local', dataType: 'string' }),
    ),
  );
  await analyst.reload();
  await expect(diagram).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const label = diagram.locator('.djs-element[data-element-id="approval"] text').first();
  expect(await label.evaluate((el) => getComputedStyle(el).fill)).toBe('rgb(232, 232, 232)');
});
