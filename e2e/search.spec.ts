import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

/** The menu search overlay and the header's autocomplete (spec §2 Search). */

const overlay = (page: Page) => page.getByTestId('menu-search');
const hits = (page: Page) => overlay(page).getByTestId('menu-search-hit');
const tabLabels = (page: Page) => page.getByTestId('tab-bar').getByTestId('tab-label');

test('the menu search finds pages by name, pinyin and English, and works from the keyboard', async ({ page }) => {
  await signIn(page, 'manager');

  // From the tab bar's menu: the overlay replaces the view; pinyin initials find 项目列表; Esc closes it.
  await page.getByTestId('tab-actions').click();
  await page.getByRole('menuitem', { name: '菜单搜索' }).click();
  await expect(overlay(page)).toBeVisible();
  await expect(overlay(page).getByRole('heading', { name: '菜单搜索' })).toBeVisible();
  const input = page.getByTestId('menu-search-input');
  await expect(input).toBeFocused();
  // With nothing typed it lists every page of the menu.
  expect(await hits(page).count()).toBeGreaterThan(5);
  await input.fill('xmlb');
  await expect(hits(page)).toHaveCount(1);
  await expect(hits(page)).toContainText('项目列表');
  await input.fill('XiangMu');
  await expect(hits(page)).toHaveCount(2);
  // Name prefix only (spec): 重点项目 merely contains 项目, and 点项 finds nothing.
  await input.fill('项目');
  await expect(hits(page)).toHaveText([/^项目列表/, /^项目池/]);
  await input.fill('点项');
  await expect(hits(page)).toHaveCount(0);
  await input.fill('zzzz');
  await expect(hits(page)).toHaveCount(0);
  await expect(overlay(page)).toContainText('没有匹配的页面');
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toHaveCount(0);
  await expect(page.getByTestId('home-greeting')).toBeVisible();

  // From the header: arrows choose, Enter opens the page and closes the overlay.
  await page.getByTestId('open-menu-search').click();
  await expect(overlay(page)).toBeVisible();
  await page.keyboard.type('xiangmu');
  await expect(hits(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(hits(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(hits(page).nth(1)).toContainText('项目池');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/project\/pool$/);
  await expect(overlay(page)).toHaveCount(0);
  await expect(tabLabels(page)).toHaveText(['首页', '项目池']);

  // Ctrl+K opens it too; English names match; ArrowUp wraps to the last hit.
  await page.keyboard.press('Control+k');
  await expect(overlay(page)).toBeVisible();
  await page.keyboard.type('my ');
  await expect(hits(page)).toHaveText([/我的待办/, /我的已办/, /我的申请/]);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/approval\/mine$/);
});

test('the header search box autocompletes, opens the chosen page and clears itself', async ({ page }) => {
  await signIn(page, 'manager');
  const box = page.getByTestId('header-search-input');
  const options = page.getByTestId('header-search-option').filter({ visible: true });

  await box.click();
  await box.fill('xmlb');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('项目列表');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/project\/list$/);
  await expect(box).toHaveValue('');

  // Arrows and Enter choose among several; the mouse works as well.
  await box.fill('xm');
  await expect(options).toHaveCount(2);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/project\/pool$/);
  await expect(box).toHaveValue('');

  await box.fill('Key');
  await options.filter({ hasText: '重点项目' }).click();
  await expect(page).toHaveURL(/\/project\/key$/);
  await expect(box).toHaveValue('');
  await expect(page.getByTestId('tab-bar').getByTestId('tab-label')).toHaveText([
    '首页',
    '项目列表',
    '项目池',
    '重点项目',
  ]);

  // Esc empties the box.
  await box.fill('fund');
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');
});

test('text typed before the header box has its suggestions stays, and they show when their code comes', async ({
  page,
}) => {
  // The suggestions' code comes after the first screen (layout/shellDialogs.ts): held here until typed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/HeaderSearchSuggest-[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await signIn(page, 'manager');
  const box = page.getByTestId('header-search-input');
  const before = await box.boundingBox();

  await box.click();
  await page.keyboard.type('xmlb');
  await expect(box).toHaveValue('xmlb');
  expect(asked).toBe(true);
  await expect(page.getByTestId('header-search-option')).toHaveCount(0);

  release();
  const options = page.getByTestId('header-search-option').filter({ visible: true });
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('项目列表');
  // The same box in the same place, still the one being typed in.
  await expect(box).toHaveValue('xmlb');
  await expect(box).toBeFocused();
  expect(await box.boundingBox()).toEqual(before);
  await page.keyboard.type('x');
  await expect(box).toHaveValue('xmlbx');
  await expect(page.getByText('没有匹配的页面').filter({ visible: true })).toBeVisible();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/project\/list$/);
  await expect(box).toHaveValue('');
});
