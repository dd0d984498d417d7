import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { confirmDialog, PUBLIC_SETTINGS, routeSettings, SIGN_IN_WAIT, signIn } from './helpers';

// Long journeys through a real server; generous on a loaded machine.
test.describe.configure({ timeout: 120_000 });

/**
 * Tenants: the super administrator creates one with its administrator, sets its quota and
 * expiry, and that administrator signs in to it; once expired, sign-in is refused.
 *
 * This server runs with tenant mode off, where the sign-in page always names the default tenant.
 * The tenant's sign-in is proved twice: through the API (token, users, roles of that tenant), and
 * through the real sign-in form with only the public settings answer saying tenant mode is on
 * (everything else is the real server).
 */

const BASIC = `Basic ${Buffer.from('invest-console:invest-console-secret').toString('base64')}`;
const TENANT_PASSWORD = 'Tenant@2026';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

const tenantRow = (page: Page, name: string) =>
  page.getByTestId('tenant-table').locator('tr.ant-table-row', { hasText: name });

async function tokenFor(request: APIRequestContext, tenantId: string, account: string) {
  return request.post('/api/blade-auth/oauth/token', {
    headers: { Authorization: BASIC, 'Tenant-Id': tenantId },
    params: {
      tenantId,
      username: account,
      password: md5(TENANT_PASSWORD),
      grant_type: 'password',
      scope: 'all',
      type: 'account',
    },
  });
}

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-dropdown').click();
  await page.getByTestId('logout').click();
  await confirmDialog(page, /确\s*定/);
  await expect(page).toHaveURL(/\/login/);
}

async function signInToTenant(page: Page, tenantId: string, account: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-tenant').fill(tenantId);
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(TENANT_PASSWORD);
  await page.getByTestId('login-submit').click();
}

async function openSetting(page: Page, name: string) {
  await tenantRow(page, name).getByTestId('tenant-setting-open').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`授权配置 · ${name}`);
  return dialog;
}

test('a tenant with its administrator: created, given a quota, signed in to, expired, deleted', async ({
  page,
  request,
}) => {
  const n = Date.now().toString(36);
  const name = `E2E租户${n}`;
  const account = `boss_${n}`;

  await signIn(page, 'admin');
  await page.goto('/system/tenant');
  // The default tenant is there, and cannot be deleted.
  const defaultRow = page.getByTestId('tenant-table').locator('tr.ant-table-row', { hasText: '000000' });
  await expect(defaultRow).toBeVisible();
  await expect(defaultRow.getByTestId('tenant-delete')).toHaveCount(0);

  // Create it with its first administrator (the form checks the passwords match).
  await page.getByTestId('tenant-add').click();
  const drawer = page.getByTestId('tenant-drawer');
  await drawer.getByTestId('tenant-form-name').fill(name);
  await drawer.getByTestId('tenant-form-domain').fill(`e2e-${n}.example.com`);
  await drawer.getByTestId('tenant-form-linkman').fill('王经理');
  await drawer.getByTestId('tenant-form-admin-account').fill(account);
  await drawer.getByTestId('tenant-form-admin-name').fill(`租户管理员${n}`);
  await drawer.getByTestId('tenant-form-admin-password').fill(TENANT_PASSWORD);
  await drawer.getByTestId('tenant-form-admin-password2').fill('Other@2026');
  await drawer.getByTestId('tenant-drawer-submit').click();
  await expect(drawer).toContainText('两次密码输入不一致');
  await drawer.getByTestId('tenant-form-admin-password2').fill(TENANT_PASSWORD);
  await drawer.getByTestId('tenant-drawer-submit').click();
  await expect(page.getByText('保存成功').last()).toBeVisible();
  await expect(drawer).toBeHidden();

  const row = tenantRow(page, name);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('tenant-row-usage')).toHaveText('1 / 不限');
  await expect(row).toContainText(`e2e-${n}.example.com`);
  await expect(row).toContainText('永不过期');
  const tenantId = ((await row.locator('code').first().textContent()) ?? '').trim();
  expect(tenantId).toMatch(/^\d{6}$/);
  expect(tenantId).not.toBe('000000');

  // Search by name finds it alone.
  await page.getByTestId('tenant-search-name').fill(name);
  await page.getByTestId('tenant-search-submit').click();
  await expect(page.getByTestId('tenant-table').locator('tr.ant-table-row')).toHaveCount(1);

  // Quota 3 and an expiry next year.
  const nextYear = new Date().getFullYear() + 1;
  let dialog = await openSetting(page, name);
  await dialog.getByTestId('tenant-setting-quota').fill('3');
  await dialog.getByTestId('tenant-setting-expire').click();
  await dialog.getByTestId('tenant-setting-expire').fill(`${nextYear}-06-30`);
  await dialog.getByTestId('tenant-setting-expire').press('Enter');
  await dialog.getByTestId('tenant-setting-submit').click();
  await expect(page.getByText('授权配置已保存')).toBeVisible();
  await expect(row.getByTestId('tenant-row-usage')).toHaveText('1 / 3');
  await expect(row.getByTestId('tenant-row-expire')).toHaveText(`${nextYear}-06-30`);

  // Its administrator signs in to it (API): its own users and roles only.
  const res = await tokenFor(request, tenantId, account);
  expect(res.ok()).toBe(true);
  const token = (await res.json()) as { access_token: string; tenant_id: string };
  expect(token.tenant_id).toBe(tenantId);
  const auth = { Authorization: BASIC, 'Blade-Auth': `bearer ${token.access_token}` };
  const users = await (await request.get('/api/blade-user/list?current=1&size=50', { headers: auth })).json();
  expect(users.data.records.map((u: { account: string }) => u.account)).toEqual([account]);
  const roles = await (await request.get('/api/blade-system/role/list', { headers: auth })).json();
  expect(JSON.stringify(roles.data)).toContain('"roleAlias":"admin"');
  // Tenants stay the super administrator's.
  expect((await request.get('/api/blade-system/tenant/list', { headers: auth })).status()).toBe(403);

  // …and through the sign-in form, naming the tenant.
  await signOut(page);
  await routeSettings(page, { tenantMode: true });
  await signInToTenant(page, tenantId, account);
  await expect(page.getByTestId('side-menu')).toBeVisible({ timeout: SIGN_IN_WAIT });
  await expect(page.getByTestId('user-dropdown')).toContainText(`租户管理员${n}`);
  await page.getByTestId('side-menu').getByText('系统管理', { exact: true }).click();
  await expect(page.getByTestId('side-menu').getByText('用户管理', { exact: true })).toBeVisible();
  await expect(page.getByTestId('side-menu').getByText('租户管理', { exact: true })).toHaveCount(0);
  await signOut(page);
  await page.unroute(PUBLIC_SETTINGS);

  // Expired yesterday: highlighted, and its sign-in is refused with a clear message.
  await signIn(page, 'admin');
  await page.goto('/system/tenant');
  dialog = await openSetting(page, name);
  await expect(dialog.getByTestId('tenant-setting-quota')).toHaveValue('3');
  await dialog.getByTestId('tenant-setting-expire').click();
  await dialog.getByTestId('tenant-setting-expire').fill('2020-01-01');
  await dialog.getByTestId('tenant-setting-expire').press('Enter');
  await dialog.getByTestId('tenant-setting-submit').click();
  await expect(page.getByText('授权配置已保存')).toBeVisible();
  await expect(row.getByTestId('tenant-row-expired')).toContainText('2020-01-01');
  await expect(row.getByTestId('tenant-row-expired')).toContainText('已过期');

  const refused = await tokenFor(request, tenantId, account);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error_description: string }).error_description).toBe(
    '租户授权已过期，请联系管理员',
  );

  await signOut(page);
  await routeSettings(page, { tenantMode: true });
  await signInToTenant(page, tenantId, account);
  await expect(page.getByText('租户授权已过期，请联系管理员')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await page.unroute(PUBLIC_SETTINGS);

  // Clearing the expiry lifts it; then the tenant is deleted (asks first).
  await signIn(page, 'admin');
  await page.goto('/system/tenant');
  dialog = await openSetting(page, name);
  // The clear icon shows on hover only; clearing re-renders the dialog, so go on once the date is gone.
  await expect(async () => {
    await dialog.locator('.ant-picker').hover();
    await dialog.locator('.ant-picker-clear').click({ timeout: 2000 });
    await expect(dialog.locator('.ant-picker input')).toHaveValue('', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByTestId('tenant-setting-submit').click();
  await expect(page.getByText('授权配置已保存')).toBeVisible();
  await expect(row).toContainText('永不过期');
  expect((await tokenFor(request, tenantId, account)).ok()).toBe(true);

  await row.getByTestId('tenant-delete').click();
  await expect(page.getByRole('dialog')).toContainText(name);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await tokenFor(request, tenantId, account)).ok()).toBe(false);
});
