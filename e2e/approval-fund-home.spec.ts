import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmDialog, signIn } from './helpers';

/** Approvals (to-dos, done, apply, withdraw), funds, and the home page's figures and charts. */

const stamp = Date.now().toString(36);

const rows = (page: Page, table: string) => page.getByTestId(table).locator('tr.ant-table-row');
const row = (page: Page, table: string, text: string) => rows(page, table).filter({ hasText: text });
/** The text box inside an antd field (the test id may sit on the input or on its wrapper). */
const textBox = (scope: Locator) =>
  scope.locator('xpath=self::input | self::textarea | .//input | .//textarea').first();

/** Types into a search select and picks the option holding `option`. */
async function pick(page: Page, select: Locator, typed: string, option: string) {
  await select.click();
  await page.keyboard.type(typed);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

test('the partner approves one to-do with a comment and rejects the other, which needs a reason', async ({ page }) => {
  await signIn(page, 'partner');
  await page.goto('/approval/todo');
  const todo = 'approval-todo-table';
  await expect(rows(page, todo)).toHaveCount(2);
  await expect(row(page, todo, '智算云 立项')).toContainText('陈建国 (1/1)');

  // Approve with a comment: it leaves the to-dos.
  await row(page, todo, '智算云 立项').getByTestId('approval-approve').click();
  const decide = page.getByTestId('approval-decide');
  await expect(decide).toContainText('通过审批');
  await decide.getByTestId('approval-decide-comment').fill('同意立项，尽快推进');
  await page.getByTestId('approval-decide-ok').click();
  await expect(decide).toBeHidden();
  await expect(rows(page, todo)).toHaveCount(1);

  // A rejection without a reason is refused in the form; with one it goes through.
  await row(page, todo, '星海半导体 投资决策').getByTestId('approval-reject').click();
  await expect(decide).toContainText('驳回审批');
  await page.getByTestId('approval-decide-ok').click();
  await expect(decide).toContainText('驳回时请填写审批意见');
  await decide.getByTestId('approval-decide-comment').fill('估值过高');
  await page.getByTestId('approval-decide-ok').click();
  await expect(decide).toBeHidden();
  await expect(page.getByTestId(todo)).toContainText('暂无待办审批');

  // Both are in "done", with my decision; the detail shows the step with its comment.
  await page.goto('/approval/done');
  const done = 'approval-done-table';
  await expect(row(page, done, '智算云 立项').getByTestId('approval-my-decision')).toHaveText('通过');
  await expect(row(page, done, '星海半导体 投资决策').getByTestId('approval-my-decision')).toHaveText('驳回');
  await row(page, done, '智算云 立项').getByTestId('approval-view').click();
  const detail = page.getByTestId('approval-detail');
  await expect(detail.getByTestId('approval-step')).toHaveCount(1);
  await expect(detail.getByTestId('approval-step')).toContainText('陈建国');
  await expect(detail.getByTestId('approval-step-state')).toHaveText('通过');
  await expect(detail.getByTestId('approval-step-comment')).toHaveText('同意立项，尽快推进');
  await expect(detail).toContainText('已通过');
  // The project links to its detail page.
  await detail.getByTestId('approval-project-link').click();
  await expect(page).toHaveURL(/\/project\/project_detail\?name=.+&uuid=[0-9a-f-]{36}$/);
});

test('the manager applies with two approvers in a chosen order, then withdraws the application', async ({ page }) => {
  await signIn(page, 'manager');
  // The applicant was told of both decisions above; each reminder opens the application it is
  // about, and reading them leaves the bell as seeded.
  const outcomes: [string, string][] = [
    ['智算云 立项', '已通过'],
    ['星海半导体 投资决策', '已驳回'],
  ];
  for (const [title, outcome] of outcomes) {
    await page.getByTestId('notice-bell').click();
    await page.getByTestId('notice-tab-1').click();
    const item = page
      .getByTestId('notice-list-1')
      .getByTestId('notice-item')
      .filter({ hasText: `您发起的「${title}」${outcome}` });
    await expect(item.getByText('未读')).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(/\/approval\/mine\?id=\d+$/);
    const shown = page.getByTestId('approval-detail');
    await expect(shown).toContainText(title);
    await expect(shown).toContainText(outcome);
    await page.keyboard.press('Escape');
    await expect(shown).toBeHidden();
  }

  await page.goto('/approval/mine');
  await page.getByTestId('approval-apply-open').click();
  const form = page.getByTestId('approval-apply');
  await expect(form).toContainText('发起审批');

  // Nothing chosen: the form says what is missing.
  await form.getByTestId('approval-apply-submit').click();
  await expect(form).toContainText('请至少添加一位审批人');

  // A reserve project: the type follows its stage (initiation).
  await pick(page, form.getByTestId('approval-apply-project'), '云图', '云图协同');
  await expect(form.locator('.ant-form-item', { hasText: '审批类型' })).toContainText('立项');

  // Two approvers, then the second moved to the front.
  await pick(page, form.getByTestId('approver-add'), 'partner', '陈建国');
  await expect(form.getByTestId('approver-name')).toHaveText(['陈建国']);
  await pick(page, form.getByTestId('approver-add'), 'analyst', '张敏');
  await expect(form.getByTestId('approver-name')).toHaveText(['陈建国', '张敏']);
  await form.getByTestId('approver-item').nth(1).getByTestId('approver-up').click();
  await expect(form.getByTestId('approver-name')).toHaveText(['张敏', '陈建国']);
  await textBox(form.getByTestId('approval-apply-reason')).fill(`e2e ${stamp}：请审阅立项`);
  await form.getByTestId('approval-apply-submit').click();
  await expect(form).toBeHidden();

  const mine = 'approval-mine-table';
  const applied = row(page, mine, '云图协同 立项');
  await expect(applied).toContainText('审批中');
  await expect(applied.getByTestId('approval-current-step')).toHaveText('张敏 (1/2)');
  await applied.getByTestId('approval-view').click();
  const detail = page.getByTestId('approval-detail');
  await expect(detail.getByTestId('approval-step')).toHaveCount(2);
  await expect(detail.getByTestId('approval-step').nth(0)).toContainText('张敏');
  await expect(detail.getByTestId('approval-step').nth(0)).toContainText('待审批');
  await expect(detail.getByTestId('approval-step').nth(1)).toContainText('陈建国');
  await expect(detail.getByTestId('approval-step').nth(1)).toContainText('未到达');
  await expect(detail).toContainText(`e2e ${stamp}：请审阅立项`);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // Withdraw asks first; afterwards the application is withdrawn and cannot be withdrawn again.
  await applied.getByTestId('approval-withdraw').click();
  await confirmDialog(page, /撤\s*回/);
  await expect(applied).toContainText('已撤回');
  await expect(applied.getByTestId('approval-withdraw')).toHaveCount(0);
  await expect(applied.getByTestId('approval-current-step')).toHaveCount(0);
});

test('funds: create with a validation error first, edit, see a fund’s projects, refuse deleting one with projects', async ({
  page,
}) => {
  const name = `E2E 基金 ${stamp}`;
  const code = `E2E-${stamp}`.toUpperCase();
  await signIn(page, 'itadmin');
  await page.goto('/fund/index');
  const table = 'fund-table';
  await expect(row(page, table, '星河成长一期')).toBeVisible();
  // Each fund's amounts name its own currency's unit.
  await expect(row(page, table, '蓝海美元基金')).toContainText('20,000 万美元');
  await expect(row(page, table, '星河成长一期')).toContainText('50,000 万元');

  // The code is checked in the form before anything is sent.
  await page.getByTestId('fund-add').click();
  const drawer = page.getByTestId('fund-drawer');
  await textBox(drawer.getByTestId('fund-form-name')).fill(name);
  await textBox(drawer.getByTestId('fund-form-code')).fill('bad code!');
  await textBox(drawer.getByTestId('fund-form-size')).fill('1000');
  await drawer.getByTestId('fund-drawer-submit').click();
  await expect(drawer).toContainText('编号只能包含字母、数字、下划线和短横线');
  await textBox(drawer.getByTestId('fund-form-code')).fill(code);
  await drawer.getByTestId('fund-drawer-submit').click();
  await expect(drawer).toBeHidden();
  await expect(row(page, table, name)).toContainText(code);
  await expect(row(page, table, name)).toContainText('1,000');

  // Edit: a new size.
  await row(page, table, name).getByTestId('fund-edit').click();
  await expect(drawer).toContainText('修改基金');
  await textBox(drawer.getByTestId('fund-form-size')).fill('2500');
  await drawer.getByTestId('fund-drawer-submit').click();
  await expect(drawer).toBeHidden();
  await expect(row(page, table, name)).toContainText('2,500');

  // A seeded fund's projects, with what was invested in each, and the way to the filtered list.
  await row(page, table, '星河成长一期').getByTestId('fund-projects-open').click();
  const projects = page.getByTestId('fund-projects');
  await expect(projects).toContainText('「星河成长一期」的项目');
  await expect(projects.getByTestId('fund-project-link').first()).toBeVisible();
  await expect(projects.getByTestId('fund-projects-summary')).toContainText('万元');
  await projects.getByTestId('fund-projects-list-link').click();
  await expect(page).toHaveURL(/\/project\/list\?fundId=\d+$/);

  // A fund with projects cannot be deleted: the server's reason is shown and the fund stays.
  await page.goto('/fund/index');
  await row(page, table, '星河成长一期').getByTestId('fund-delete').click();
  await confirmDialog(page, /删\s*除/);
  await expect(page.getByText(/基金「星河成长一期」下仍有 \d+ 个项目，不能删除/)).toBeVisible();
  await expect(row(page, table, '星河成长一期')).toBeVisible();

  // The new one (no projects) can.
  await row(page, table, name).getByTestId('fund-delete').click();
  await confirmDialog(page, /删\s*除/);
  await expect(row(page, table, name)).toHaveCount(0);
});

test('home: counts and chart bars open the filtered project list; a bar names its projects on hover', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByTestId('login-account').fill('manager');
  await page.getByTestId('login-password').fill('Invest@2026');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/wel\/index$/);

  for (const key of ['reserve', 'inProgress', 'invested', 'key', 'meetings']) {
    await expect(page.getByTestId(`pipeline-count-${key}`)).toHaveText(/^\d+$/);
  }
  for (const chart of ['chart-funnel', 'chart-fund', 'chart-industry']) {
    const bars = page.getByTestId(`${chart}-bars`).getByRole('link');
    await expect(bars.first()).toBeVisible();
    // Every bar carries its value at its end.
    for (const text of await bars.allTextContents()) expect(text).toMatch(/\d/);
  }

  // A fund's bar names its projects in its tooltip, and opens the list of that fund's projects.
  const fundBar = page.getByTestId('chart-fund-bars').getByRole('link').first();
  await fundBar.hover();
  await expect(page.getByTestId('chart-fund-bars').getByRole('tooltip')).toContainText('个项目');
  await fundBar.click();
  await expect(page).toHaveURL(/\/project\/list\?fundId=\d+$/);
  await page.goBack();

  // The longest stage bar: as many projects in the list as the bar says.
  const stageBars = page.getByTestId('chart-funnel-bars').getByRole('link');
  const counts = (await stageBars.evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')!))).map((name) =>
    Number(/(\d+) 个项目/.exec(name)![1]),
  );
  const longest = counts.indexOf(Math.max(...counts));
  await stageBars.nth(longest).click();
  await expect(page).toHaveURL(/\/project\/list\?stage=\d+$/);
  // The fund's list stays open, hidden, in its own tab.
  await expect(page.locator('.ant-pagination-total-text:visible')).toHaveText(`共 ${counts[longest]} 条`);

  await page.goto('/wel/index');
  await page.getByTestId('pipeline-tile-invested').click();
  await expect(page).toHaveURL(/\/project\/list\?stage=4,5$/);
});
