import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { confirmDialog, PASSWORD, routeSettings, SIGN_IN_WAIT } from './helpers';

/**
 * Third-party sign-in against a real OpenID Connect provider (oidc-provider, started beside the
 * console by playwright.config.ts as source `corp`, 企业账号): a new identity gets the
 * account-registration dialog (spec §5 rules in order), registers, waits for approval, is
 * approved by the tenant administrator, and then signs in with the provider alone.
 */

const BASIC = `Basic ${Buffer.from('invest-console:invest-console-secret').toString('base64')}`;
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const OIDC_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 18765) + 1000}`;

/**
 * Clicks 企业账号 and walks the provider's development pages (any login name is accepted; the
 * provider may remember the login and skip straight to consent, or to the console).
 */
async function signInWithProvider(page: Page, login: string): Promise<void> {
  await page.getByTestId('login-social-corp').click();
  // The provider's pages, or straight back when it remembers the login and the consent.
  await page.waitForURL((url) => url.origin === OIDC_ORIGIN || url.searchParams.has('code'));
  for (let step = 0; step < 4 && page.url().startsWith(OIDC_ORIGIN); step++) {
    const submit = page.locator('button[type="submit"]').first();
    await submit.waitFor();
    const loginField = page.locator('input[name="login"]');
    if (await loginField.isVisible()) {
      await loginField.fill(login);
      await page.locator('input[name="password"]').fill('any');
    }
    // Sign-in page, then consent page: each step has its own address.
    const before = page.url();
    await submit.click();
    await page.waitForURL((url) => url.href !== before);
  }
  await expect(page).toHaveURL(/\/login/);
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/blade-auth/oauth/token', {
    headers: { Authorization: BASIC, 'Tenant-Id': '000000' },
    params: {
      tenantId: '000000',
      username: 'itadmin',
      password: md5(PASSWORD),
      grant_type: 'password',
      scope: 'all',
      type: 'account',
    },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The tenant administrator approves the pending registration of `account` (users screen's call). */
async function approve(request: APIRequestContext, account: string): Promise<void> {
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${await adminToken(request)}` };
  const list = await request.get('/api/blade-user/list', { headers, params: { account, status: 2 } });
  const page = (await list.json()) as { data: { records: { id: string; account: string; status: number }[] } };
  const row = page.data.records.find((r) => r.account === account);
  expect(row?.status).toBe(2);
  const res = await request.post('/api/blade-user/audit', { headers, params: { ids: row!.id, pass: 1 } });
  expect(((await res.json()) as { code: number }).code).toBe(200);
}

const warning = (page: Page) => page.locator('.ant-message-notice').last();

test('third-party sign-in: register in the dialog, wait for approval, then sign in', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const login = `alice-${stamp}`;
  const account = `alice_${stamp}`;
  // Tenant mode, so the dialog shows its tenant field and all four rules can be seen.
  await routeSettings(page, { tenantMode: true });

  await page.goto('/login');
  await expect(page.getByTestId('login-social')).toContainText('其他登录方式');
  await expect(page.getByTestId('login-tenant')).toHaveValue('000000');
  await signInWithProvider(page, login);

  // Back on the sign-in page: the registration dialog, and no error toast for the unbound identity.
  const dialog = page.getByRole('dialog', { name: '账号注册' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('该第三方账号尚未绑定系统账号，请先注册')).toHaveCount(0);
  await expect(dialog).toContainText('企业账号');
  await expect(dialog.getByTestId('register-name')).toHaveValue(`Dev ${login}`);
  await expect(dialog.getByTestId('register-tenant')).toHaveValue('000000');

  // Opened: the first field to type in has the focus. Typed into before that, a field can lose what
  // was typed as the dialog's opening moves the focus (the tenant kept 000000 once and the
  // registration went through).
  await expect(dialog.getByTestId('register-account')).toBeFocused();

  // Spec §5, in order, one empty field at a time.
  const submit = dialog.getByTestId('register-submit');
  // A click in the dialog's opening animation can be lost: click again until the refusal shows
  // (a refused submit changes nothing, so a second one is harmless).
  const refusedWith = (text: string) =>
    expect(async () => {
      await submit.click();
      await expect(warning(page)).toHaveText(text, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  await dialog.getByTestId('register-tenant').fill('');
  await dialog.getByTestId('register-account').fill(account);
  await dialog.getByTestId('register-password').fill(PASSWORD);
  await dialog.getByTestId('register-password2').fill(PASSWORD);
  await refusedWith('请先输入租户编号');

  await dialog.getByTestId('register-tenant').fill('000000');
  await dialog.getByTestId('register-account').fill('');
  await refusedWith('请先输入账号名称');

  await dialog.getByTestId('register-account').fill(account);
  await dialog.getByTestId('register-password').fill('');
  await refusedWith('请先输入密码');

  await dialog.getByTestId('register-password').fill(PASSWORD);
  await dialog.getByTestId('register-password2').fill('');
  await refusedWith('请先输入密码');

  await dialog.getByTestId('register-password2').fill(`${PASSWORD}x`);
  await submit.click();
  await expect(warning(page)).toHaveText('两次密码输入不一致');

  await dialog.getByTestId('register-password2').fill(PASSWORD);
  await submit.click();
  await expect(page.getByText('注册申请已提交,请耐心等待管理员通过!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  await confirmDialog(page, /确\s*定|知道了|OK/);
  await expect(page.getByTestId('login-form')).toBeVisible();

  // Before approval the same identity is refused with the server's message.
  await signInWithProvider(page, login);
  await expect(page.getByText('账号正在等待管理员审核')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog', { name: '账号注册' })).toHaveCount(0);

  // The tenant administrator approves it; the provider alone now signs the new account in.
  await approve(request, account);
  await signInWithProvider(page, login);
  await expect(page.getByTestId('side-menu')).toBeVisible({ timeout: SIGN_IN_WAIT });
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByTestId('home-greeting')).toContainText(`Dev ${login}`);
});
