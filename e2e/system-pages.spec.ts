import { expect, test, type Page } from '@playwright/test';
import { confirmDialog, SIGN_IN_WAIT, signIn } from './helpers';

/** Issue 14: 通知公告, 接口文档 and 系统诊断 were "该页面尚未开放" placeholders. */
const stamp = Date.now().toString(36);
const placeholder = (page: Page) => page.getByText('该页面尚未开放');

/** Opens a console path afresh; the page's lazy chunk may take seconds on a loaded machine. */
async function open(page: Page, path: string, testId: string) {
  await page.goto(path);
  await expect(page.getByTestId(testId)).toBeVisible({ timeout: SIGN_IN_WAIT });
  await expect(placeholder(page)).toHaveCount(0);
}

test('notices: write a draft for a role, publish it to that role’s bell live, withdraw it after asking', async ({
  page,
  browser,
}) => {
  // Two signed-in browsers and a dozen steps: more than one journey's time on a loaded machine.
  test.slow();
  const title = `E2E 季度复盘通知 ${stamp}`;
  // The analyst is signed in elsewhere before anything is published: the notice must arrive live.
  const analystContext = await browser.newContext();
  const analyst = await analystContext.newPage();
  await signIn(analyst, 'analyst');

  await signIn(page, 'itadmin');
  await open(page, '/system/notice', 'notice-admin-page');

  // Checked before sending: a title, a content, and roles when the audience is chosen roles.
  await page.getByTestId('notice-add').click();
  const drawer = page.getByTestId('notice-drawer');
  await drawer.getByLabel('指定角色').check();
  await drawer.getByTestId('notice-drawer-submit').click();
  await expect(drawer).toContainText('请输入标题');
  await expect(drawer).toContainText('请选择接收通知的角色');

  await drawer.getByTestId('notice-form-title').fill(title);
  await drawer.getByTestId('notice-form-content').fill('请分析师于周五前提交季度复盘材料。');
  await drawer.getByTestId('notice-form-roles').locator('input').fill('分析师');
  await page.locator('.ant-select-item-option', { hasText: '分析师' }).click();
  // The roles' list stays open after a choice (several can be chosen) and can cover the drawer's
  // buttons: closed first, as a user would, by going back to the title.
  await drawer.getByTestId('notice-form-title').click();
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  await drawer.getByTestId('notice-drawer-submit').click();
  await expect(drawer).toBeHidden();

  const row = page.getByTestId('notice-table').locator('tr.ant-table-row', { hasText: title });
  await expect(row).toContainText('草稿');
  await expect(row).toContainText('分析师');
  await expect(row).toContainText('周强');

  // Publishing asks first, then the analyst's bell shows it without a reload.
  await row.getByTestId('notice-publish').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText(`确定发布「${title}」吗？`);
  await confirmDialog(page, /发\s*布/);
  await expect(row).toContainText('已发布');
  await expect(analyst.getByTestId('notice-toast').filter({ hasText: title })).toBeVisible();
  await analyst.getByTestId('notice-bell').click();
  await analyst.getByTestId('notice-tab-2').click();
  const item = analyst.getByTestId('notice-list-2').getByTestId('notice-item').filter({ hasText: title });
  await expect(item).toHaveCount(1);
  // Opening it shows the content.
  await item.click();
  await expect(analyst.getByTestId('notice-view-dialog')).toContainText('请分析师于周五前提交季度复盘材料。');
  await analyst.keyboard.press('Escape');
  await expect(analyst.getByTestId('notice-view-dialog')).toHaveCount(0);

  // A published notice is read-only until withdrawn; withdrawing asks, and the bell drops it live.
  await expect(row.getByTestId('notice-edit')).toHaveCount(0);
  await row.getByTestId('notice-withdraw').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText(`确定撤回「${title}」吗？`);
  await confirmDialog(page, /撤\s*回/);
  await expect(row).toContainText('已撤回');
  await expect(item).toHaveCount(0);
  await analystContext.close();

  // The content opens from the title; filters ask the server.
  await row.getByTestId('notice-title').click();
  await expect(page.getByTestId('notice-view-content')).toHaveText('请分析师于周五前提交季度复盘材料。');
  await page.keyboard.press('Escape');
  await page.getByTestId('notice-search-title').fill(stamp);
  await page.getByTestId('notice-search-submit').click();
  await expect(page.getByTestId('notice-table').locator('tr.ant-table-row')).toHaveCount(1);

  // Deleted after asking.
  await row.getByTestId('notice-delete').click();
  await confirmDialog(page, /删\s*除/);
  await expect(page.getByTestId('notice-table').locator('tr.ant-table-row', { hasText: title })).toHaveCount(0);
});

test('API reference: grouped, searchable, each endpoint with its permission, parameters and response', async ({
  page,
}) => {
  await signIn(page, 'itadmin');
  await open(page, '/code', 'api-doc-page');
  await expect(page.getByTestId('api-group-notice')).toBeVisible();

  await page.getByTestId('api-search').fill('notice_send');
  await expect(page.getByTestId('api-group-param')).toHaveCount(0);
  const submit = page.getByTestId('api-endpoint').filter({ hasText: '/api/blade-desk/notice/submit' });
  await expect(submit).toContainText('POST');
  await submit.click();
  const details = page.getByTestId('api-details').first();
  await expect(details).toContainText('notice_send');
  await expect(details).toContainText('请求体');
  await expect(details).toContainText('roleIds');
  await expect(details).toContainText('data.recipients');

  await page.getByTestId('api-search').fill('no-such-endpoint-anywhere');
  await expect(page.getByText('没有匹配的接口')).toBeVisible();
});

test('diagnostics: build, server, database and the latency from this browser, in both languages', async ({ page }) => {
  await signIn(page, 'itadmin');
  await open(page, '/test/index', 'diagnostics-page');
  await expect(page.getByTestId('diag-build')).toContainText(/版本\s*\d+\.\d+\.\d+/);
  await expect(page.getByTestId('diag-server')).toContainText(/Node\.js 版本\s*v\d+/);
  await expect(page.getByTestId('diag-database')).toContainText(/PGlite \(PostgreSQL \d+/);
  // Seven round trips, one after another, then their median.
  await expect(page.getByTestId('diag-samples').locator('.ant-tag')).toHaveCount(7, { timeout: SIGN_IN_WAIT });
  await expect(page.getByTestId('diag-median')).toContainText(/\d+\.\d\s*ms/);

  await page.getByTestId('diag-ping').click();
  await expect(page.getByTestId('diag-samples').locator('.ant-tag')).toHaveCount(7, { timeout: SIGN_IN_WAIT });

  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByTestId('diag-build')).toContainText(/Version\s*\d+\.\d+\.\d+/);
  await expect(page.getByTestId('diag-server')).toContainText('Node.js version');
  await expect(page.getByTestId('diag-latency')).toContainText('Median');
  await expect(page).toHaveTitle('Diagnostics-Investment Project Console');
});
