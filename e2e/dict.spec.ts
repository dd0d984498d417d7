import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmDialog, signIn } from './helpers';

const stamp = Date.now().toString(36);

const drawer = (page: Page) => page.getByTestId('dict-drawer');
const codeRow = (page: Page, code: string) =>
  page.getByTestId('dict-code-table').locator('tr.ant-table-row', { hasText: code });
const itemRows = (page: Page) => page.getByTestId('dict-item-table').locator('tr.ant-table-row');
const itemRow = (page: Page, key: string) =>
  itemRows(page).filter({ has: page.locator('td').nth(1).getByText(key, { exact: true }) });

async function fill(scope: Locator, testId: string, value: string) {
  const input = scope.getByTestId(testId);
  await input.fill(value);
}

async function save(page: Page) {
  await drawer(page).getByTestId('dict-drawer-submit').click();
}

async function addCode(page: Page, code: string, name: string, nameEn: string) {
  await page.getByTestId('dict-code-add').click();
  await expect(drawer(page)).toContainText('新增字典');
  await fill(drawer(page), 'dict-form-code', code);
  await fill(drawer(page), 'dict-form-value', name);
  await fill(drawer(page), 'dict-form-value-en', nameEn);
  await save(page);
  await expect(drawer(page)).toBeHidden();
}

async function addItem(page: Page, key: string, value: string, valueEn = '') {
  await page.getByTestId('dict-item-add').click();
  await fill(drawer(page), 'dict-form-key', key);
  await fill(drawer(page), 'dict-form-value', value);
  if (valueEn) await fill(drawer(page), 'dict-form-value-en', valueEn);
  await save(page);
  // The next drawer must not open while this one is still closing (two would match).
  await expect(drawer(page)).toBeHidden();
}

async function searchCode(page: Page, code: string) {
  await page.getByTestId('dict-code-search-code').fill(code);
  await page.getByTestId('dict-code-search-submit').click();
}

test('side by side: create a dictionary and items, edit, refuse a duplicate key, delete; sealed ones cannot be deleted', async ({
  page,
}) => {
  const code = `e2e_h_${stamp}`;
  await signIn(page, 'itadmin');
  await page.goto('/dict-horizontal/index');
  await expect(page.getByTestId('dict-horizontal-page')).toBeVisible();
  await expect(page.getByTestId('dict-items-pick')).toContainText('请在左侧选择一个字典');

  // The form checks its fields before anything is sent.
  await page.getByTestId('dict-code-add').click();
  await fill(drawer(page), 'dict-form-code', '9bad');
  await save(page);
  await expect(drawer(page)).toContainText('以字母开头，只能包含字母、数字和下划线');
  await expect(drawer(page)).toContainText('请输入字典名称');
  await drawer(page).getByTestId('dict-drawer-cancel').click();

  await addCode(page, code, 'E2E 横向字典', 'E2E side by side');
  await searchCode(page, code);
  await expect(page.getByTestId('dict-code-table').locator('tr.ant-table-row')).toHaveCount(1);
  await expect(page.getByTestId('dict-code-table')).toContainText('共 1 条');

  // Choosing it shows its (empty) items on the right.
  await codeRow(page, code).getByText('E2E 横向字典').click();
  await expect(page.getByTestId('dict-items')).toContainText('字典项 · E2E 横向字典');
  await expect(page.getByTestId('dict-item-table')).toContainText('该字典暂无字典项');

  await addItem(page, 'a', '甲', 'Alpha');
  await addItem(page, 'b', '乙');
  await expect(itemRows(page)).toHaveCount(2);
  await expect(itemRow(page, 'a')).toContainText('Alpha');
  await expect(codeRow(page, code)).toContainText('2');

  // A key is unique within its dictionary: the server's refusal shows under the key field.
  await page.getByTestId('dict-item-add').click();
  await fill(drawer(page), 'dict-form-key', 'a');
  await fill(drawer(page), 'dict-form-value', '重复');
  await save(page);
  await expect(drawer(page).locator('.ant-form-item-explain-error')).toHaveText(`字典 ${code} 中已存在键值 a`);
  await drawer(page).getByTestId('dict-drawer-cancel').click();
  await expect(itemRows(page)).toHaveCount(2);

  // Edit an item.
  await itemRow(page, 'b').getByTestId('dict-item-edit').click();
  await expect(drawer(page).getByTestId('dict-form-key')).toHaveValue('b');
  await fill(drawer(page), 'dict-form-value', '乙（改）');
  await fill(drawer(page), 'dict-form-value-en', 'Beta');
  await save(page);
  await expect(itemRow(page, 'b')).toContainText('乙（改）');
  await expect(itemRow(page, 'b')).toContainText('Beta');

  // Delete one item, after a confirmation that names it.
  await itemRow(page, 'b').getByTestId('dict-item-delete').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('b · 乙（改）');
  await confirmDialog(page, /删\s*除/);
  await expect(page.getByText('删除成功').first()).toBeVisible();
  await expect(itemRows(page)).toHaveCount(1);

  // The console's dictionary look-up serves the new items.
  const lookup = await page.evaluate(async (c) => {
    const res = await fetch(`/api/blade-system/dict/dictionary?code=${c}`, {
      headers: {
        Authorization: `Basic ${btoa('invest-console:invest-console-secret')}`,
        'Blade-Auth': `bearer ${JSON.parse(decodeURIComponent(document.cookie.match(/invest-token=([^;]+)/)![1]!)).content}`,
      },
    });
    return (await res.json()) as { data: { dictKey: string }[] };
  }, code);
  expect(lookup.data.map((i) => i.dictKey)).toEqual(['a']);

  // Sealed dictionaries and items show the lock and offer no delete.
  await searchCode(page, 'project_stage');
  const sealed = codeRow(page, 'project_stage');
  await expect(sealed.getByTestId('dict-sealed')).toBeVisible();
  await expect(sealed.getByTestId('dict-code-edit')).toBeVisible();
  await expect(sealed.getByTestId('dict-code-delete')).toHaveCount(0);
  await expect(sealed.locator('.ant-checkbox-input')).toBeDisabled();
  await sealed.getByTestId('dict-code-open').click();
  await expect(page.getByTestId('dict-items')).toContainText('项目阶段');
  await expect(itemRows(page)).toHaveCount(7);
  await expect(page.getByTestId('dict-item-table').getByTestId('dict-item-delete')).toHaveCount(0);
  await expect(page.getByTestId('dict-item-table').getByTestId('dict-sealed')).toHaveCount(7);

  // Delete the new dictionary (with its item); the items panel asks for a choice again.
  await searchCode(page, code);
  await codeRow(page, code).getByTestId('dict-code-open').click();
  await codeRow(page, code).getByTestId('dict-code-delete').click();
  await confirmDialog(page, /删\s*除/);
  await expect(page.getByTestId('dict-code-table')).toContainText('暂无字典');
  await expect(page.getByTestId('dict-items-pick')).toBeVisible();
});

test('stacked: create, a duplicate code, rename, batch delete items and the dictionary', async ({ page }) => {
  const code = `e2e_v_${stamp}`;
  await signIn(page, 'itadmin');
  await page.goto('/dict-vertical/index');
  await expect(page.getByTestId('dict-vertical-page')).toBeVisible();
  await expect(page.getByTestId('dict-items-pick')).toContainText('请在上方选择一个字典');

  await addCode(page, code, 'E2E 纵向字典', 'E2E stacked');
  // The same code again: refused, and said under the code field.
  await page.getByTestId('dict-code-add').click();
  await fill(drawer(page), 'dict-form-code', code);
  await fill(drawer(page), 'dict-form-value', '又一个');
  await save(page);
  await expect(drawer(page).locator('.ant-form-item-explain-error')).toHaveText(`字典编号 ${code} 已存在`);
  await drawer(page).getByTestId('dict-drawer-cancel').click();

  await searchCode(page, code);
  await codeRow(page, code).getByTestId('dict-code-open').click();
  await expect(page.getByTestId('dict-items')).toContainText('E2E 纵向字典');
  for (const [key, value] of [
    ['x', '一'],
    ['y', '二'],
    ['z', '三'],
  ] as const) {
    await addItem(page, key, value);
  }
  await expect(itemRows(page)).toHaveCount(3);
  await expect(page.getByTestId('dict-item-table')).toContainText('共 3 条');

  // Renaming the chosen dictionary renames the items panel too.
  await codeRow(page, code).getByTestId('dict-code-edit').click();
  await expect(drawer(page).getByTestId('dict-form-code')).toHaveValue(code);
  await fill(drawer(page), 'dict-form-value', 'E2E 纵向字典（改）');
  await save(page);
  await expect(page.getByTestId('dict-items')).toContainText('字典项 · E2E 纵向字典（改）');

  // Batch delete two items: the confirmation names how many.
  await itemRow(page, 'x').locator('.ant-checkbox-input').check();
  await itemRow(page, 'y').locator('.ant-checkbox-input').check();
  await expect(page.getByTestId('dict-item-table-selection')).toContainText('已选择 2 项');
  await page.getByTestId('dict-item-batch-delete').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('确定删除选中的 2 条数据吗');
  await confirmDialog(page, /删\s*除/);
  await expect(itemRows(page)).toHaveCount(1);
  await expect(itemRow(page, 'z')).toBeVisible();

  // Batch delete the dictionary itself.
  await codeRow(page, code).locator('.ant-checkbox-input').check();
  await page.getByTestId('dict-code-batch-delete').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('确定删除选中的 1 条数据吗');
  await confirmDialog(page, /删\s*除/);
  await expect(page.getByTestId('dict-code-table')).toContainText('暂无字典');
  await expect(page.getByTestId('dict-items-pick')).toBeVisible();
});
