import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore } from '../../lib/storage';
import { useCommon } from '../../stores/common';
import { mountInConsole } from '../../test/mountInConsole';
import LoginPage from './LoginPage';

// Issue 14: the sign-in page offers both languages, and its heading names the chosen way of signing in.
const getData = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async () => (await import('../../test/callViaHttp')).callViaHttp(getData));

const screen = mountInConsole();
const WAIT = { timeout: 10_000 };
const heading = () => screen.host.querySelector('#login-title')?.textContent;
const click = (testId: string) =>
  act(() => (screen.host.querySelector(`[data-testid="${testId}"]`) as HTMLElement).click());

beforeEach(async () => {
  getData.mockResolvedValue({ tenantMode: false, captchaMode: false, socialProviders: [], version: '1.0.0' });
  await screen.render(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage />
    </MemoryRouter>,
  );
  await vi.waitFor(() => expect(heading()).toBe('账号登录'), WAIT);
});
afterEach(() => act(() => useCommon.getState().setLanguage('zh')));

describe('the sign-in page', { timeout: 30_000 }, () => {
  it('switches to English and back, and remembers the choice', async () => {
    expect(screen.host.querySelector('[data-testid="login-language-zh"]')?.getAttribute('aria-pressed')).toBe('true');
    click('login-language-en');
    await vi.waitFor(() => expect(heading()).toBe('Sign in'), WAIT);
    expect(screen.host.querySelector('[data-testid="login-submit"]')?.textContent).toMatch(/Sign in/);
    expect(getStore<string>({ name: 'language' })).toBe('en');
    click('login-language-zh');
    await vi.waitFor(() => expect(heading()).toBe('账号登录'), WAIT);
    expect(getStore<string>({ name: 'language' })).toBe('zh');
  });

  it('names the phone sign-in in its heading while the phone tab is chosen', async () => {
    click('login-tab-phone');
    expect(heading()).toBe('手机号登录');
    click('login-language-en');
    await vi.waitFor(() => expect(heading()).toBe('Sign in with your phone'), WAIT);
    click('login-tab-account');
    expect(heading()).toBe('Sign in');
  });
});
