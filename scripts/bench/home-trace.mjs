/* global window, document, MutationObserver, requestAnimationFrame -- run inside the page */
// Where Enter → home spends its time: fills the sign-in form on a cold cache, presses Enter as soon
// as the form shows (as scripts/bench/page-load.mjs does) and traces until the first chart
// is in the page. Prints, in ms from the Enter keydown (the page's own clock): the DOM milestones
// (seen by a MutationObserver, and the frame after them), the requests (sent, answered, finished),
// the renderer main thread's tasks over 5 ms with what they did, and with BENCH_PROFILE=1 a CPU
// profile of the same span: self time by script file and the heaviest functions.
// BENCH_CPU_THROTTLE (default 1), BENCH_ROUNDS (default 1), BENCH_ENTRY=<a build>/server/dist/main.js
// traces another build; BENCH_TRACE_OUT=<file> keeps the last trace's JSON (for Perfetto) and
// BENCH_PROFILE_OUT=<file> the last CPU profile (a .cpuprofile for DevTools' Performance panel).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCHER } from '../lib.mjs';
import { CHART_DRAWN } from './homePage.mjs';
import { startServer } from './server.mjs';
import { CATEGORIES, longTasks, rendererMain, short } from './trace.mjs';

const THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const PROFILE = process.env.BENCH_PROFILE === '1';
// BENCH_AFTER_LOAD=1: Enter after the load event, as page-load.mjs presses it (the default: as soon
// as the form shows, before the sign-in page's code has loaded).
const AFTER_LOAD = process.env.BENCH_AFTER_LOAD === '1';
// BENCH_TYPING_MS=n: the time spent on the form before Enter, as page-load.mjs has it (the shell
// preloads a second after the form shows, so from about 1500 Enter finds the console's code run).
const TYPING_MS = Number(process.env.BENCH_TYPING_MS ?? 0);
const PASSWORD = process.env.SEED_PASSWORD ?? 'Invest@2026';
function analyse(events, enterTs) {
  const main = rendererMain(events);
  const { pid, tid } = main;
  // The keydown's EventDispatch on the main thread is the trace's Enter.
  const key = events.find(
    (e) => e.pid === pid && e.tid === tid && e.name === 'EventDispatch' && e.args?.data?.type === 'keydown',
  );
  const t0 = key ? key.ts : enterTs;
  const ms = (ts) => Math.round((ts - t0) / 1000);
  const { lines: tasks, busy } = longTasks(events, main, t0 - 3000000, t0);
  const byId = new Map();
  for (const e of events) {
    const id = e.args?.data?.requestId;
    if (!id) continue;
    const r = byId.get(id) ?? {};
    if (e.name === 'ResourceSendRequest') Object.assign(r, { url: e.args.data.url, sent: e.ts });
    if (e.name === 'ResourceReceiveResponse') r.response = e.ts;
    if (e.name === 'ResourceFinish') r.finish = e.ts;
    byId.set(id, r);
  }
  const requests = [...byId.values()]
    .filter((r) => r.url)
    .sort((a, b) => a.sent - b.sent)
    .map(
      (r) =>
        `  ${ms(r.sent)} → ${r.response ? ms(r.response) : '?'} → ${r.finish ? ms(r.finish) : '?'}  ${short(r.url).slice(0, 110)}`,
    );
  return { requests, tasks, busy };
}

/** Self time of a CPU profile by script file, and its heaviest functions. */
function summariseProfile(profile) {
  const self = new Map(profile.nodes.map((n) => [n.id, 0]));
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i++) self.set(samples[i], self.get(samples[i]) + (timeDeltas[i] ?? 0) / 1000);
  const byFile = new Map();
  const byFn = new Map();
  for (const n of profile.nodes) {
    const t = self.get(n.id);
    if (!t) continue;
    const file = short(n.callFrame.url) || `(${n.callFrame.functionName || 'program'})`;
    byFile.set(file, (byFile.get(file) ?? 0) + t);
    const fn = `${n.callFrame.functionName || '(anonymous)'} ${file}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + t);
  }
  // Inclusive time by function (a function counted once per stack, so recursion is not doubled).
  const children = new Map(profile.nodes.map((n) => [n.id, n.children ?? []]));
  const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
  const inclusive = new Map();
  const name = (n) =>
    `${n.callFrame.functionName || '(anonymous)'} ${short(n.callFrame.url)}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
  const walk = (id, onStack) => {
    const n = nodeById.get(id);
    const key = name(n);
    const fresh = !onStack.has(key);
    if (fresh) onStack.add(key);
    let total = self.get(id);
    for (const c of children.get(id)) total += walk(c, onStack);
    if (fresh) {
      onStack.delete(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + total);
    }
    return total;
  };
  walk(profile.nodes[0].id, new Set());
  const top = (m, k) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([name, t]) => `  ${Math.round(t)} ms  ${name}`);
  return {
    files: top(byFile, 12),
    functions: top(byFn, 25),
    inclusive: top(inclusive, Number(process.env.BENCH_INCLUSIVE ?? 0)),
  };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_LAUNCHER });
const server = await startServer({}, process.env.BENCH_ENTRY);
try {
  for (let i = 0; i < ROUNDS; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    // Milestones seen from inside the page, installed before it loads (no round trip before Enter).
    await page.addInitScript((chartDrawn) => {
      const seen = {};
      window.__homeMilestones = seen;
      performance.setResourceTimingBufferSize(2000);
      document.addEventListener('keydown', (e) => (seen.enter ??= e.timeStamp), { capture: true });
      const check = () => {
        if (seen.enter === undefined) return;
        const now = performance.now();
        const mark = (name, selector) => {
          if (seen[name] === undefined && document.querySelector(selector)) {
            seen[name] = now;
            requestAnimationFrame(() => (seen[`${name} (frame)`] = performance.now()));
          }
        };
        mark('shell', '[data-testid=header-actions]');
        mark('greeting', '[data-testid=home-greeting]');
        mark('chart', chartDrawn);
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true });
    }, CHART_DRAWN);
    // Traced from the navigation on, so Enter comes as soon after the form as in page-load.mjs.
    const file = join(tmpdir(), `home-trace-${process.pid}.json`);
    await browser.startTracing(page, { path: file, categories: CATEGORIES });
    if (PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    }
    await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
    if (AFTER_LOAD) await page.waitForLoadState('load');
    await page.getByTestId('login-account').waitFor({ state: 'visible' });
    await page.getByTestId('login-submit').waitFor({ state: 'visible' });
    await page.getByTestId('login-account').fill('admin');
    await page.getByTestId('login-password').fill(PASSWORD);
    if (TYPING_MS) await page.waitForTimeout(TYPING_MS);
    if (PROFILE) await cdp.send('Profiler.start');
    await page.getByTestId('login-password').press('Enter');
    await page.locator(CHART_DRAWN).first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForTimeout(300);
    const profile = PROFILE ? (await cdp.send('Profiler.stop')).profile : undefined;
    if (profile && process.env.BENCH_PROFILE_OUT) writeFileSync(process.env.BENCH_PROFILE_OUT, JSON.stringify(profile));
    await browser.stopTracing();
    const seen = await page.evaluate(() => window.__homeMilestones);
    const { traceEvents } = JSON.parse(readFileSync(file, 'utf8'));
    if (process.env.BENCH_TRACE_OUT) writeFileSync(process.env.BENCH_TRACE_OUT, JSON.stringify({ traceEvents }));
    rmSync(file, { force: true });
    const r = analyse(traceEvents);
    const milestones = Object.entries(seen)
      .filter(([k]) => k !== 'enter')
      .sort((a, b) => a[1] - b[1])
      .map(([k, v]) => `${k} ${Math.round(v - seen.enter)}`);
    console.log(`\nround ${i + 1} (CPU ${THROTTLE}×): ms after the Enter keydown: ${milestones.join(', ')}`);
    console.log('requests (sent → response → finished):\n' + r.requests.join('\n'));
    console.log(`main-thread tasks ≥ 5 ms (${r.busy} ms in all):\n` + r.tasks.join('\n'));
    if (profile) {
      const p = summariseProfile(profile);
      console.log('CPU profile, self time by file:\n' + p.files.join('\n'));
      console.log('heaviest functions (self):\n' + p.functions.join('\n'));
      if (p.inclusive.length) console.log('heaviest functions (inclusive):\n' + p.inclusive.join('\n'));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
