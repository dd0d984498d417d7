import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SIGN_IN_WAIT } from './helpers';

/**
 * Phone sign-in: the number is checked before a code is asked for, the code arrives through the
 * embedded SMS outbox (DATA_DIR/sms-outbox.jsonl of the server the config starts), a wrong code
 * is refused, the right one signs in.
 */

const PORT = Number(process.env.E2E_PORT ?? 18765);
const OUTBOX = join(process.cwd(), '.test-output', `e2e-data-${PORT}`, 'sms-outbox.jsonl');
const MANAGER_PHONE = '13800000004';

/** The newest code sent to `phone`, read from the embedded outbox. */
function lastCode(phone: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(OUTBOX, 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.trim().split('\n').filter(Boolean);
  const mine = lines.map((l) => JSON.parse(l) as { phone: string; text: string }).filter((m) => m.phone === phone);
  return /(\d{6})/.exec(mine.at(-1)?.text ?? '')?.[1];
}

/** The phone field's message: what the field names as its problem (aria-describedby). */
const fieldError = (page: Page, text: string) =>
  page.getByTestId('login-phone-form').getByRole('alert').filter({ hasText: text });

test('phone sign-in: number rules, the code countdown, a wrong code, then the right one', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.getByTestId('login-tab-phone').click();
  await expect(page.getByTestId('login-tab-phone')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('login-form')).toBeHidden();
  const send = page.getByTestId('login-sms-send');
  await expect(send).toHaveText('获取验证码');

  // The rules of spec §5, checked before the server is asked.
  let asked = 0;
  page.on('request', (r) => {
    if (r.url().includes('/oauth/sms-code')) asked++;
  });
  await send.click();
  await expect(fieldError(page, '手机号码不能为空')).toBeVisible();
  await page.getByTestId('login-phone').fill('1380000000');
  await send.click();
  await expect(fieldError(page, '手机号码长度不为11位')).toBeVisible();
  await page.getByTestId('login-phone').fill('01012345678');
  await send.click();
  await expect(fieldError(page, '手机号码格式不正确')).toBeVisible();
  expect(asked).toBe(0);

  // A good number: the code is sent and the button counts down, disabled, even across the tab switch.
  const before = lastCode(MANAGER_PHONE);
  await page.getByTestId('login-phone').fill(MANAGER_PHONE);
  await send.click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  await expect(page.getByTestId('login-phone')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(send).toBeDisabled();
  await expect(send).toHaveText(/^\d{1,2} 秒后重新获取$/);
  const shown = Number(/^(\d+)/.exec((await send.textContent()) ?? '')?.[1]);
  expect(shown).toBeGreaterThan(50);
  expect(shown).toBeLessThanOrEqual(60);
  await page.getByTestId('login-tab-account').click();
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.getByTestId('login-tab-phone').click();
  await expect(send).toBeDisabled();
  await expect(send).toHaveText(/秒后重新获取/);
  expect(asked).toBe(1);

  await expect.poll(() => lastCode(MANAGER_PHONE)).not.toBe(before);
  const code = lastCode(MANAGER_PHONE)!;
  expect(code).toMatch(/^\d{6}$/);

  // A wrong code is refused with the server's message (one failed sign-in, well below the lockout).
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByTestId('login-sms-code').fill(wrong);
  await page.getByTestId('login-phone-submit').click();
  await expect(page.getByText('短信验证码不正确或已过期')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('login-sms-code')).toHaveValue('');

  // The right code signs the manager in, to the home page.
  await page.getByTestId('login-sms-code').fill(code);
  await page.getByTestId('login-phone-submit').click();
  await expect(page.getByTestId('side-menu')).toBeVisible({ timeout: SIGN_IN_WAIT });
  await expect(page).toHaveURL(/\/wel\/index$/);
  // 李娜 is the seeded manager, the owner of that number.
  await expect(page.getByTestId('home-greeting')).toContainText('李娜');
});
