// Gzip size of the JS and CSS a browser fetches before the sign-in page renders, and of what the
// shell adds after sign-in. Measured in Debian's Chromium against the built server.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './server.mjs';

const server = await startServer();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage();
  const seen = new Map();
  let phase = 'sign-in page';
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    if (!seen.has(response.url())) {
      seen.set(response.url(), { phase, type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    }
  });
  await page.goto(`${server.url}/login`);
  await page.getByTestId('login-form').waitFor();
  await page.waitForLoadState('networkidle');
  phase = 'shell after sign-in';
  await page.getByTestId('login-account').fill('admin');
  await page.getByTestId('login-password').fill('Invest@2026');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('side-menu').waitFor();
  await page.waitForLoadState('networkidle');

  const kb = (n) => (n / 1024).toFixed(1);
  for (const name of ['sign-in page', 'shell after sign-in']) {
    const rows = [...seen.entries()].filter(([, v]) => v.phase === name);
    const sum = (key, type) => rows.filter(([, v]) => !type || v.type === type).reduce((s, [, v]) => s + v[key], 0);
    console.log(
      `\n${name}: ${rows.length} files, JS ${kb(sum('gzip', 'script'))} KB gzip, CSS ${kb(sum('gzip', 'stylesheet'))} KB gzip, total ${kb(sum('gzip'))} KB gzip (${kb(sum('raw'))} KB raw)`,
    );
    for (const [url, v] of rows) console.log(`  ${kb(v.gzip).padStart(7)} KB  ${new URL(url).pathname}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
