import ExcelJS from 'exceljs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { BASIC, confirmDialog, signIn, tokenOf } from './helpers';

/** Pages take a while to load and drawers to close on a busy machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** The seeded sample pipeline: 40 projects, 6 of them invested (stage 4). */
const SEEDED = 40;
const INVESTED = 6;

const table = (page: Page) => page.getByTestId('project-table');
const rows = (page: Page) => table(page).locator('tr.ant-table-row');
const names = (page: Page) => table(page).getByTestId('project-link');
/** The pager's count; a page may take a while to first load on a busy machine. */
const total = (page: Page, count: number) => expect(table(page)).toContainText(`共 ${count} 条`, { timeout: 30_000 });
/** The count the pager shows now. */
const shownCount = async (page: Page) =>
  Number(/共 (\d+) 条/.exec(await table(page).locator('.ant-pagination-total-text').innerText())?.[1]);
const drawer = (page: Page) => page.getByTestId('project-drawer');
const dialog = (page: Page) => page.getByTestId('project-import-dialog');

// Long journeys: each loads the list several times, exports, uploads.
test.beforeEach(() => test.slow());

async function searchKeyword(page: Page, keyword: string) {
  await page.getByTestId('project-search-keyword').fill(keyword);
  await page.getByTestId('project-search-submit').click();
}

/** Exports the list as it is shown and reads the downloaded workbook's first sheet. */
async function exportList(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('project-export').click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  return { name: download.suggestedFilename(), book, sheet: book.worksheets[0]! };
}

async function importFile(page: Page, book: ExcelJS.Workbook) {
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  await page.getByTestId('project-import').click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).locator('input[type=file]').setInputFiles({
    name: 'projects.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await expect(dialog(page)).toContainText('projects.xlsx');
  await page.getByTestId('project-import-start').click();
}

async function closeImport(page: Page) {
  await page.getByTestId('project-import-close').click();
  await expect(dialog(page)).toBeHidden();
}

test('searches, filters, sorts and pages the pipeline on the server, from a link too; columns are chosen and kept', async ({
  page,
}) => {
  await signIn(page, 'analyst');
  // The home page's links open the list with filters in the URL.
  await page.goto('/project/list?stage=4');
  await total(page, INVESTED);
  await expect(page.getByTestId('project-search-stage')).toContainText('已投');
  await expect(table(page).locator('.ant-tag', { hasText: '已投' })).toHaveCount(INVESTED);
  // Analysts export but neither add nor import.
  await expect(page.getByTestId('project-export')).toBeVisible();
  await expect(page.getByTestId('project-add')).toHaveCount(0);
  await expect(page.getByTestId('project-import')).toHaveCount(0);

  await page.getByTestId('project-search-reset').click();
  await total(page, SEEDED);
  await expect(page).toHaveURL(/\/project\/list$/);
  await expect(rows(page)).toHaveCount(10);

  // Sorted by the server: smallest planned amount first, then largest.
  const amountHeader = table(page).getByRole('columnheader', { name: /计划投资额下限/ });
  await amountHeader.click();
  await expect(names(page).first()).toHaveText('易客云');
  await amountHeader.click();
  await expect(names(page).first()).toHaveText('天机大模型');

  // Paged by the server.
  const firstPage = await names(page).allTextContents();
  await table(page).locator('.ant-pagination-item-2').click();
  await expect(table(page).locator('.ant-pagination-item-active')).toHaveText('2');
  await expect(rows(page)).toHaveCount(10);
  expect(await names(page).allTextContents()).not.toEqual(firstPage);

  // A keyword search is in the URL, so the link can be shared.
  await searchKeyword(page, '医');
  await total(page, 4);
  await expect(page).toHaveURL(/\/project\/list\?keyword=%E5%8C%BB$/);
  await page.goto('/project/list?keyword=%E5%8C%BB&industry=3');
  await total(page, 4);
  await expect(page.getByTestId('project-search-keyword')).toHaveValue('医');
  await expect(page.getByTestId('project-search-industry')).toContainText('医疗健康');

  // The chosen columns stay chosen for this user.
  await expect(table(page).getByRole('columnheader', { name: '公司名称' })).toBeVisible();
  await page.getByTestId('project-columns').click();
  await page.getByTestId('project-column-companyName').click();
  await page.getByTestId('project-column-region').click();
  await expect(table(page).getByRole('columnheader', { name: '公司名称' })).toHaveCount(0);
  await page.reload();
  await total(page, 4);
  await expect(table(page).getByRole('columnheader', { name: '公司名称' })).toHaveCount(0);
  await expect(table(page).getByRole('columnheader', { name: '地区' })).toBeVisible();
  await page.getByTestId('project-columns').click();
  await page.getByTestId('project-columns-reset').click();
  await expect(table(page).getByRole('columnheader', { name: '公司名称' })).toBeVisible();
});

test('a manager creates a project (a taken name and a reversed range refused first) and marks it key', async ({
  page,
}) => {
  // Unique per attempt, so that a retry does not meet the first attempt's project.
  const created = `星海二号-${Date.now().toString(36)}`;
  await signIn(page, 'manager');
  await page.goto('/project/key');
  await expect(rows(page).first()).toBeVisible();
  const keyBefore = await shownCount(page);
  await page.goto('/project/list');
  await expect(rows(page).first()).toBeVisible();
  const before = await shownCount(page);
  await page.getByTestId('project-add').click();
  await expect(drawer(page)).toContainText('新增项目');
  await page.getByTestId('project-drawer-submit').click();
  await expect(drawer(page)).toContainText('请输入项目名称');

  await drawer(page).getByTestId('project-form-name').fill('星海半导体');
  await drawer(page).getByTestId('project-form-companyName').fill('星海二号有限公司');
  await drawer(page).getByTestId('project-form-amountMin').fill('5000');
  await drawer(page).getByTestId('project-form-amountMax').fill('100');
  await page.getByTestId('project-drawer-submit').click();
  await expect(drawer(page)).toContainText('上限不能小于下限');
  await drawer(page).getByTestId('project-form-amountMax').fill('8000');
  await page.getByTestId('project-drawer-submit').click();
  // Only the server knows the name is taken: its answer shows under the name (the range's message
  // may still be fading out under the amounts).
  const nameItem = drawer(page).locator('.ant-form-item', { has: page.getByTestId('project-form-name') });
  await expect(nameItem.locator('.ant-form-item-explain-error')).toHaveText('项目名称「星海半导体」已存在');

  await drawer(page).getByTestId('project-form-name').fill(created);
  await page.getByTestId('project-drawer-submit').click();
  await expect(drawer(page)).toBeHidden();
  await total(page, before + 1);

  await searchKeyword(page, created);
  await total(page, 1);
  const row = rows(page).first();
  await expect(row).toContainText('储备');
  await expect(row).toContainText('5,000');
  await row.getByTestId('project-key').click();
  await expect(page.locator('.ant-message')).toContainText('已标为重点项目');
  await expect(row.getByTestId('project-key-star')).toBeVisible();

  await page.goto('/project/key');
  await expect(page.getByTestId('project-key-page')).toBeVisible();
  await total(page, keyBefore + 1);
  await expect(names(page).filter({ hasText: created })).toHaveCount(1);
  await expect(page.getByTestId('project-search-key')).toHaveCount(0);
});

test('Excel export then import of the list round-trips; a file with one bad row imports nothing', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/project/list?stage=4');
  await total(page, INVESTED);

  const { name, book, sheet } = await exportList(page);
  expect(name).toMatch(/^项目列表-\d{8}\.xlsx$/);
  expect(sheet.rowCount).toBe(INVESTED + 1);
  expect(sheet.getRow(1).getCell(1).text).toBe('项目名称');
  expect(sheet.getRow(1).getCell(3).text).toBe('行业');
  // Unique per attempt, so that a retry does not meet the first attempt's copies.
  const copy = `-副本${Date.now().toString(36)}`;
  const exported: string[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    exported.push(row.getCell(1).text);
    row.getCell(1).value = `${row.getCell(1).text}${copy}`;
  });
  expect(exported).toHaveLength(INVESTED);

  await page.getByTestId('project-search-reset').click();
  // Read the count once the unfiltered list is in: more than the invested projects it showed.
  await expect.poll(() => shownCount(page)).toBeGreaterThan(INVESTED);
  const before = await shownCount(page);
  await importFile(page, book);
  await expect(page.getByTestId('project-import-done')).toHaveText(`已导入 ${INVESTED} 个项目`);
  await closeImport(page);
  // The list has refreshed; the copies start in reserve.
  await total(page, before + INVESTED);
  await searchKeyword(page, copy);
  await total(page, INVESTED);
  expect((await names(page).allTextContents()).sort()).toEqual(exported.map((n) => `${n}${copy}`).sort());
  await expect(table(page).locator('.ant-tag', { hasText: '储备' })).toHaveCount(INVESTED);

  // One bad row: nothing is imported, and the table names the row and the column.
  await page.getByTestId('project-search-reset').click();
  await total(page, before + INVESTED);
  const bad = new ExcelJS.Workbook();
  const bookSheet = bad.addWorksheet('项目');
  bookSheet.addRow(['项目名称', '公司名称', '行业']);
  bookSheet.addRow(['好项目', '好项目有限公司', '消费']);
  bookSheet.addRow(['坏项目', '坏项目有限公司', '不存在的行业']);
  await importFile(page, bad);
  await expect(page.getByTestId('project-import-failed')).toContainText('文件中有 1 处错误，未导入任何项目');
  const errors = page.getByTestId('project-import-errors').locator('tr.ant-table-row');
  await expect(errors).toHaveCount(1);
  await expect(errors.first()).toContainText('3');
  await expect(errors.first()).toContainText('行业');
  await expect(errors.first()).toContainText('「不存在的行业」不是可选值');
  await closeImport(page);
  await total(page, before + INVESTED);
  await searchKeyword(page, '好项目');
  await expect(table(page)).toContainText('没有符合条件的项目');
});

test('an administrator deletes selected projects after confirming', async ({ page, request }) => {
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${await tokenOf(request, 'itadmin')}` };
  for (const name of ['待删甲', '待删乙']) {
    const saved = await request.post('/api/project/project/save', {
      headers,
      data: { name, companyName: `${name}公司` },
    });
    expect(saved.ok()).toBe(true);
  }
  await signIn(page, 'itadmin');
  await page.goto('/project/list?keyword=%E5%BE%85%E5%88%A0');
  await total(page, 2);
  const boxes = rows(page).locator('.ant-checkbox-input');
  // A row can be selected once the server has said the user may change it.
  for (const box of await boxes.all()) {
    await expect(box).toBeEnabled();
    await box.check();
  }
  await expect(table(page).getByTestId('project-table-selection')).toContainText('已选择 2 项');
  await page.getByTestId('project-batch-delete').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('确定删除选中的 2 条数据吗？');
  await confirmDialog(page, /删\s*除/);
  await expect(page.locator('.ant-message')).toContainText('删除成功');
  await expect(table(page)).toContainText('没有符合条件的项目');
});
