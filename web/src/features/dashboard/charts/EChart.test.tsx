import { act, Activity } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountRoot } from '../../../test/mountRoot';

// ECharts itself draws on a canvas jsdom lacks: what the component asks of it is recorded instead.
const charts: { el: HTMLElement; options: unknown[]; disposed: boolean }[] = [];
vi.mock('echarts/core', () => ({
  use: () => undefined,
  init: (el: HTMLElement) => {
    const chart = { el, options: [] as unknown[], disposed: false };
    charts.push(chart);
    return {
      on: () => undefined,
      setOption: (option: unknown) => chart.options.push(option),
      getWidth: () => 0,
      getHeight: () => 0,
      resize: () => undefined,
      dispose: () => (chart.disposed = true),
    };
  },
}));
vi.mock('echarts/charts', () => ({ BarChart: {} }));
vi.mock('echarts/components', () => ({ GridComponent: {}, TooltipComponent: {} }));
vi.mock('echarts/renderers', () => ({ CanvasRenderer: {} }));

const { default: EChart } = await import('./EChart');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  charts.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

const mounted = mountRoot();

const render = (option: { series: string }) =>
  act(() => mounted.root.render(<EChart option={option} height={200} testId="c" />));
/** The frame that shows the page, then the task after it. */
const nextFrameThenTask = () => act(() => void vi.advanceTimersByTime(40));

describe('EChart', () => {
  it('leaves the frame that shows the page to the page, and draws in a task after it, with the latest option', () => {
    render({ series: 'first' });
    expect(mounted.host.querySelector('[data-testid=c]')).not.toBeNull();
    expect(charts).toHaveLength(0);

    // Figures that change before the chart is drawn: it draws the latest once, not both.
    render({ series: 'second' });
    nextFrameThenTask();
    expect(charts).toHaveLength(1);
    const [chart] = charts;
    expect(chart?.el).toBe(mounted.host.querySelector('[data-testid=c]'));
    expect(chart?.options).toEqual([{ series: 'second' }]);

    render({ series: 'third' });
    expect(chart?.options).toEqual([{ series: 'second' }, { series: 'third' }]);
  });

  it('draws nothing for a page left before its frame, and frees a drawn chart when the page goes', () => {
    render({ series: 'first' });
    act(() => mounted.root.render(null));
    nextFrameThenTask();
    expect(charts).toHaveLength(0);

    render({ series: 'again' });
    nextFrameThenTask();
    act(() => mounted.root.render(null));
    expect(charts.map((c) => c.disposed)).toEqual([true]);
  });

  it('draws a chart shown again after a hidden spell (a tab not shown) as it was, without its growth animation', () => {
    const renderIn = (mode: 'visible' | 'hidden', option: { series: string }) =>
      act(() =>
        mounted.root.render(
          <Activity mode={mode}>
            <EChart option={option} height={200} testId="c" />
          </Activity>,
        ),
      );
    const first = { series: 'first' };
    renderIn('visible', first);
    nextFrameThenTask();
    expect(charts.map((c) => c.options)).toEqual([[first]]);

    // Hidden, the chart is freed; shown again, it is drawn anew with animation off.
    renderIn('hidden', first);
    expect(charts.map((c) => c.disposed)).toEqual([true]);
    renderIn('visible', first);
    nextFrameThenTask();
    expect(charts).toHaveLength(2);
    expect(charts[1]?.options).toEqual([{ series: 'first', animation: false }]);

    // New figures after that animate as any change does.
    const next = { series: 'next' };
    renderIn('visible', next);
    expect(charts[1]?.options.at(-1)).toBe(next);
  });
});
