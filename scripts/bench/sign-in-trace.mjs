// Where a cold load of the sign-in page spends its time: a Chromium trace of /login with the CPU
// slowed (BENCH_CPU_THROTTLE, default 4), categories devtools.timeline, loading, v8 and
// blink.user_timing. Prints, in ms from the navigation's start: the requests, the renderer main
// thread's tasks over 5 ms with what they did (parse, script, style, layout, paint), first
// contentful paint, and when Playwright saw the form usable (account field and submit visible).
// BENCH_ENTRY=<a build>/server/dist/main.js traces another build; BENCH_ROUNDS rounds (default 1);
// BENCH_TRACE_OUT=<file> keeps the last trace's JSON (for chrome://tracing or Perfetto).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCHER } from '../lib.mjs';
import { startServer } from './server.mjs';
import { CATEGORIES, longTasks, rendererMain } from './trace.mjs';

const THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const EXTRA_CATEGORIES = (process.env.BENCH_TRACE_EXTRA ?? '').split(',').filter(Boolean);

function analyse(events) {
  const main = rendererMain(events);
  const { pid } = main;
  const nav =
    events.find(
      (e) =>
        e.name === 'navigationStart' &&
        e.pid === pid &&
        e.args?.data?.isLoadingMainFrame &&
        e.args?.data?.documentLoaderURL?.includes('/login'),
    ) ?? events.find((e) => e.name === 'navigationStart' && e.pid === pid);
  const t0 = nav.ts;
  const ms = (ts) => Math.round((ts - t0) / 1000);
  const tasks = longTasks(events, main, t0, t0).lines;
  const marks = events
    .filter(
      (e) =>
        e.pid === pid &&
        ['firstPaint', 'firstContentfulPaint', 'domInteractive', 'domContentLoadedEventEnd', 'loadEventEnd'].includes(
          e.name,
        ) &&
        e.ts >= t0,
    )
    .map((e) => `${e.name} ${ms(e.ts)}`);
  const requests = events
    .filter((e) => e.name === 'ResourceSendRequest' && e.ts >= t0)
    .map((e) => {
      const id = e.args.data.requestId;
      const fin = events.find((f) => f.name === 'ResourceFinish' && f.args?.data?.requestId === id);
      return `  ${ms(e.ts)}–${fin ? ms(fin.ts) : '?'} ${e.args.data.url.replace(/^https?:\/\/[^/]+/, '')}`;
    });
  return { t0, marks, tasks, requests };
}

const server = await startServer({}, process.env.BENCH_ENTRY);
const browser = await chromium.launch({ executablePath: CHROMIUM_LAUNCHER });
try {
  for (let i = 0; i < ROUNDS; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const file = join(tmpdir(), `sign-in-trace-${process.pid}.json`);
    await browser.startTracing(page, { path: file, categories: [...CATEGORIES, ...EXTRA_CATEGORIES] });
    const start = Date.now();
    await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
    await page.getByTestId('login-account').waitFor({ state: 'visible' });
    await page.getByTestId('login-submit').waitFor({ state: 'visible' });
    const usable = Date.now() - start;
    await page.waitForLoadState('load');
    await page.waitForTimeout(800);
    await browser.stopTracing();
    const { traceEvents } = JSON.parse(readFileSync(file, 'utf8'));
    if (process.env.BENCH_TRACE_OUT) writeFileSync(process.env.BENCH_TRACE_OUT, JSON.stringify({ traceEvents }));
    rmSync(file, { force: true });
    const r = analyse(traceEvents);
    console.log(`\nround ${i + 1}: usable ${usable} ms (Playwright's clock, from before goto); ${r.marks.join(', ')}`);
    console.log('requests:\n' + r.requests.join('\n'));
    console.log('main-thread tasks ≥ 5 ms:\n' + r.tasks.join('\n'));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
