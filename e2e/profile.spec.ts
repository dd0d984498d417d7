import { expect, test, type Page } from '@playwright/test';
import { confirmDialog, PASSWORD, signIn } from './helpers';

// A 2×2 PNG, red.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function save(page: Page) {
  await page.getByTestId('profile-save').click();
}

async function changePassword(page: Page, oldPassword: string, newPassword: string, confirm = newPassword) {
  await page.getByTestId('password-old').fill(oldPassword);
  await page.getByTestId('password-new').fill(newPassword);
  await page.getByTestId('password-confirm').fill(confirm);
  await page.getByTestId('password-save').click();
}

test('profile: nick name, the phone rules and the avatar; then a password change', async ({ page }) => {
  await signIn(page, 'analyst');
  await page.getByTestId('user-dropdown').click();
  await page.getByRole('menuitem', { name: '个人信息' }).click();
  await expect(page).toHaveURL(/\/info\/index$/);
  const form = page.getByTestId('profile-form');
  await expect(page.getByTestId('profile-name')).toHaveValue('张敏');

  // The phone rules of spec §5, in the order they apply.
  const phone = page.getByTestId('profile-phone');
  const nick = `张敏-${Date.now() % 100000}`;
  await page.getByTestId('profile-name').fill(nick);
  await phone.fill('');
  await save(page);
  await expect(form.getByText('手机号码不能为空')).toBeVisible();
  await phone.fill('1380013800');
  await expect(form.getByText('手机号码长度不为11位')).toBeVisible();
  await phone.fill('02188886666');
  await expect(form.getByText('手机号码格式不正确')).toBeVisible();
  await phone.fill('13800138000');
  await expect(form.locator('.ant-form-item-explain-error')).toHaveCount(0);

  // The avatar: uploaded with progress, then shown from the authenticated download.
  const upload = page.waitForResponse((r) => r.url().includes('/api/blade-resource/oss/endpoint/put-file'));
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  expect((await upload).status()).toBe(200);
  const avatar = page.getByTestId('profile-avatar');
  await expect(avatar).toHaveAttribute('data-src', /^\/api\/blade-resource\/attach\/\d+$/);
  await expect(avatar.locator('img')).toHaveAttribute('src', /^blob:/);

  await save(page);
  await expect(page.getByText('个人信息已保存')).toBeVisible();
  // The header follows at once: nick name and avatar.
  await expect(page.getByTestId('user-dropdown')).toContainText(nick);
  await expect(page.getByTestId('header-avatar').locator('img')).toHaveAttribute('src', /^blob:/);
  // And the server has it.
  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveValue(nick);
  await expect(page.getByTestId('profile-phone')).toHaveValue('13800138000');
  await expect(page.getByTestId('header-avatar').locator('img')).toHaveAttribute('src', /^blob:/);

  // Password: a wrong current password, a mismatch, then the change; the new one signs in.
  await page.getByTestId('info-tab-password').click();
  const pwForm = page.getByTestId('password-form');
  await changePassword(page, 'Wrong@2026', 'Analyst@2027');
  await expect(pwForm.getByText('原密码不正确')).toBeVisible();
  await changePassword(page, PASSWORD, 'Analyst@2027', 'Analyst@2028');
  await expect(pwForm.getByText('两次密码输入不一致')).toBeVisible();
  const sent = page.waitForRequest((r) => r.url().includes('/api/blade-user/update-password'));
  await changePassword(page, PASSWORD, 'Analyst@2027');
  const body = (await sent).postDataJSON() as Record<string, string>;
  expect(Object.values(body).every((v) => /^[0-9a-f]{32}$/.test(v))).toBe(true);
  await expect(page.getByText('密码修改成功')).toBeVisible();

  await page.getByTestId('user-dropdown').click();
  await page.getByTestId('logout').click();
  await confirmDialog(page, /确\s*定/);
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'analyst', 'Analyst@2027');
  await expect(page.getByTestId('user-dropdown')).toContainText(nick);

  // Put the seed password and name back for the journeys that sign in as analyst later.
  await page.goto('/info/index');
  await page.getByTestId('info-tab-password').click();
  await changePassword(page, 'Analyst@2027', PASSWORD);
  await expect(page.getByText('密码修改成功')).toBeVisible();
  await page.getByTestId('info-tab-profile').click();
  await page.getByTestId('profile-name').fill('张敏');
  await save(page);
  await expect(page.getByTestId('user-dropdown')).toContainText('张敏');
});
