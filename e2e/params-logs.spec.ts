import { expect, test, type Page } from '@playwright/test';
import { confirmDialog, signIn } from './helpers';

const stamp = Date.now().toString(36);

const paramRow = (page: Page, key: string) =>
  page.getByTestId('param-table').locator('tr.ant-table-row', { hasText: key });

async function addParam(page: Page, name: string, key: string, value: string) {
  await page.getByTestId('param-add').click();
  const drawer = page.getByTestId('param-drawer');
  await drawer.getByTestId('param-form-name').fill(name);
  await drawer.getByTestId('param-form-key').fill(key);
  await drawer.getByTestId('param-form-value').fill(value);
  await drawer.getByTestId('param-drawer-submit').click();
}

test('parameters: add, refuse a duplicate key, edit, search, sort, delete one and several', async ({ page }) => {
  const prefix = `e2e.${stamp}`;
  await signIn(page, 'itadmin');
  await page.goto('/system/param');
  await expect(page.getByTestId('param-page')).toBeVisible();
  await expect(page.getByTestId('param-table')).toContainText('lock.idleMinutes');

  // Checked before sending.
  await page.getByTestId('param-add').click();
  const drawer = page.getByTestId('param-drawer');
  await drawer.getByTestId('param-form-key').fill('1bad key');
  await drawer.getByTestId('param-drawer-submit').click();
  await expect(drawer).toContainText('请输入参数名称');
  await expect(drawer.locator('.ant-form-item-explain-error')).toContainText([/以字母开头/]);
  await drawer.getByTestId('param-drawer-cancel').click();

  await addParam(page, 'E2E 参数一', `${prefix}.one`, '1');
  await expect(drawer).toBeHidden();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await addParam(page, 'E2E 参数二', `${prefix}.two`, '2');
  await expect(drawer).toBeHidden();
  await addParam(page, 'E2E 参数三', `${prefix}.three`, '3');
  await expect(drawer).toBeHidden();

  // The same key again: the server's refusal shows under the key.
  await addParam(page, 'E2E 重复', `${prefix}.one`, 'x');
  await expect(drawer.locator('.ant-form-item-explain-error')).toHaveText(`参数键 ${prefix}.one 已存在`);
  await drawer.getByTestId('param-drawer-cancel').click();

  // Search by key: only ours, counted.
  await page.getByTestId('param-search-key').fill(prefix);
  await page.getByTestId('param-search-submit').click();
  const rows = page.getByTestId('param-table').locator('tr.ant-table-row');
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('param-table')).toContainText('共 3 条');

  // Sorting asks the server (descs by the column's field).
  const sorted = page.waitForRequest(
    (r) => r.url().includes('/api/blade-system/param/list') && /ascs=paramKey/.test(r.url()),
  );
  await page.getByTestId('param-table').locator('th', { hasText: '参数键名' }).click();
  await sorted;
  await expect(rows.first()).toContainText(`${prefix}.one`);
  const sortedDesc = page.waitForRequest((r) => /descs=paramKey/.test(r.url()));
  await page.getByTestId('param-table').locator('th', { hasText: '参数键名' }).click();
  await sortedDesc;
  await expect(rows.first()).toContainText(`${prefix}.two`);

  // Edit.
  await paramRow(page, `${prefix}.two`).getByTestId('param-edit').click();
  await expect(drawer.getByTestId('param-form-key')).toHaveValue(`${prefix}.two`);
  await drawer.getByTestId('param-form-value').fill('twenty-two');
  await drawer.getByTestId('param-drawer-submit').click();
  await expect(drawer).toBeHidden();
  await expect(paramRow(page, `${prefix}.two`)).toContainText('twenty-two');

  // Delete one, after a confirmation naming it.
  await paramRow(page, `${prefix}.three`).getByTestId('param-delete').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('E2E 参数三');
  await confirmDialog(page, /删\s*除/);
  await expect(rows).toHaveCount(2);

  // Delete the rest together.
  await page.getByTestId('param-table').locator('thead .ant-checkbox-input').check();
  await expect(page.getByTestId('param-table-selection')).toContainText('已选择 2 项');
  await page.getByTestId('param-batch-delete').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('确定删除选中的 2 条数据吗');
  await confirmDialog(page, /删\s*除/);
  await expect(page.getByTestId('param-table')).toContainText('暂无参数');
});

test('an error uploaded from a console appears in the client error log, with its stack', async ({ page }) => {
  const text = `e2e client failure ${stamp}`;
  await signIn(page, 'itadmin');
  await page.goto('/system/param');
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    }, 0);
  }, text);
  await expect(page.getByTestId('errorlog-badge').locator('.ant-badge-count')).toHaveText('1');
  await page.getByTestId('errorlog-button').click();
  await page.getByTestId('errorlog-upload').click();
  // The confirmation's button, clicked again only if a click in its opening animation was lost.
  await confirmDialog(page, /确\s*定/);
  await expect(page.getByText('发送成功!')).toBeVisible();
  await page.getByTestId('errorlog-dialog').locator('.ant-modal-close').click();

  await page.goto('/system/error-log');
  await expect(page.getByTestId('client-log-page')).toBeVisible();
  await page.getByTestId('client-log-search-message').fill(stamp);
  await page.getByTestId('client-log-search-submit').click();
  const rows = page.getByTestId('client-log-table').locator('tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('itadmin');
  await expect(rows.first()).toContainText(text);

  await rows.first().getByTestId('client-log-view').click();
  const detail = page.getByTestId('client-log-drawer');
  await expect(detail).toContainText('错误详情');
  await expect(detail).toContainText('/system/param');
  await expect(detail.getByTestId('client-log-stack')).toContainText(`Error: ${text}`);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // A filter that matches nothing says so.
  await page.getByTestId('client-log-search-message').fill(`${stamp}-nothing`);
  await page.getByTestId('client-log-search-submit').click();
  await expect(page.getByTestId('client-log-table')).toContainText('暂无客户端错误日志');
});
