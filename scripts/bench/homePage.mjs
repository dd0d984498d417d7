// What the home page's benchmarks wait for, in one place for page-load.mjs and home-trace.mjs.

/**
 * The home page's charts drawn: the first bar of its charts, or the first chart's canvas in the
 * builds before 2026-12-01, which drew them with ECharts (a bench compares the two side by side).
 */
export const CHART_DRAWN = '[data-testid$="-bars"] li, [data-testid$="-canvas"] canvas';
