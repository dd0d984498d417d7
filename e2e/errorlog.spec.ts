import { expect, test } from '@playwright/test';
import { confirmDialog, signIn } from './helpers';

test('errors are captured, counted, listed, uploaded and cleared, each after a confirmation', async ({ page }) => {
  await signIn(page, 'itadmin');
  await expect(page.getByTestId('errorlog-button')).toHaveCount(0);

  // An uncaught error and an unhandled rejection in the page.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e boom in a timer');
    }, 0);
    void Promise.reject(new TypeError('e2e rejected promise'));
  });
  const badge = page.getByTestId('errorlog-badge');
  await expect(badge.locator('.ant-badge-count')).toHaveText('2');

  await page.getByTestId('errorlog-button').click();
  const dialog = page.getByTestId('errorlog-dialog');
  await expect(dialog).toBeVisible();
  const rows = dialog.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(dialog.getByText('Error: e2e boom in a timer')).toBeVisible();
  await expect(dialog.getByText('TypeError: e2e rejected promise')).toBeVisible();
  for (const header of ['类型', '地址', '内容', '错误堆栈', '时间']) {
    await expect(dialog.locator('.ant-table-thead').getByText(header, { exact: true })).toBeVisible();
  }
  await expect(rows.first()).toContainText('/wel/index');

  // Upload asks first; cancelling keeps everything.
  await dialog.getByTestId('errorlog-upload').click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('上传');
  await confirm.getByRole('button', { name: /取\s*消/ }).click();
  await expect(rows).toHaveCount(2);
  await dialog.getByTestId('errorlog-upload').click();
  const upload = page.waitForResponse((r) => r.url().includes('/api/blade-log/error/upload'));
  await confirmDialog(page, /确\s*定/);
  const res = await upload;
  expect(res.status()).toBe(200);
  expect(((await res.request().postDataJSON()) as unknown[]).length).toBe(2);
  await expect(page.getByText('发送成功!')).toBeVisible();
  await expect(rows).toHaveCount(0);
  await expect(dialog.getByText('暂无错误日志')).toBeVisible();
  await dialog.locator('.ant-modal-close').click();
  await expect(page.getByTestId('errorlog-button')).toHaveCount(0);

  // Another error; clear asks first too.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e second boom');
    }, 0);
  });
  await expect(badge.locator('.ant-badge-count')).toHaveText('1');
  // Kept across a reload (logsList).
  await page.reload();
  await expect(page.getByTestId('errorlog-badge').locator('.ant-badge-count')).toHaveText('1');
  await page.getByTestId('errorlog-button').click();
  await page.getByTestId('errorlog-clear').click();
  await confirmDialog(page, /确\s*定/);
  await expect(page.getByText('清空成功!')).toBeVisible();
  await expect(page.getByTestId('errorlog-dialog').locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(0);

  // The badge never shows more than 99.
  await page.getByTestId('errorlog-dialog').locator('.ant-modal-close').click();
  await page.evaluate(() => {
    for (let i = 0; i < 120; i++) {
      setTimeout(() => {
        throw new Error(`flood ${i}`);
      }, 0);
    }
  });
  await expect(page.getByTestId('errorlog-badge').locator('.ant-badge-count')).toHaveText('99+');
  const kept = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('invest-logsList') ?? '{}') as { content: unknown[] }).content.length,
  );
  expect(kept).toBe(120);
});
