import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Invest@2026';

/** Signs in through the real sign-in page and waits for the shell. */
export async function signIn(page: Page, account = 'admin', password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('side-menu')).toBeVisible({ timeout: SIGN_IN_WAIT });
}

/**
 * How long a journey waits for the shell after signing in. Sign-in hashes the password (argon2) and
 * loads the shell's chunks: seconds on a loaded 2-core machine. Speed is measured by the benchmarks,
 * not here; this only keeps a busy machine from failing a journey.
 */
export const SIGN_IN_WAIT = 30_000;

export const BASIC = `Basic ${Buffer.from('invest-console:invest-console-secret').toString('base64')}`;

/** An access token for a seeded user, straight from the token endpoint (for API set-up in a journey). */
export async function tokenOf(request: APIRequestContext, account: string): Promise<string> {
  const res = await request.post('/api/blade-auth/oauth/token', {
    headers: { Authorization: BASIC, 'Tenant-Id': '000000' },
    params: {
      tenantId: '000000',
      username: account,
      password: createHash('md5').update(PASSWORD).digest('hex'),
      grant_type: 'password',
      scope: 'all',
      type: 'account',
    },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * Confirms the open Modal.confirm with the named button. A click during the dialog's opening
 * animation can be lost on a loaded machine: click again only while the dialog is still there
 * (its button ignores clicks while the action runs).
 */
export async function confirmDialog(page: Page, name: RegExp): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm');
  await expect(async () => {
    if (await dialog.count()) await dialog.getByRole('button', { name }).click({ timeout: 2000 });
    await expect(dialog).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}
