import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { warmUpCharts } from './warmUpCharts';

// ECharts draws on a canvas jsdom lacks: what the warm-up asks of it is recorded instead.
type Recorded = { el: HTMLElement; size: unknown; steps: string[]; option?: Record<string, unknown> };
const charts: Recorded[] = [];
vi.mock('echarts/core', () => ({
  use: () => undefined,
  init: (el: HTMLElement, _theme: unknown, size: unknown) => {
    const chart: Recorded = { el, size, steps: ['init'] };
    charts.push(chart);
    const disposed = () => chart.steps.includes('dispose');
    return {
      setOption: (option: Record<string, unknown>) => {
        chart.option = option;
        chart.steps.push('layout');
      },
      getZr: () => ({ refreshImmediately: () => chart.steps.push('paint') }),
      isDisposed: disposed,
      dispose: () => chart.steps.push('dispose'),
    };
  },
}));
vi.mock('echarts/charts', () => ({ BarChart: {} }));
vi.mock('echarts/components', () => ({ GridComponent: {}, TooltipComponent: {} }));
vi.mock('echarts/renderers', () => ({ CanvasRenderer: {} }));

// The browser's idle times, given by hand: each queued task is one step.
const idle: (() => void)[] = [];
vi.mock('../../../lib/idle', () => ({
  whenIdleAfter: (_delay: number, task: () => void) => {
    idle.push(task);
    return () => idle.splice(idle.indexOf(task), 1);
  },
}));
/** The next idle time: runs the step waiting for it. */
const idleTime = () => idle.shift()!();
/** The chart module is here and its first step waits for an idle time. */
const loaded = () => vi.waitFor(() => expect(idle).toHaveLength(1));

afterEach(async () => {
  charts.length = 0;
  idle.length = 0;
  await i18n.changeLanguage('zh');
});

describe('the charts’ warm-up while the user types', () => {
  it('makes, lays out and paints one sample chart off the page, each step at an idle time, then drops it', async () => {
    const before = document.body.innerHTML;
    warmUpCharts();
    await loaded();
    expect(charts).toEqual([]);
    idleTime();
    expect(charts[0]!.steps).toEqual(['init']);
    idleTime();
    expect(charts[0]!.steps).toEqual(['init', 'layout']);
    idleTime();
    expect(charts[0]!.steps).toEqual(['init', 'layout', 'paint', 'dispose']);
    expect(idle).toEqual([]);
    const { el, size, option } = charts[0]!;
    expect(el.isConnected).toBe(false);
    expect(document.body.innerHTML).toBe(before);
    expect(size).toEqual({ width: 480, height: 280 });
    // In full at once, and in the script of the language the user reads (its text measures warm too).
    expect(option!.animation).toBe(false);
    expect((option!.yAxis as { data: string[] }).data).toContain('项目管线（按阶段）');
  });

  it('labels the sample in English for an English user', async () => {
    await i18n.changeLanguage('en');
    warmUpCharts();
    await loaded();
    idleTime();
    idleTime();
    expect((charts[0]!.option!.yAxis as { data: string[] }).data).toContain('Pipeline by stage');
  });

  it('stopped after the chart was made (a sign-in started), drops it unpainted and does no more', async () => {
    const stop = warmUpCharts();
    await loaded();
    idleTime();
    stop();
    expect(charts[0]!.steps).toEqual(['init', 'dispose']);
    expect(idle).toEqual([]);
  });

  it('stopped before its module is here, makes no chart', async () => {
    warmUpCharts()();
    await import('./EChart');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle).toEqual([]);
    expect(charts).toEqual([]);
  });
});
