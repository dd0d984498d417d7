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
import { CHROMIUM } from '../lib.mjs';
import { startServer } from './server.mjs';

const THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'v8',
  'blink.user_timing',
  'navigation',
  ...(process.env.BENCH_TRACE_EXTRA ?? '').split(',').filter(Boolean),
];
const KINDS = {
  ParseHTML: 'parse',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'paint',
};

function analyse(events) {
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((n) => n.pid === e.pid && n.name === 'ParseHTML'),
  );
  const { pid, tid } = main;
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
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= t0);
  const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const out = [];
  for (const task of tasks) {
    if (task.dur < 5000) continue;
    const end = task.ts + task.dur;
    const byKind = {};
    const labels = [];
    for (const e of onMain) {
      if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > end) continue;
      const kind = KINDS[e.name];
      if (!kind) continue;
      // Count top-most events of a kind only (a FunctionCall inside EvaluateScript is the same time).
      const parent = onMain.find(
        (p) =>
          p !== e &&
          p !== task &&
          KINDS[p.name] === kind &&
          p.ts <= e.ts &&
          p.ts + p.dur >= e.ts + e.dur &&
          p.dur > e.dur,
      );
      if (parent) continue;
      byKind[kind] = (byKind[kind] ?? 0) + e.dur / 1000;
      const url = e.args?.data?.url ?? e.args?.data?.fileName;
      if ((kind === 'script' || kind === 'parse') && e.dur > 3000)
        labels.push(`${e.name}${url ? ' ' + url.replace(/^.*\//, '') : ''} ${Math.round(e.dur / 1000)}`);
    }
    const kinds = Object.entries(byKind)
      .filter(([, v]) => v >= 1)
      .map(([k, v]) => `${k} ${Math.round(v)}`)
      .join(', ');
    out.push(
      `  task ${ms(task.ts)}–${ms(end)} (${Math.round(task.dur / 1000)} ms): ${kinds}${labels.length ? ' | ' + labels.join('; ') : ''}`,
    );
  }
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
  return { t0, marks, tasks: out, requests };
}

const server = await startServer({}, process.env.BENCH_ENTRY);
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  for (let i = 0; i < ROUNDS; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const file = join(tmpdir(), `sign-in-trace-${process.pid}.json`);
    await browser.startTracing(page, { path: file, categories: CATEGORIES });
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
