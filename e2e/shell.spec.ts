import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

/** The rest of the shell: top menu, language, fullscreen, narrow screens, the iframe route, the avatar menu. */

const sideMenu = (page: Page) => page.getByTestId('side-menu');
const tabLabels = (page: Page) => page.getByTestId('tab-bar').getByTestId('tab-label');

test('choosing a top menu narrows the side menu to it, and the choice survives a reload', async ({ page }) => {
  await signIn(page, 'admin');
  const top = page.getByTestId('top-menu');
  await expect(top.getByTestId('top-menu-item')).toHaveText(['全部', '投资业务', '系统管理']);
  await expect(sideMenu(page).getByText('项目管理', { exact: true })).toBeVisible();
  await expect(sideMenu(page).getByText('系统管理', { exact: true })).toBeVisible();

  const routes = page.waitForRequest((r) => /\/menu\/routes\?topMenuId=\d+/.test(r.url()));
  await top.getByText('系统管理', { exact: true }).click();
  await routes;
  await expect(sideMenu(page).getByText('项目管理', { exact: true })).toHaveCount(0);
  await expect(sideMenu(page).getByText('系统管理', { exact: true })).toBeVisible();

  await top.getByText('投资业务', { exact: true }).click();
  await expect(sideMenu(page).getByText('系统管理', { exact: true })).toHaveCount(0);
  await expect(sideMenu(page).getByText('项目管理', { exact: true })).toBeVisible();

  await page.reload();
  await expect(sideMenu(page).getByText('项目管理', { exact: true })).toBeVisible();
  await expect(sideMenu(page).getByText('系统管理', { exact: true })).toHaveCount(0);
  await expect(top.getByRole('menuitem', { name: '投资业务' })).toHaveClass(/ant-menu-item-selected/);
  // Pages outside the chosen top menu stay reachable (search, links).
  await page.goto('/system/user');
  await expect(page.getByTestId('user-page')).toBeVisible();

  await top.getByText('全部', { exact: true }).click();
  await expect(sideMenu(page).getByText('系统管理', { exact: true })).toBeVisible();
  await expect(sideMenu(page).getByText('项目管理', { exact: true })).toBeVisible();
});

test('switching to English changes menus, tabs, the title, antd texts and server messages', async ({ page }) => {
  await signIn(page, 'itadmin');
  await expect(page).toHaveTitle('首页-投资项目管理系统');
  await page.getByTestId('language-menu').click();
  await expect(page.getByRole('menuitem', { name: '简体中文' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: 'English' }).click();

  await expect(page).toHaveTitle('Home-Investment Project Console');
  await expect(sideMenu(page).getByText('Projects', { exact: true })).toBeVisible();
  await expect(sideMenu(page).getByText('项目管理', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('top-menu').getByTestId('top-menu-item')).toHaveText([
    'All',
    'Investment',
    'Administration',
  ]);
  await expect(tabLabels(page)).toHaveText(['Home']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await sideMenu(page).getByText('Projects', { exact: true }).click();
  await sideMenu(page).getByText('Project list', { exact: true }).click();
  await expect(page).toHaveTitle('Project list-Investment Project Console');
  await expect(tabLabels(page)).toHaveText(['Home', 'Project list']);

  // The server answers in English too (Accept-Language).
  await page.getByTestId('tab-actions').click();
  await page.getByRole('menuitem', { name: 'Clear cache' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Clear the server cache?');
  // antd's own texts follow: the dialog buttons are in English.
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Cache cleared')).toBeVisible();

  // Stored: a reload keeps English, and the current language is the disabled one.
  await page.reload();
  await expect(page).toHaveTitle('Project list-Investment Project Console');
  await page.getByTestId('language-menu').click();
  await expect(page.getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page).toHaveTitle('项目列表-投资项目管理系统');
  await expect(tabLabels(page)).toHaveText(['首页', '项目列表']);
});

test('the fullscreen button follows the browser, Esc-style exits included', async ({ page }) => {
  await signIn(page, 'partner');
  const button = page.getByTestId('fullscreen-toggle');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(true);
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveAccessibleName('退出全屏');
  // Leaving fullscreen by the browser's own means (Esc) updates the button.
  await page.evaluate(() => document.exitFullscreen());
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(button).toHaveAccessibleName('全屏');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await button.click();
  await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(false);
});

test('narrow screens fold the menu; on a phone it is an overlay drawer', async ({ page }) => {
  await signIn(page, 'analyst');
  const sider = page.locator('aside.ant-layout-sider');
  await expect(sider).toHaveCSS('width', '248px');

  // Below 992 px the sidebar folds by itself (after the 300 ms resize debounce).
  await page.setViewportSize({ width: 900, height: 800 });
  await expect(sider).toHaveCSS('width', '64px');
  await expect(page.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'false');

  // A phone: no sidebar beside the page; the toggle opens the menu over it.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(sider).toHaveCount(0);
  await expect(sideMenu(page)).toBeHidden();
  const content = page.getByTestId('page-scroll');
  const before = await content.boundingBox();
  expect(before?.x).toBe(0);
  await page.getByTestId('menu-toggle').click();
  const drawer = page.getByTestId('menu-drawer');
  await expect(sideMenu(page)).toBeVisible();
  // It lies over the page: the page did not move.
  expect((await content.boundingBox())?.x).toBe(0);
  await sideMenu(page).getByText('项目管理', { exact: true }).click();
  await sideMenu(page).getByText('项目池', { exact: true }).click();
  await expect(page).toHaveURL(/\/project\/pool$/);
  // Choosing a page closes the drawer.
  await expect(sideMenu(page)).toBeHidden();
  await expect(drawer).toBeHidden();

  // The menu search is an icon on a phone, and still opens the overlay.
  await page.getByTestId('open-menu-search').click();
  await expect(page.getByTestId('menu-search')).toBeVisible();
  await page.keyboard.press('Escape');

  // Wide again: the sidebar is back, open.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(sider).toHaveCSS('width', '248px');
});

test('the iframe route is a static page: no sign-in, no tab, outside the layout, sandboxed (spec §2)', async ({
  page,
  baseURL,
}) => {
  const src = `${baseURL}/api/health`;
  const query = new URLSearchParams({ src, name: '健康检查', nameEn: 'Health check' });
  const address = `/myiframe/health?${query.toString()}`;

  // Nobody signed in: the page opens where it was asked for, without the console around it.
  const answer = await page.goto(address);
  await expect(page).toHaveURL(address);
  const frame = page.getByTestId('iframe-frame');
  await expect(frame).toHaveAttribute('src', src);
  await expect(page.frameLocator('[data-testid="iframe-frame"]').locator('body')).toContainText('"status":"ok"');
  await expect(page).toHaveTitle('健康检查-投资项目管理系统');
  await expect(page.getByTestId('tab-bar')).toHaveCount(0);
  await expect(sideMenu(page)).toHaveCount(0);
  // A page of the console's own origin never gets allow-same-origin with its scripts.
  await expect(frame).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox',
  );
  const csp = answer?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");

  // Signed in, it is still no tab; "back" returns to the console.
  await signIn(page, 'manager');
  await page.goto(address);
  await expect(frame).toBeVisible();
  await expect(page.getByTestId('tab-bar')).toHaveCount(0);
  await page.getByTestId('iframe-back').click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(tabLabels(page)).toHaveText(['首页']);

  // Only http(s) addresses and HTML pages are framed.
  await page.goto(`/myiframe/x?${new URLSearchParams({ src: 'javascript:alert(1)', name: 'x' }).toString()}`);
  await expect(page.getByText('无效的页面地址')).toBeVisible();
  await expect(page.getByTestId('iframe-frame')).toHaveCount(0);
});

test('the avatar menu opens on click and from the keyboard', async ({ page }) => {
  await signIn(page, 'manager');
  const avatar = page.getByTestId('user-dropdown');
  await avatar.click();
  await expect(page.getByRole('menuitem', { name: '工作台' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: '工作台' })).toBeHidden();

  await avatar.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: '个人信息' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: '个人信息' })).toBeHidden();
  await avatar.focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('menuitem', { name: '工作台' }).click();
  await expect(page).toHaveURL(/\/wel\/dashboard$/);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await expect(page.getByTestId('dashboard-roles')).toContainText('投资经理');
});

test('Esc closes what a header button opened while the pointer still rests on the button', async ({ page }) => {
  await signIn(page, 'partner');
  // Each button's tooltip would open 0.1 s after the pointer came; the pause lets it, as a user's
  // resting hand does. Esc closes only the top layer: a tooltip there took Esc from the dialog.
  const restingPointer = () => page.waitForTimeout(500);
  const opened = [
    { button: 'lock-button', layer: page.getByTestId('lock-dialog') },
    { button: 'theme-button', layer: page.getByTestId('theme-dialog') },
    { button: 'open-menu-search', layer: page.getByTestId('menu-search') },
    { button: 'color-picker', layer: page.getByTestId('color-panel') },
  ];
  for (const { button, layer } of opened) {
    const tip = (await page.getByTestId(button).getAttribute('aria-label')) ?? '';
    await page.getByTestId(button).click();
    await expect(layer).toBeVisible();
    await restingPointer();
    await expect(page.getByRole('tooltip', { name: tip, exact: true })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(layer, `${button}: Esc closes what it opened`).toBeHidden();
    // The tooltip is back once the pointer leaves and returns.
    await page.mouse.move(0, 0);
    await page.getByTestId(button).hover();
    await expect(page.getByRole('tooltip', { name: tip, exact: true })).toBeVisible();
  }
});
