import { expect, test, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { PASSWORD, routeSettings, signIn, SIGN_IN_WAIT } from './helpers';

// Issue 11: the sign-in form is drawn from index.html (prerendered at build time) and usable before
// the console's script has run; React then takes it over with what was typed.

/** The console's entry module (Vite names it index-<hash>.js). */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** The HTTP client's chunk (lib/http: axios and its interceptors). */
const HTTP_CLIENT = /\/assets\/http-[\w-]+\.js$/;

/** Files and calls whose order the journeys below check. */
const FIRST_SCREEN = /\/assets\/first-screen-[\w-]+\.js$/;
const TOKEN = /\/oauth\/token$/;

/** When the page started fetching each of `files` (resource timing, ms); undefined if it has not. */
async function fetchStarts<K extends string>(page: Page, files: Record<K, RegExp>) {
  const sources = Object.fromEntries(Object.entries<RegExp>(files).map(([name, re]) => [name, re.source]));
  return (await page.evaluate(
    (named) =>
      Object.fromEntries(
        Object.entries(named).map(([name, source]) => [
          name,
          performance.getEntriesByType('resource').find((r) => new RegExp(source).test(new URL(r.name).pathname))
            ?.startTime,
        ]),
      ),
    sources,
  )) as Record<K, number | undefined>;
}

/** Holds the files matching `url` back until the returned function is called. */
async function hold(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the console's entry script back until the returned function is called. */
const holdEntry = (page: Page) => hold(page, ENTRY);

/** Errors the page reports (a hydration mismatch is one). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(String(e)));
  return problems;
}

test('typed into and submitted before the script arrives, the form signs in once React is there', async ({ page }) => {
  const problems = problemsOf(page);
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  const release = await holdEntry(page);
  await page.goto('/login', { waitUntil: 'commit' });

  const account = page.getByTestId('login-account');
  await expect(account).toBeFocused();
  await expect(page.locator('#login-title')).toHaveText('账号登录');
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('login-password')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  // Held back: no native submit (the password never goes into an address), no sign-in yet.
  await expect(page).toHaveURL(/\/login$/);
  expect(urls.some((u) => u.includes('oauth/token'))).toBe(false);
  await expect(account).toHaveValue('admin');

  release();
  await expect(page.getByTestId('side-menu')).toBeVisible({ timeout: SIGN_IN_WAIT });
  await expect(page).toHaveURL(/\/wel\/index$/);
  expect(urls.filter((u) => u.includes('oauth/token'))).toHaveLength(1);
  // Asked for as the page's code starts, before React renders (main.tsx), and not again by that render.
  expect(urls.filter((u) => u.includes('/config/public'))).toHaveLength(1);
  expect(urls.some((u) => u.includes(encodeURIComponent(PASSWORD)) || u.includes(PASSWORD))).toBe(false);
  expect(problems).toEqual([]);
});

test('with English stored, the prerendered form is the English one', async ({ page }) => {
  const problems = problemsOf(page);
  // Stored before the page's first script runs. Stored from a page already loaded, a language
  // changed under that page's own sign-in code as it started made its hydration differ (React
  // error 418 on a slow run), a race of the test's, not of a user's.
  await page.addInitScript(() =>
    localStorage.setItem(
      'invest-language',
      JSON.stringify({ content: 'en', datetime: Date.now(), type: 'local', dataType: 'string' }),
    ),
  );
  const release = await holdEntry(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('#login-title')).toHaveText('Sign in');
  await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Investment Project Console');

  release();
  // React took the page over (the version under the card is its own, after the public settings
  // arrive): the language switch works (a click before that is replayed: the test above).
  await expect(page.getByText(/^Version \S+/)).toBeVisible();
  await page.getByTestId('login-language-zh').click();
  await expect(page.locator('#login-title')).toHaveText('账号登录');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle('投资项目管理系统');
  expect(problems).toEqual([]);
});

test('a language or show-password click before React is applied once React is there', async ({ page }) => {
  const problems = problemsOf(page);
  const release = await holdEntry(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('#login-title')).toHaveText('账号登录');
  await page.getByTestId('login-password').fill('secret');
  // The show-password button and English, clicked while only the HTML is there.
  await page.getByTestId('login-password').locator('xpath=following-sibling::span//button').click();
  await page.getByTestId('login-language-en').click();
  await expect(page.getByTestId('login-password')).toHaveAttribute('type', 'password');

  release();
  await expect(page.locator('#login-title')).toHaveText('Sign in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('login-password')).toHaveJSProperty('type', 'text');
  await expect(page.getByTestId('login-password')).toHaveValue('secret');
  // Once: a later click is React's alone.
  await page.getByTestId('login-language-zh').click();
  await expect(page.locator('#login-title')).toHaveText('账号登录');
  expect(problems).toEqual([]);
});

test('a signed-in load never shows the prerendered form', async ({ page }) => {
  await signIn(page);
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="login-account"]')) document.documentElement.dataset.sawSignIn = '';
    }).observe(document, { childList: true, subtree: true });
  });
  const release = await holdEntry(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toBeAttached();
  await expect(page.locator('#root > *')).toHaveCount(0);
  release();
  await expect(page.getByTestId('side-menu')).toBeVisible({ timeout: SIGN_IN_WAIT });
  await expect(page.locator('html')).not.toHaveAttribute('data-saw-sign-in');
});

test('the sign-in form waits for its own code alone: no console chunk, at most 200 KB gzip', async ({ page }) => {
  await page.goto('/login');
  // main.tsx marks `console-render` when the sign-in page's first render starts.
  await page.waitForFunction(() => performance.getEntriesByName('console-render').length > 0);
  const waitedFor = await page.evaluate(() => {
    const mark = performance.getEntriesByName('console-render')[0]!.startTime;
    return [
      location.href,
      ...performance
        .getEntriesByType('resource')
        .filter((r) => r.startTime < mark && /\/assets\/.+\.(js|css)$/.test(new URL(r.name).pathname))
        .map((r) => r.name),
    ];
  });
  // The console's first screen (shell, antd, home) comes while the user types, never before the form.
  expect(waitedFor.filter((url) => /first-screen|antd/.test(url))).toEqual([]);
  const sizes = await Promise.all(
    waitedFor.map(async (url) => gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length),
  );
  expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(200 * 1024);
});

test('the HTTP client comes with the sign-in page’s own code, ahead of the next screen’s files', async ({ page }) => {
  await page.goto('/login');
  // Both are fetched once the form is drawn: the client with the sign-in page's modules (boot.js),
  // the next screen's chunk when React has drawn the page (app/firstScreen.ts).
  const files = { client: HTTP_CLIENT, firstScreen: FIRST_SCREEN };
  await expect
    .poll(async () => Object.values(await fetchStarts(page, files)).every((at) => at !== undefined))
    .toBe(true);
  const started = await fetchStarts(page, files);
  // A sign-in (and the form's public settings) goes through the client: behind the 1 MB of the next
  // screen it left up to 430 ms after Enter.
  expect(started.client!).toBeLessThan(started.firstScreen!);
});

/** Fills the form as the administrator and submits it with Enter in the password field. */
async function submitWithEnter(page: Page) {
  await page.getByTestId('login-account').fill('admin');
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-password').press('Enter');
}

test('a sign-in whose HTTP client is still coming signs in once it arrives', async ({ page }) => {
  const release = await hold(page, HTTP_CLIENT);
  await page.goto('/login');
  // React owns the form (main.tsx marks it): the submit is React's, not held by the page's script.
  await expect(page.locator('#root')).toHaveAttribute('data-react', '');
  await submitWithEnter(page);
  await page.waitForTimeout(300);
  release();
  // The typing warm-up is stopped at the submit and the sign-in's companions start as its request
  // leaves (app/firstScreen.ts; their order is unit-tested in firstScreen.test.ts).
  await expect(page.getByTestId('side-menu')).toBeVisible({ timeout: SIGN_IN_WAIT });
  expect((await fetchStarts(page, { token: TOKEN })).token).toBeDefined();
});

test('a submit held back before React leaves before the next screen’s files are fetched', async ({ page }) => {
  const release = await holdEntry(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await submitWithEnter(page);
  release();
  await expect(page.getByTestId('side-menu')).toBeVisible({ timeout: SIGN_IN_WAIT });
  const started = await fetchStarts(page, { token: TOKEN, firstScreen: FIRST_SCREEN });
  // Fetched as React drew the form, the next screen's 1 MB compiled while the held submit waited.
  expect(started.token).toBeDefined();
  expect(started.firstScreen).toBeDefined();
  expect(started.token!).toBeLessThan(started.firstScreen!);
});

test('a submit made before the settings are known waits for them: in captcha mode it asks for the captcha', async ({
  page,
}) => {
  const tokens: string[] = [];
  page.on('request', (r) => TOKEN.test(new URL(r.url()).pathname) && tokens.push(r.url()));
  const release = await routeSettings(page, { captchaMode: true }, { held: true });
  await page.goto('/login');
  await expect(page.locator('#root')).toHaveAttribute('data-react', '');
  await submitWithEnter(page);
  // Enter pressed while the page cannot know the mode: the form is busy, and nothing leaves as a
  // password sign-in.
  await expect(page.getByTestId('login-submit')).toHaveAttribute('aria-busy', 'true');
  expect(tokens).toEqual([]);

  release();
  await expect(page.getByTestId('login-code')).toBeVisible();
  await expect(page.getByText('请输入验证码')).toBeVisible();
  await expect(page.getByTestId('login-submit')).toBeEnabled();
  await expect(page).toHaveURL(/\/login$/);
  expect(tokens).toEqual([]);
});

test('a submit made before the settings are known signs in to the remembered tenant in tenant mode', async ({
  page,
}) => {
  // The tenant the browser last signed in to (lib/storage's record, as the page writes it).
  await page.addInitScript(() =>
    localStorage.setItem('invest-tenantId', JSON.stringify({ content: '654321', datetime: Date.now() })),
  );
  const release = await routeSettings(page, { tenantMode: true }, { held: true });
  await page.goto('/login');
  await expect(page.locator('#root')).toHaveAttribute('data-react', '');
  const token = page.waitForRequest((r) => TOKEN.test(new URL(r.url()).pathname));
  await submitWithEnter(page);
  release();
  // Not the default tenant the page assumed while it did not know the mode.
  expect(new URL((await token).url()).searchParams.get('tenantId')).toBe('654321');
  await expect(page.getByTestId('login-tenant')).toHaveValue('654321');
});

test('the phone form is busy while it waits for the settings, then asks in the remembered tenant', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('invest-tenantId', JSON.stringify({ content: '654321', datetime: Date.now() })),
  );
  const asked: string[] = [];
  page.on('request', (r) => /\/oauth\/(sms-code|token)$/.test(new URL(r.url()).pathname) && asked.push(r.url()));
  const release = await routeSettings(page, { tenantMode: true }, { held: true });
  await page.goto('/login');
  await expect(page.locator('#root')).toHaveAttribute('data-react', '');
  await page.getByTestId('login-tab-phone').click();
  await page.getByTestId('login-phone').fill('13900000009');
  await page.getByTestId('login-sms-send').click();
  await page.getByTestId('login-sms-code').fill('123456');
  await page.getByTestId('login-phone-submit').click();
  // Neither can know the tenant yet: both show they are at work, and nothing leaves.
  await expect(page.getByTestId('login-sms-send')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('login-phone-submit')).toHaveAttribute('aria-busy', 'true');
  expect(asked).toEqual([]);

  release();
  await expect(page.getByTestId('login-phone-outcome')).toBeVisible();
  await expect(page.getByTestId('login-phone-submit')).not.toHaveAttribute('aria-busy', 'true');
  expect(asked.length).toBeGreaterThan(0);
  for (const url of asked) expect(new URL(url).searchParams.get('tenantId')).toBe('654321');
});
