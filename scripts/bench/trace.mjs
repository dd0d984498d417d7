// Reading a Chromium trace of the console (scripts/bench/sign-in-trace.mjs, home-trace.mjs): the
// categories to record, and the renderer main thread's long tasks with what they did.

/** Trace categories: the timeline (tasks, parse, style, layout, paint), loading, V8, marks. */
export const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'v8',
  'blink.user_timing',
  'navigation',
];

/** What a trace event's time is spent on. */
const KINDS = {
  ParseHTML: 'parse',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  ParseAuthorStyleSheet: 'css-parse',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'paint',
  MajorGC: 'gc',
  MinorGC: 'gc',
};

/** A task of a thread's run loop (its name differs between Chromium versions). */
const isTask = (e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';

/** A URL without its origin and `/assets/`, as the lists print it. */
export const short = (url) => (url ?? '').replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '');

/**
 * The page's renderer main thread: `{ pid, tid }`, the `CrRendererMain` with the most task time.
 * Not the first one that parsed HTML: a trace started on a page already shown (home-trace.mjs)
 * holds other renderers' parses (a blank tab's) and none of the page's.
 */
export function rendererMain(events) {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = new Map(mains.map((m) => [`${m.pid}:${m.tid}`, 0]));
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (isTask(e) && e.dur && busy.has(key)) busy.set(key, busy.get(key) + e.dur);
  }
  const [main] = mains.sort((a, b) => busy.get(`${b.pid}:${b.tid}`) - busy.get(`${a.pid}:${a.tid}`));
  return { pid: main.pid, tid: main.tid };
}

/**
 * The tasks of `thread` over 5 ms from `from` (µs) on, each a line: its span in ms after `t0`
 * (µs), its time by kind (the top-most event of a kind only: a FunctionCall inside EvaluateScript
 * is the same time) and its longest scripts and parses; `busy` is their time in all, in ms.
 */
export function longTasks(events, { pid, tid }, from, t0) {
  const ms = (ts) => Math.round((ts - t0) / 1000);
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= from);
  const tasks = onMain.filter(isTask);
  const lines = [];
  let busy = 0;
  for (const task of tasks) {
    if (task.dur < 5000) continue;
    busy += task.dur / 1000;
    const end = task.ts + task.dur;
    const byKind = {};
    const labels = [];
    for (const e of onMain) {
      if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > end) continue;
      const kind = KINDS[e.name];
      if (!kind) continue;
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
      const url = e.args?.data?.url ?? e.args?.data?.fileName ?? e.args?.data?.styleSheetUrl;
      if ((kind === 'script' || kind === 'parse' || kind === 'css-parse') && e.dur > 3000)
        labels.push(`${e.name}${url ? ' ' + short(url) : ''} ${Math.round(e.dur / 1000)}`);
    }
    const kinds = Object.entries(byKind)
      .filter(([, v]) => v >= 1)
      .map(([k, v]) => `${k} ${Math.round(v)}`)
      .join(', ');
    lines.push(
      `  ${ms(task.ts)}–${ms(end)} (${Math.round(task.dur / 1000)} ms): ${kinds}${labels.length ? ' | ' + labels.slice(0, 8).join('; ') : ''}`,
    );
  }
  return { lines, busy: Math.round(busy) };
}
