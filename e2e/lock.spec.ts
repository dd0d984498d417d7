import { expect, test, type Page } from '@playwright/test';
import { confirmDialog, SIGN_IN_WAIT, signIn } from './helpers';

async function unlockWith(page: Page, passwd: string) {
  await page.getByTestId('unlock-passwd').fill(passwd);
  await page.getByTestId('unlock-submit').click();
}

test('lock with a password: every route, a reload and a second tab stay locked until the right password', async ({
  page,
  context,
}) => {
  await signIn(page, 'itadmin');
  await page.goto('/info/index');
  await expect(page.getByTestId('info-page')).toBeVisible();

  // No lock password yet: the dialog asks for one, and it is required.
  await page.getByTestId('lock-button').click();
  const dialog = page.getByTestId('lock-dialog');
  await expect(dialog).toBeVisible();
  await page.getByTestId('lock-submit').click();
  await expect(dialog.getByText('锁屏密码不能为空')).toBeVisible();
  await expect(page).toHaveURL(/\/info\/index$/);
  await page.getByTestId('lock-passwd').fill('lock-pw-1');
  await page.getByTestId('lock-submit').click();
  await expect(page).toHaveURL(/\/lock$/);
  await expect(page.getByTestId('lock-page')).toBeVisible();
  await expect(page.getByTestId('lock-user')).not.toBeEmpty();
  // Nothing of the password is kept in the clear.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('lock-pw-1');
  // Spec §3/§4: the lock and its password's hash are the session's, not local storage.
  const areas = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
  expect(areas.session).toEqual(expect.arrayContaining(['invest-isLock', 'invest-lockPasswd']));
  expect(areas.local).not.toContain('invest-isLock');
  expect(areas.local).not.toContain('invest-lockPasswd');

  // Every route leads back to the lock page, a reload too.
  await page.goto('/wel/index');
  await expect(page).toHaveURL(/\/lock$/);
  await page.reload();
  await expect(page.getByTestId('lock-page')).toBeVisible();

  // A second tab of the console is locked as well.
  const second = await context.newPage();
  await second.goto('/wel/dashboard');
  await expect(second).toHaveURL(/\/lock$/);
  await expect(second.getByTestId('lock-page')).toBeVisible();

  // A wrong password says so and keeps the lock.
  await unlockWith(page, 'not-it');
  await expect(page.getByText('锁屏密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/lock$/);

  // The right one unlocks this tab, back to the page it was on, and the other tab with it.
  await unlockWith(page, 'lock-pw-1');
  await expect(page).toHaveURL(/\/info\/index$/);
  await expect(page.getByTestId('info-page')).toBeVisible();
  await expect(second).not.toHaveURL(/\/lock$/);
  await expect(second.getByTestId('side-menu')).toBeVisible({ timeout: SIGN_IN_WAIT });

  // The lock password is kept for the session: the icon now locks at once, in every tab.
  await second.getByTestId('lock-button').click();
  await expect(second).toHaveURL(/\/lock$/);
  await expect(page).toHaveURL(/\/lock$/);

  // Sign out from the lock page asks first, and clears the lock.
  await page.getByTestId('lock-signout').click();
  await confirmDialog(page, /确\s*定/);
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'itadmin');
  await expect(page).toHaveURL(/\/wel\/index$/);
  // Signed in anew, nothing is locked; the lock icon asks for a new password.
  await page.getByTestId('lock-button').click();
  await expect(page.getByTestId('lock-dialog')).toBeVisible();
});
