import type { EChartsCoreOption } from 'echarts/core';
import { CONSOLE_FONT } from '../../../lib/consoleFont';

/** The height of the home page's charts, in px. */
export const CHART_HEIGHT = 280;

/** One bar: its label, its value, where clicking it leads, and an optional second line for the tooltip. */
/** `unit`: the bar's own unit where bars differ (a fund's currency). */
export type ChartBar = { label: string; value: number; to: string; note?: string; muted?: boolean; unit?: string };

/** Colours from the console's theme (antd tokens), so the charts follow light, dark and the primary colour. */
export type ChartColors = {
  bar: string;
  muted: string;
  text: string;
  axis: string;
  split: string;
  tooltipBg: string;
  tooltipText: string;
};

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Tooltips are HTML: names typed by users are escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** About how wide a 12 px label is. */
function labelWidth(text: string): number {
  return [...text].reduce((w, c) => w + (c.charCodeAt(0) >= 0x2e80 ? 12 : 7), 0);
}

/**
 * A horizontal bar chart, the first bar on top, each bar's value at its end (names of funds and
 * industries read better along the vertical axis than under the bars).
 */
export function barOption(
  bars: readonly ChartBar[],
  colors: ChartColors,
  format: (value: number, bar: ChartBar) => string,
): EChartsCoreOption {
  // The longest bar's value label sits in the grid's right margin: make it that wide (at 12 px about
  // 7 px a Latin character, 12 px a Chinese one), so "48,500 10k CNY" or "12 个项目" is not cut.
  const longestValue = Math.max(0, ...bars.map((b) => labelWidth(format(b.value, b))));
  return {
    backgroundColor: 'transparent',
    animationDuration: 400,
    // The console's font, not ECharts' bare `sans-serif`: labels match the page around them.
    textStyle: { fontFamily: CONSOLE_FONT },
    grid: { left: 8, right: Math.max(48, longestValue + 20), top: 8, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'item',
      backgroundColor: colors.tooltipBg,
      borderColor: colors.split,
      textStyle: { color: colors.tooltipText, fontFamily: CONSOLE_FONT },
      formatter: (p: { dataIndex: number }) => {
        const bar = bars[p.dataIndex];
        if (!bar) return '';
        const lines = [`<b>${escapeHtml(bar.label)}</b>`, escapeHtml(format(bar.value, bar))];
        if (bar.note) lines.push(escapeHtml(bar.note));
        return lines.join('<br/>');
      },
    },
    xAxis: {
      type: 'value',
      // Each bar carries its value; the axis' own numbers would only crowd narrow cards.
      axisLabel: { show: false },
      splitLine: { lineStyle: { color: colors.split } },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: bars.map((b) => b.label),
      // Long names (English industries) wrap onto a second line rather than being cut.
      axisLabel: { color: colors.text, width: 104, overflow: 'break', lineHeight: 14 },
      axisLine: { lineStyle: { color: colors.axis } },
      axisTick: { show: false },
    },
    series: [
      {
        type: 'bar',
        barMaxWidth: 18,
        cursor: 'pointer',
        data: bars.map((b) => ({ value: b.value, itemStyle: { color: b.muted ? colors.muted : colors.bar } })),
        itemStyle: { borderRadius: [0, 4, 4, 0] },
        label: {
          show: true,
          position: 'right',
          color: colors.text,
          formatter: (p: { value: number; dataIndex: number }) => format(p.value, bars[p.dataIndex]!),
        },
      },
    ],
  };
}
