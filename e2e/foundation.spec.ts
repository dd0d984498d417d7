import { expect, test } from '@playwright/test';
import { BASIC, confirmDialog, PASSWORD, SIGN_IN_WAIT, signIn, tokenOf } from './helpers';

test('sign in, work in the shell with the server menu, reload, hit a 404, sign out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await expect(page).toHaveTitle(/投资项目管理系统/);

  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByTestId('home-greeting')).toContainText('管理员');
  const menu = page.getByTestId('side-menu');
  for (const name of ['首页', '项目管理', '例会管理', '审批管理', '基金管理', '系统管理']) {
    await expect(menu.getByText(name, { exact: true })).toBeVisible();
  }
  // Hidden from the menu, though routable.
  await expect(menu.getByText('工作台', { exact: true })).toHaveCount(0);
  const tags = page.getByTestId('tab-bar');
  await expect(tags.getByText('首页')).toBeVisible();

  // Accordion: opening one sub-menu closes the other.
  await menu.getByText('项目管理', { exact: true }).click();
  await expect(menu.getByText('项目列表', { exact: true })).toBeVisible();
  await menu.getByText('系统管理', { exact: true }).click();
  await expect(menu.getByText('用户管理', { exact: true })).toBeVisible();
  await expect(menu.getByText('项目列表', { exact: true })).toBeHidden();

  // A menu an administrator adds for a screen the console does not have shows a clear notice in
  // its own tab, never a blank screen.
  const token = await tokenOf(page.request, 'admin');
  const added = await page.request.post('/api/blade-system/menu/submit', {
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` },
    // Hidden, so that the journeys after this one see the menu they expect.
    data: { code: 'report_center', name: '报表中心', nameEn: 'Reports', path: '/report/center', isShow: 0 },
  });
  expect(added.ok()).toBe(true);
  await page.goto('/report/center');
  await expect(page.getByTestId('page-unavailable')).toBeVisible();
  await expect(tags.getByText('报表中心')).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/report\/center$/);
  await expect(page.getByTestId('side-menu')).toBeVisible({ timeout: SIGN_IN_WAIT });
  await expect(page.getByTestId('page-unavailable')).toBeVisible();
  const removed = await page.request.post(`/api/blade-system/menu/remove?ids=${(await added.json()).data.id}`, {
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` },
  });
  expect(removed.ok()).toBe(true);

  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('404')).toBeVisible();

  await page.goto('/wel/index');
  await page.getByTestId('user-dropdown').click();
  await page.getByTestId('logout').click();
  // Asks first: cancelling keeps the session.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await page.getByTestId('user-dropdown').click();
  await page.getByTestId('logout').click();
  await confirmDialog(page, /确\s*定/);
  await expect(page).toHaveURL(/\/login/);

  // The session is gone on the server too: a protected page leads back to sign-in.
  await page.goto('/wel/index');
  await expect(page).toHaveURL(/\/login/);
});

test('a wrong password shows the error and stays on the sign-in page', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-account').fill('analyst');
  await page.getByTestId('login-password').fill(`${PASSWORD}-wrong`);
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('用户名或密码不正确')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
});

test('a protected page opened while signed out leads to sign-in, then back to that page', async ({ page }) => {
  await page.goto('/wel/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  // Straight to the sign-in page alone, drawn from the HTML, not after loading the whole console.
  await expect(page.locator('#root[data-prerendered="zh"]')).toHaveCount(1);
  await page.getByTestId('login-account').fill('manager');
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/wel\/dashboard$/);
});

test('each role sees only its own menu', async ({ page }) => {
  await signIn(page, 'analyst');
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByText('项目管理', { exact: true })).toBeVisible();
  await expect(menu.getByText('系统管理', { exact: true })).toHaveCount(0);
});

test('signed in, the sign-in page redirects home', async ({ page }) => {
  await signIn(page, 'partner');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/wel\/index$/);
});
