import { expect, test, type Page } from '@playwright/test';
import { confirmDialog, signIn } from './helpers';

/** Tabs that keep their pages' state (spec §2 Tabs bar, §4 Tabs). */

const tabBar = (page: Page) => page.getByTestId('tab-bar');
const tab = (page: Page, name: string) => tabBar(page).getByRole('tab', { name, exact: true });
const tabLabels = (page: Page) => tabBar(page).getByTestId('tab-label');
const scroller = (page: Page) => page.getByTestId('page-scroll');
const scrollTop = (page: Page) => scroller(page).evaluate((el) => Math.round(el.scrollTop));

async function openFromMenu(page: Page, group: string, name: string) {
  const menu = page.getByTestId('side-menu');
  const title = menu.getByRole('menuitem', { name: group, exact: true });
  if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
  await menu.getByRole('menuitem', { name, exact: true }).click();
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
}

async function tabMenu(page: Page, name: string, action: string) {
  await tab(page, name).click({ button: 'right' });
  await page.getByRole('menuitem', { name: action }).click();
}

async function barMenu(page: Page, action: string) {
  await page.getByTestId('tab-actions').click();
  // The bar's own menu, not a tab's right-click menu that may still be fading out.
  const menu = page.getByTestId('tab-actions-menu');
  // Placed, then animated in: a click on an item before its popup has settled can miss it (a
  // screencast showed the menu painted only after the click), so wait for its opening motion's end.
  await expect(page.locator('.ant-dropdown', { has: menu })).not.toHaveClass(/-(appear|enter)\b/);
  await menu.getByRole('menuitem', { name: action }).click();
}

test('tabs keep each page as it was, act on the clicked tab, refresh one page, and survive a reload', async ({
  page,
}) => {
  // A long journey: about 60 steps took 33 s alone and over 60 s beside another journey on a slow box.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 600 });
  await signIn(page, 'itadmin');
  await expect(tabLabels(page)).toHaveText(['首页']);
  // The home tab alone cannot be closed.
  await expect(tabBar(page).getByRole('button', { name: '关闭' })).toHaveCount(0);

  // Home: filter the quick links.
  const homeFilter = page.getByTestId('quick-links-filter');
  await homeFilter.fill('xm');
  await expect(page.getByTestId('quick-link')).toHaveCount(2);
  // Filling scrolled the long home page down to its links: back to its top, where it must stay.
  await scroller(page).evaluate((el) => el.scrollTo(0, 0));

  // The dashboard, from the avatar menu: scroll to its end, then filter its links.
  await page.getByTestId('user-dropdown').click();
  await page.getByRole('menuitem', { name: '工作台' }).click();
  await expect(page).toHaveURL(/\/wel\/dashboard$/);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  const dashFilter = page.getByTestId('dashboard-filter');
  await dashFilter.fill('yh');
  await expect(page.getByTestId('dashboard').getByTestId('quick-link')).toHaveText([/用户管理/]);
  await scroller(page).evaluate((el) => el.scrollTo(0, el.scrollHeight));
  const dashboardScroll = await scrollTop(page);
  expect(dashboardScroll).toBeGreaterThan(100);

  await openFromMenu(page, '项目管理', '项目列表');
  await expect(page).toHaveURL(/\/project\/list$/);
  await openFromMenu(page, '审批管理', '我的待办');
  await expect(tabLabels(page)).toHaveText(['首页', '工作台', '项目列表', '我的待办']);
  // Visiting an open page again adds no second tab.
  await openFromMenu(page, '项目管理', '项目列表');
  await expect(tabLabels(page)).toHaveCount(4);

  // Back to each tab: its input and its scroll position are as they were.
  await tab(page, '首页').click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(homeFilter).toHaveValue('xm');
  await expect(page.getByTestId('quick-link').filter({ visible: true })).toHaveCount(2);
  expect(await scrollTop(page)).toBe(0);
  await tab(page, '工作台').click();
  await expect(dashFilter).toHaveValue('yh');
  await expect.poll(() => scrollTop(page)).toBe(dashboardScroll);

  // Right-click a tab that is not the active one: close others keeps that tab and home.
  await tab(page, '项目列表').click();
  await tabMenu(page, '我的待办', '关闭其他');
  await expect(tabLabels(page)).toHaveText(['首页', '我的待办']);
  await expect(page).toHaveURL(/\/approval\/todo$/);
  await expect(tab(page, '我的待办')).toHaveAttribute('aria-selected', 'true');

  // A closed tab's page starts afresh when opened again.
  await page.getByTestId('user-dropdown').click();
  await page.getByRole('menuitem', { name: '工作台' }).click();
  await expect(dashFilter).toHaveValue('');
  await dashFilter.fill('js');
  await expect(homeFilter).toHaveValue('xm');

  // Refresh (from the right-click menu of another tab) remounts only that page.
  await tab(page, '首页').click();
  await tabMenu(page, '工作台', '刷新');
  await expect(page).toHaveURL(/\/wel\/dashboard$/);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await expect(dashFilter).toHaveValue('');
  await expect(tabLabels(page)).toHaveText(['首页', '我的待办', '工作台']);
  await tab(page, '首页').click();
  await expect(homeFilter).toHaveValue('xm');
  // The bar's one right-click menu opens on a tab only: beside the tabs, nothing opens.
  const refreshItem = page.getByRole('menuitem', { name: '刷新' });
  await expect(refreshItem).toBeHidden();
  const nav = (await tabBar(page).locator('.ant-tabs-nav-wrap').boundingBox())!;
  await page.mouse.click(nav.x + nav.width - 4, nav.y + nav.height / 2, { button: 'right' });
  // A menu that opened would be on screen within its 200 ms motion.
  await page.waitForTimeout(400);
  await expect(refreshItem).toBeHidden();

  // Closing the active tab shows the one before it.
  await tab(page, '工作台').click();
  await tabBar(page).locator('[data-tab="/wel/dashboard"]').getByRole('button', { name: '关闭' }).click();
  await expect(page).toHaveURL(/\/approval\/todo$/);
  await expect(tabLabels(page)).toHaveText(['首页', '我的待办']);

  // Close all (the bar's menu) leaves home alone.
  await openFromMenu(page, '项目管理', '项目池');
  await barMenu(page, '关闭全部');
  await expect(tabLabels(page)).toHaveText(['首页']);
  await expect(page).toHaveURL(/\/wel\/index$/);

  // Open tabs and the active tab survive a reload.
  await openFromMenu(page, '项目管理', '项目池');
  await openFromMenu(page, '项目管理', '重点项目');
  await tab(page, '项目池').click();
  await page.reload();
  await expect(tabLabels(page)).toHaveText(['首页', '项目池', '重点项目']);
  await expect(page).toHaveURL(/\/project\/pool$/);
  await expect(tab(page, '项目池')).toHaveAttribute('aria-selected', 'true');
  // As a user would, act once the page is drawn: the tabs come from storage before the shell settles.
  await expect(page.getByTestId('pool-table').getByTestId('pool-project').first()).toBeVisible();

  // Clear cache asks first, then reports the server's answer.
  await barMenu(page, '清除缓存');
  await expect(page.getByRole('dialog')).toContainText('是否清除服务器缓存?');
  await confirmDialog(page, /确\s*定/);
  await expect(page.getByText('清除完毕')).toBeVisible();
});
