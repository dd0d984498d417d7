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

  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    const el = box.current!;
    const c = init(el);
    chart.current = c;
    c.on('click', (p) => pick.current?.(p.dataIndex));
    // The container's width changes with the window, the side menu and hidden tabs. The observer
    // also reports the size once at the start, which the chart already has: drawing it again then
    // would double the first draw.
    const observer = new ResizeObserver(() => {
      if (el.clientWidth !== c.getWidth() || el.clientHeight !== c.getHeight()) c.resize();
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={box} style={{ height, width: '100%' }} role="img" aria-label={ariaLabel} data-testid={testId} />;
}
