import { expect, test, type Page } from '@playwright/test';
import { SIGN_IN_WAIT, signIn } from './helpers';

const BLUE = 'rgb(22, 119, 255)';

/** What the first paint shows: read before the console's code has run. */
async function bootLook(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    return {
      theme: root.dataset.theme,
      primary: root.style.getPropertyValue('--theme-primary'),
      bodyBg: getComputedStyle(document.body).backgroundColor,
      scheme: getComputedStyle(root).colorScheme,
      rendered: Boolean(document.querySelector('#root')?.childElementCount),
    };
  });
}

/** Once the colour picker's panel shows, picks its second preset (blue): the console's colour follows. */
async function pickBlueFromPanel(page: Page) {
  const panel = page.getByTestId('color-panel');
  await expect(panel).toBeVisible();
  await panel.locator('.ant-color-picker-presets-color').nth(1).click();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--theme-primary')))
    .toBe('#1677ff');
}

test('theme-dark and a colour survive a reload, before and after React renders', async ({ page }) => {
  await signIn(page, 'partner');
  await page.getByTestId('theme-button').click();
  const dialog = page.getByTestId('theme-dialog');
  await expect(dialog).toBeVisible();
  const cards = dialog.getByRole('radio');
  await expect(cards).toHaveCount(11);
  await dialog.getByTestId('theme-theme-dark').click();
  await expect(dialog.getByTestId('theme-theme-dark')).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A preset colour from the picker.
  await page.getByTestId('color-picker').click();
  await pickBlueFromPanel(page);
  await page.keyboard.press('Escape');

  const checkDarkShell = async () => {
    // The home page is a lazy chunk: its greeting may come a moment after the shell.
    await expect(page.getByTestId('home-greeting')).toBeVisible();
    const look = await page.evaluate(() => {
      const bg = (sel: string) => {
        const el = document.querySelector(sel);
        return el ? getComputedStyle(el).backgroundColor : '';
      };
      const btn = document.querySelector('[data-testid="user-dropdown"]');
      const greeting = document.querySelector('[data-testid="home-greeting"]');
      const card = greeting?.closest('section');
      return {
        body: getComputedStyle(document.body).backgroundColor,
        sider: bg('.ant-layout-sider'),
        header: bg('.ant-layout-header'),
        card: card ? getComputedStyle(card).backgroundColor : '',
        text: greeting ? getComputedStyle(greeting).color : '',
        userColor: btn ? getComputedStyle(btn).color : '',
      };
    });
    expect(look.body).toBe('rgb(0, 0, 0)');
    expect(look.sider).toBe('rgb(20, 20, 20)');
    expect(look.header).toBe('rgb(31, 31, 31)');
    // Content too: antd's dark algorithm.
    expect(look.card).toBe('rgb(20, 20, 20)');
    expect(look.text).toBe('rgba(255, 255, 255, 0.85)');
    expect(look.userColor).toBe('rgba(255, 255, 255, 0.85)');
    // The colour is antd's primary colour: the active tab and a primary button use it.
    await expect(page.getByTestId('tab-bar').locator('.ant-tabs-tab-active .ant-tabs-tab-btn')).toHaveCSS(
      'color',
      BLUE,
    );
  };
  await checkDarkShell();

  // Reload with the console's code held back: the first paint is already dark and blue.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The module script is deferred: DOMContentLoaded waits for it, so wait for the body instead.
  await page.reload({ waitUntil: 'commit' });
  // The first paint waits for the stylesheets (inline in index.html; a linked one would be
  // render-blocking), not for the console's code. A disabled link is never loaded: it only names an
  // inlined stylesheet for Vite's preload helper (web/build/inlineFirstPaint.ts).
  await page.waitForFunction(
    () =>
      document.getElementById('root') !== null &&
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every(
        (l) => l.disabled || l.sheet !== null,
      ),
  );
  const before = await bootLook(page);
  expect(before).toEqual({
    theme: 'theme-dark',
    primary: '#1677ff',
    bodyBg: 'rgb(0, 0, 0)',
    scheme: 'dark',
    rendered: false,
  });
  release();
  await expect(page.getByTestId('side-menu')).toBeVisible({ timeout: SIGN_IN_WAIT });
  await page.unroute(/\/assets\/index-[^/]+\.js$/);
  expect((await bootLook(page)).rendered).toBe(true);
  await checkDarkShell();

  // Back to the default look, which also survives a reload.
  await page.getByTestId('theme-button').click();
  await page.getByTestId('theme-theme-white').click();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByTestId('side-menu')).toBeVisible({ timeout: SIGN_IN_WAIT });
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('theme-white');
  await expect(page.locator('.ant-layout-sider')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});

test('a header dialog whose code cannot be fetched says so in the user’s language, and the header stays usable', async ({
  page,
}) => {
  // The dialog's chunk is unreachable (a deploy replaced it, or the network dropped) from the start,
  // so the idle preload fails too.
  await page.route(/\/assets\/ThemeDialog-[\w-]+\.js$/, (route) => route.abort());
  await signIn(page, 'partner');
  await page.getByTestId('theme-button').click();
  await expect(page.locator('.ant-message')).toContainText('页面资源加载失败，可能是系统已更新，请重新加载页面。');
  await expect(page.getByTestId('theme-dialog')).toHaveCount(0);

  // The other dialogs still open, and the theme button answers again.
  await page.getByTestId('lock-button').click();
  await expect(page.getByTestId('lock-dialog')).toBeVisible();
  await expect(page.getByTestId('lock-passwd')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('lock-dialog')).toBeHidden();
  await page.getByTestId('theme-button').click();
  await expect(page.locator('.ant-message')).toContainText('页面资源加载失败');
  await expect(page.getByTestId('theme-dialog')).toHaveCount(0);
});

test('the colour button opens its picker at the first click, before its code is here, and says so when it cannot come', async ({
  page,
}) => {
  // The picker's code is a chunk of its own that comes once the first screen is drawn: held back
  // here, so the clicks below find it missing.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let fail = true;
  await page.route(/\/assets\/ColorPopover-[\w-]+\.js$/, async (route) => {
    if (fail) return route.abort();
    await held;
    return route.continue();
  });
  await signIn(page, 'partner');

  // It cannot come: a message, no panel, and the button still there.
  await page.getByTestId('color-picker').click();
  await expect(page.locator('.ant-message')).toContainText('页面资源加载失败');
  await expect(page.getByTestId('color-panel')).toHaveCount(0);

  // It comes late: the click is remembered, and the panel opens once the code is here.
  fail = false;
  await page.getByTestId('color-picker').click();
  release();
  await pickBlueFromPanel(page);
});
