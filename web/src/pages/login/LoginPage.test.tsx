import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/httpError';
import { getStore } from '../../lib/storage';
import { useCommon } from '../../stores/common';
import { setSignInHooks } from '../../stores/user';
import { mountInConsole } from '../../test/mountInConsole';
import { waitForScreen } from '../../test/mountRoot';
import LoginPage from './LoginPage';

// Issue 14: the sign-in page offers both languages, and its heading names the chosen way of signing in.
const getData = vi.hoisted(() => vi.fn());
const postData = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async () => (await import('../../test/callViaHttp')).callViaHttp(getData, postData));

const screen = mountInConsole();
const WAIT = { timeout: 10_000 };
const heading = () => screen.host.querySelector('#login-title')?.textContent;
const byTestId = <T extends HTMLElement>(testId: string) => screen.host.querySelector<T>(`[data-testid="${testId}"]`)!;
const click = (testId: string) => act(() => byTestId(testId).click());

/** Types into a field as a user would (React reads the native value setter). */
async function type(testId: string, value: string) {
  const field = byTestId<HTMLInputElement>(testId);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!;
  await act(async () => {
    setter.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The message a field announces as its problem (aria-describedby), if it is marked invalid. */
function problemOf(testId: string): string | undefined {
  const field = byTestId(testId);
  if (field.getAttribute('aria-invalid') !== 'true') return undefined;
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}

beforeEach(async () => {
  getData.mockResolvedValue({ tenantMode: false, captchaMode: false, socialProviders: [], version: '1.0.0' });
  postData.mockReset();
  // Drawn without a router: it is the first screen on its own (main.tsx).
  await screen.render(<LoginPage />);
  await waitForScreen(() => expect(heading()).toBe('账号登录'), WAIT);
});
afterEach(() => act(() => useCommon.getState().setLanguage('zh')));

describe('the sign-in page', { timeout: 30_000 }, () => {
  it('switches to English and back, and remembers the choice', async () => {
    expect(screen.host.querySelector('[data-testid="login-language-zh"]')?.getAttribute('aria-pressed')).toBe('true');
    click('login-language-en');
    await waitForScreen(() => expect(heading()).toBe('Sign in'), WAIT);
    expect(screen.host.querySelector('[data-testid="login-submit"]')?.textContent).toMatch(/Sign in/);
    expect(getStore<string>({ name: 'language' })).toBe('en');
    click('login-language-zh');
    await waitForScreen(() => expect(heading()).toBe('账号登录'), WAIT);
    expect(getStore<string>({ name: 'language' })).toBe('zh');
  });

  it('names the phone sign-in in its heading while the phone tab is chosen', async () => {
    click('login-tab-phone');
    expect(heading()).toBe('手机号登录');
    click('login-language-en');
    await waitForScreen(() => expect(heading()).toBe('Sign in with your phone'), WAIT);
    click('login-tab-account');
    expect(heading()).toBe('Sign in');
  });
});

describe('a submit', { timeout: 30_000 }, () => {
  afterEach(() => setSignInHooks({}));

  // The app stops its typing warm-up then (app/firstScreen.ts), not once the settings, the tenant
  // and the fields are through and the request is on its way.
  it('is announced at once on either form, before the fields are checked', async () => {
    const submitted = vi.fn();
    setSignInHooks({ submitted });
    await click('login-submit');
    expect(problemOf('login-account')).toBe('请输入账号');
    expect(submitted).toHaveBeenCalledTimes(1);
    click('login-tab-phone');
    await click('login-phone-submit');
    expect(submitted).toHaveBeenCalledTimes(2);
    expect(postData).not.toHaveBeenCalled();
  });
});

describe('the account form', { timeout: 30_000 }, () => {
  it('names each missing field under it, in the chosen language, until it is filled', async () => {
    await click('login-submit');
    expect(problemOf('login-account')).toBe('请输入账号');
    expect(problemOf('login-password')).toBe('请输入密码');
    expect(postData).not.toHaveBeenCalled();

    click('login-language-en');
    await waitForScreen(() => expect(problemOf('login-account')).toBe('Please enter your account'), WAIT);

    await type('login-account', 'analyst');
    expect(problemOf('login-account')).toBeUndefined();
    expect(problemOf('login-password')).toBe('Please enter your password');
    // Blanks are no account.
    await type('login-account', '   ');
    expect(problemOf('login-account')).toBe('Please enter your account');
  });

  it('shows why the server refused the sign-in above the form, and signs in again from there', async () => {
    postData.mockRejectedValue(new HttpError('用户名或密码不正确', 400, 'answer', 400, {}));
    await type('login-account', 'analyst');
    await type('login-password', 'wrong');
    await click('login-submit');
    await waitForScreen(() => expect(byTestId('login-error')?.textContent).toBe('用户名或密码不正确'), WAIT);
    expect(byTestId('login-error').getAttribute('role')).toBe('alert');
    expect(postData).toHaveBeenCalledTimes(1);
    expect(postData.mock.calls[0]?.[0]).toMatch(/oauth\/token$/);
    // The button is ready again for the next try.
    expect(byTestId<HTMLButtonElement>('login-submit').disabled).toBe(false);
  });

  it('shows the password only when asked to', async () => {
    await type('login-password', 'secret');
    expect(byTestId<HTMLInputElement>('login-password').type).toBe('password');
    const reveal = screen.host.querySelector<HTMLButtonElement>('button[aria-label="显示密码"]')!;
    await act(async () => reveal.click());
    expect(byTestId<HTMLInputElement>('login-password').type).toBe('text');
    expect(reveal.getAttribute('aria-pressed')).toBe('true');
  });
});
