import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Invest@2026';

/** Signs in through the real sign-in page and waits for the shell. */
export async function signIn(page: Page, account = 'admin', password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('side-menu')).toBeVisible();
}
