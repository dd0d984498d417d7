// Gzip size of the JS and CSS a browser fetches for the sign-in page and after sign-in, measured
// in Debian's Chromium against the built server. A file belongs to the phase in which the page
// asked for it:
//   - "sign-in page, first download": asked for before the console's first render started (the
//     `console-render` mark of main.tsx; for a build without it, before the form was in the page):
//     what the sign-in form waits for;
//   - "sign-in page, after first paint": asked for once the form showed, until the network is idle
//     (the public settings' client, the other ways to sign in, what is fetched ahead on idle);
//   - "after sign-in": from Enter until the shell's menu shows and the network is idle.
// BENCH_BEFORE_ENTRY=<another build>/server/dist/main.js measures an older build in the same run.
/* global window, document, MutationObserver -- run inside the page */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCHER } from '../lib.mjs';
import { startServer } from './server.mjs';

const PHASES = ['sign-in page, first download', 'sign-in page, after first paint', 'after sign-in'];
const kb = (n) => (n / 1024).toFixed(1);

async function measure(browser, url) {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="login-form"]')) return;
      window.__formShown = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const seen = new Map();
  let signingIn = false;
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    if (!seen.has(response.url())) {
      seen.set(response.url(), { signingIn, type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    }
  });
  await page.goto(`${url}/login`);
  await page.getByTestId('login-form').waitFor();
  await page.waitForLoadState('networkidle');
  const { formShown, started } = await page.evaluate(() => ({
    formShown: performance.getEntriesByName('console-render')[0]?.startTime ?? window.__formShown,
    started: Object.fromEntries(performance.getEntriesByType('resource').map((r) => [r.name, r.startTime])),
  }));
  for (const [u, v] of seen) v.phase = (started[u] ?? 0) < formShown ? PHASES[0] : PHASES[1];
  signingIn = true;
  await page.getByTestId('login-account').fill('admin');
  await page.getByTestId('login-password').fill(process.env.SEED_PASSWORD ?? 'Invest@2026');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('side-menu').waitFor();
  await page.waitForLoadState('networkidle');
  await page.close();
  for (const v of seen.values()) if (v.signingIn) v.phase = PHASES[2];
  return PHASES.map((name) => {
    const rows = [...seen.entries()].filter(([, v]) => v.phase === name);
    const sum = (key, type) => rows.filter(([, v]) => !type || v.type === type).reduce((s, [, v]) => s + v[key], 0);
    return {
      name,
      files: rows.length,
      js: sum('gzip', 'script'),
      css: sum('gzip', 'stylesheet'),
      gzip: sum('gzip'),
      raw: sum('raw'),
      list: rows.map(([u, v]) => `  ${kb(v.gzip).padStart(7)} KB  ${new URL(u).pathname}`),
    };
  });
}

const builds = [['this build', undefined]];
if (process.env.BENCH_BEFORE_ENTRY) builds.unshift(['before', process.env.BENCH_BEFORE_ENTRY]);
const browser = await chromium.launch({
  executablePath: CHROMIUM_LAUNCHER,
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const table = [];
try {
  for (const [label, entry] of builds) {
    const server = await startServer({}, entry);
    try {
      const phases = await measure(browser, server.url);
      console.log(`\n${label}`);
      for (const p of phases) {
        console.log(`\n${p.name}: ${p.files} files, total ${kb(p.gzip)} KB gzip (${kb(p.raw)} KB raw)`);
        console.log(p.list.join('\n'));
        table.push(
          `| ${label} | ${p.name} | ${p.files} | ${kb(p.js)} KB | ${kb(p.css)} KB | ${kb(p.gzip)} KB | ${kb(p.raw)} KB |`,
        );
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  await browser.close();
}
console.log(`\nGzip -9 of each script and stylesheet, ${new Date().toISOString().slice(0, 10)}\n`);
console.log(
  '| build | phase | files | JS gzip | CSS gzip | total gzip | raw |\n| --- | --- | --- | --- | --- | --- | --- |',
);
console.log(table.join('\n'));
