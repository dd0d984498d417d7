import { expect, test, type Locator, type Page } from '@playwright/test';
import { authHeaders, confirmDialog, signIn, tokenOf } from './helpers';

// Long journeys through a real server; generous on a loaded machine.
test.describe.configure({ timeout: 120_000 });

/** Menu and top-menu management: what the super administrator changes shows in the shell at once. */

const sideMenu = (page: Page) => page.getByTestId('side-menu');
const table = (page: Page) => page.getByTestId('menu-table');
/** The table row of a menu, found by its code. */
const row = (page: Page, code: string) =>
  table(page).locator('tr.ant-table-row', { has: page.locator(`[data-testid="menu-row-name"][data-code="${code}"]`) });
const drawer = (page: Page) => page.getByTestId('menu-drawer');

/** Confirms a delete; a click lost in the dialog's opening animation is made again. */
const confirm = (page: Page) => confirmDialog(page, /删\s*除|确\s*定/);

async function save(page: Page, drawerLocator: Locator, testId: string): Promise<void> {
  await drawerLocator.getByTestId(`${testId}-submit`).click();
  await expect(page.getByText('保存成功').last()).toBeVisible();
  await expect(drawerLocator).toBeHidden();
}

test('a menu with an external link and a button: added, shown, opened, edited, deleted', async ({ page, baseURL }) => {
  const n = Date.now().toString(36);
  const code = `e2e_link_${n}`;
  const buttonCode = `${code}_export`;
  const name = `外部链接${n}`;
  const link = `${baseURL}/api/health`;

  await signIn(page, 'admin');
  await page.goto('/system/menu');
  await expect(row(page, 'system')).toBeVisible();

  // Level by level: the children of 系统管理 load when it is expanded.
  const lazy = page.waitForRequest((r) => /\/menu\/lazy-list\?parentId=\d+/.test(r.url()));
  await row(page, 'system').locator('.ant-table-row-expand-icon').click();
  await lazy;
  await expect(row(page, 'menu')).toBeVisible();

  // Add a child of 系统管理: an external link, with an icon from the picker.
  await row(page, 'system').getByTestId('menu-add-child').click();
  await expect(drawer(page)).toContainText('新增菜单');
  await expect(drawer(page).getByTestId('menu-form-parent')).toContainText('系统管理');
  await drawer(page).getByTestId('menu-form-name').fill(name);
  await drawer(page).getByTestId('menu-form-name-en').fill(`Link ${n}`);
  await drawer(page).getByTestId('menu-form-code').fill('Bad Code');
  await drawer(page).getByTestId('menu-drawer-submit').click();
  await expect(drawer(page)).toContainText('2–64 位小写字母');
  await drawer(page).getByTestId('menu-form-code').fill(code);
  await drawer(page).getByTestId('menu-form-path').fill(link);
  await expect(drawer(page)).toContainText('外部链接在内嵌页面（iframe）中打开');
  await drawer(page).getByTestId('menu-form-icon').click();
  await page.getByTestId('menu-form-icon-search').fill('link');
  await expect(page.getByTestId('menu-form-icon-option')).toHaveCount(1);
  await page.getByTestId('menu-form-icon-option').click();
  await expect(drawer(page).getByTestId('menu-form-icon')).toContainText('LinkOutlined');
  await save(page, drawer(page), 'menu-drawer');
  await expect(row(page, code)).toContainText(name);
  await expect(row(page, code)).toContainText(link);

  // A button under it; the new row opens to show it.
  await row(page, code).getByTestId('menu-add-button').click();
  await expect(drawer(page)).toContainText('新增按钮');
  await drawer(page).getByTestId('menu-form-name').fill('导出');
  await drawer(page).getByTestId('menu-form-code').fill(buttonCode);
  await drawer(page).getByTestId('menu-form-action').getByText('操作栏', { exact: true }).click();
  await save(page, drawer(page), 'menu-drawer');
  await expect(row(page, buttonCode)).toContainText('按钮');
  await expect(row(page, buttonCode)).toContainText('行内');

  // The side menu follows at once; the link opens inside the console.
  await expect(sideMenu(page).getByText(name, { exact: true })).toBeVisible();
  await sideMenu(page).getByText(name, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/myiframe/${code}\\?`));
  await expect(page.getByTestId('iframe-frame')).toHaveAttribute('src', link);
  await expect(page.frameLocator('[data-testid="iframe-frame"]').locator('body')).toContainText('"status":"ok"');

  // Edit it: the new name shows in the table and the side menu.
  await page.goto('/system/menu');
  await row(page, 'system').locator('.ant-table-row-expand-icon-collapsed').click();
  await row(page, code).getByTestId('menu-edit').click();
  await expect(drawer(page)).toContainText('修改菜单');
  await expect(drawer(page).getByTestId('menu-form-code')).toHaveValue(code);
  await expect(drawer(page).getByTestId('menu-form-path')).toHaveValue(link);
  await drawer(page).getByTestId('menu-form-name').fill(`${name}改`);
  await save(page, drawer(page), 'menu-drawer');
  await expect(row(page, code)).toContainText(`${name}改`);
  await expect(sideMenu(page).getByText(`${name}改`, { exact: true })).toBeVisible();

  // A search lists matches from every level.
  await page.getByTestId('menu-search-code').fill(n);
  await page.getByTestId('menu-search-submit').click();
  await expect(table(page).locator('tr.ant-table-row')).toHaveCount(2);
  await expect(table(page)).toContainText('搜索结果');
  await page.getByTestId('menu-search-reset').click();
  // Back to the tree, as it was opened.
  await expect(row(page, 'home')).toBeVisible();
  await expect(row(page, code)).toBeVisible();

  // Deleting asks first; the server refuses a menu that still has its button.
  await row(page, code).getByTestId('menu-delete').click();
  await expect(page.getByRole('dialog')).toContainText(`${name}改`);
  await confirm(page);
  await expect(page.getByText('下仍有下级，请先删除下级')).toBeVisible();
  await expect(row(page, code)).toBeVisible();

  // The button first, then the menu.
  await row(page, code).locator('.ant-table-row-expand-icon-collapsed').click();
  await row(page, buttonCode).getByTestId('menu-delete').click();
  await confirm(page);
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(row(page, buttonCode)).toHaveCount(0);
  await row(page, code).getByTestId('menu-delete').click();
  await confirm(page);
  await expect(row(page, code)).toHaveCount(0);
  await expect(sideMenu(page).getByText(`${name}改`, { exact: true })).toHaveCount(0);
});

test('a new top menu given some menus narrows the side menu when chosen in the header', async ({ page, request }) => {
  const n = Date.now().toString(36).slice(-4);
  const name = `顶部${n}`;
  // Other journeys expect the seeded top menus only: a failed run must not leave this one behind.
  const removeLeftover = async () => {
    const headers = authHeaders(await tokenOf(request, 'admin'));
    const list = (await (await request.get('/api/blade-system/topmenu/list', { headers })).json()) as {
      data: { id: string; code: string }[];
    };
    const mine = list.data.filter((m) => m.code === `e2e_top_${n}`).map((m) => m.id);
    if (mine.length)
      await request.post('/api/blade-system/topmenu/remove', { headers, params: { ids: mine.join(',') } });
  };
  try {
    await topMenuJourney(page, n, name);
  } finally {
    await removeLeftover();
  }
});

async function topMenuJourney(page: Page, n: string, name: string): Promise<void> {
  const top = page.getByTestId('top-menu');
  const topRow = () => page.getByTestId('topmenu-table').locator('tr.ant-table-row', { hasText: name });

  // Wide enough for a fourth top menu in the header (narrower ones fold it under "…").
  await page.setViewportSize({ width: 1600, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/system/topmenu');
  await expect(page.getByTestId('topmenu-table')).toContainText('投资业务');

  await page.getByTestId('topmenu-add').click();
  const form = page.getByTestId('topmenu-drawer');
  await form.getByTestId('topmenu-form-name').fill(name);
  await form.getByTestId('topmenu-form-code').fill(`e2e_top_${n}`);
  await form.getByTestId('topmenu-form-icon').click();
  await page.getByTestId('topmenu-form-icon-search').fill('fund');
  await page.locator('[data-testid="topmenu-form-icon-option"][data-icon="FundOutlined"]').click();
  await save(page, form, 'topmenu-drawer');
  await expect(topRow()).toBeVisible();
  // Holding no menus yet, it is not offered in the header: it would open an empty side menu.
  await expect(top.getByText('投资业务', { exact: true })).toBeVisible();
  await expect(top.getByText(name, { exact: true })).toHaveCount(0);

  // Choose its menus: 基金管理 only.
  await topRow().getByTestId('topmenu-choose-menus').click();
  const choose = page.getByTestId('topmenu-choose');
  await expect(choose.getByTestId('topmenu-choose-tree')).toContainText('基金管理');
  await choose.getByTestId('topmenu-choose-search').fill('基金');
  await choose.locator('.ant-tree-treenode', { hasText: '基金管理' }).locator('.ant-tree-checkbox').click();
  await expect(choose.getByTestId('topmenu-choose-count')).toContainText('已选 1 项');
  await choose.getByTestId('topmenu-choose-submit').click();
  await expect(choose).toBeHidden();
  // The header's top menu list refreshes by itself: holding a page now, it is offered.
  await expect(top.getByText(name, { exact: true })).toBeVisible();

  // Chosen in the header, it narrows the side menu to those menus.
  const routes = page.waitForRequest((r) => /\/menu\/routes\?topMenuId=\d+/.test(r.url()));
  await top.getByText(name, { exact: true }).click();
  await routes;
  await expect(sideMenu(page).getByText('基金管理', { exact: true })).toBeVisible();
  await expect(sideMenu(page).getByText('系统管理', { exact: true })).toHaveCount(0);
  await expect(sideMenu(page).getByText('项目管理', { exact: true })).toHaveCount(0);

  // Reopening the dialog shows what was saved.
  await topRow().getByTestId('topmenu-choose-menus').click();
  await expect(choose.locator('.ant-tree-treenode', { hasText: '基金管理' }).locator('.ant-tree-checkbox')).toHaveClass(
    /ant-tree-checkbox-checked/,
  );
  await expect(choose.getByTestId('topmenu-choose-count')).toContainText('已选 1 项');
  await choose.getByRole('button', { name: /取\s*消/ }).click();

  // Back to all, then delete it (other journeys expect the seeded top menus only).
  await top.getByText('全部', { exact: true }).click();
  await expect(sideMenu(page).getByText('系统管理', { exact: true })).toBeVisible();
  await topRow().getByTestId('topmenu-delete').click();
  await confirm(page);
  await expect(topRow()).toHaveCount(0);
  await expect(top.getByText(name, { exact: true })).toHaveCount(0);
  await expect(top.getByTestId('top-menu-item')).toHaveText(['全部', '投资业务', '系统管理']);
}
