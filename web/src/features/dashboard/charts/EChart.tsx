import { useEffect, useRef } from 'react';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use as register, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only what the home charts draw: bars on a grid with tooltips, on a canvas.
register([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

type Props = {
  option: EChartsCoreOption;
  /** A bar (or other data item) was clicked: its index in the series. */
  onPick?: (dataIndex: number) => void;
  height: number;
  testId?: string;
  ariaLabel?: string;
};

/**
 * An ECharts chart that fills its container's width and follows its size. This module is only
 * loaded lazily (see PipelineCharts): ECharts stays out of the shell's bundle.
 */
export default function EChart({ option, onPick, height, testId, ariaLabel }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const pick = useRef(onPick);
  const latest = useRef(option);
  // Refs outlive an effect cleanup that freed the chart while the component stayed (React's
  // <Activity mode="hidden">, strict mode): drawn again, it is drawn as it was, without growing
  // its bars a second time.
  const drawnBefore = useRef(false);

  useEffect(() => {
    pick.current = onPick;
    latest.current = option;
  }, [onPick, option]);

  useEffect(() => {
    const el = box.current!;
    let observer: ResizeObserver | undefined;
    const draw = () => {
      const c = init(el);
      chart.current = c;
      c.on('click', (p) => pick.current?.(p.dataIndex));
      c.setOption(drawnBefore.current ? { ...latest.current, animation: false } : latest.current, true);
      drawnBefore.current = true;
      // The container's width changes with the window, the side menu and hidden tabs. The observer
      // also reports the size once at the start, which the chart already has: drawing it again then
      // would double the first draw.
      observer = new ResizeObserver(() => {
        if (el.clientWidth !== c.getWidth() || el.clientHeight !== c.getHeight()) c.resize();
      });
      observer.observe(el);
    };
    // Drawn in a task of its own after the frame that shows the page: a chart costs 50–75 ms at 1×
    // (most of it the page's first layout, which ECharts' size check forces), and the page's
    // text, figures and lists need not wait for the three (docs/performance.md).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(draw)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={box} style={{ height, width: '100%' }} role="img" aria-label={ariaLabel} data-testid={testId} />;
}

/**
 * Draws a chart once on a canvas that is never in the page, then drops it. ECharts' first chart in
 * a page costs several times the next (its code's first run, its first text measures), and the home
 * page's first chart is the last part of the screen after sign-in (app/warmUp.tsx). In three steps,
 * each run by `next` (a task of its own at idle time): the chart, its layout, its paint. Returns a
 * drop, for steps that will not come.
 */
export function warmUpChart(option: EChartsCoreOption, height: number, next: (step: () => void) => void): () => void {
  const chart = init(document.createElement('div'), undefined, { width: 480, height });
  const drop = () => {
    if (!chart.isDisposed()) chart.dispose();
  };
  // Laid out, then painted in full: without animation, and without waiting for a frame.
  next(() => {
    chart.setOption({ ...option, animation: false });
    next(() => {
      chart.getZr().refreshImmediately();
      drop();
    });
  });
  return drop;
}
