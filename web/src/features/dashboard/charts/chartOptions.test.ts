import { describe, expect, it } from 'vitest';
import { CONSOLE_FONT } from '../../../lib/consoleFont';
import { barOption, escapeHtml, type ChartColors } from './chartOptions';

const colors: ChartColors = {
  bar: '#f19448',
  muted: '#ccc',
  text: '#333',
  axis: '#999',
  split: '#eee',
  tooltipBg: '#fff',
  tooltipText: '#000',
};

type Option = {
  yAxis: { data: string[] };
  series: { data: { value: number; itemStyle: { color: string } }[] }[];
  textStyle: { fontFamily: string };
  tooltip: { formatter: (p: { dataIndex: number }) => string; textStyle: { fontFamily: string } };
};

describe('barOption', () => {
  const bars = [
    { label: '储备', value: 12, to: '/project/list?stage=0' },
    { label: '<b>终止</b>', value: 3, to: '/project/list?stage=9', muted: true, note: '3 个项目' },
  ];
  const option = barOption(bars, colors, (v) => `${v} 个`) as unknown as Option;

  it('lists the bars top to bottom with their values, muted bars in the muted colour', () => {
    expect(option.yAxis.data).toEqual(['储备', '<b>终止</b>']);
    expect(option.series[0]!.data).toEqual([
      { value: 12, itemStyle: { color: '#f19448' } },
      { value: 3, itemStyle: { color: '#ccc' } },
    ]);
  });

  it('shows the label, the formatted value and the note in the tooltip, escaped', () => {
    expect(option.tooltip.formatter({ dataIndex: 1 })).toBe('<b>&lt;b&gt;终止&lt;/b&gt;</b><br/>3 个<br/>3 个项目');
    expect(option.tooltip.formatter({ dataIndex: 0 })).toBe('<b>储备</b><br/>12 个');
  });

  it('wraps long names instead of cutting them, and leaves room for the longest value (issue 14)', () => {
    const english = barOption(
      [
        { label: 'Artificial intelligence', value: 48500, to: '/' },
        { label: 'Fintech', value: 900, to: '/' },
      ],
      colors,
      (v) => `${v.toLocaleString('en-US')} 10k CNY`,
    ) as unknown as { yAxis: { axisLabel: { overflow: string } }; grid: { right: number } };
    expect(english.yAxis.axisLabel.overflow).toBe('break');
    // "48,500 10k CNY": 14 characters of about 7 px at 12 px.
    expect(english.grid.right).toBeGreaterThanOrEqual(14 * 7);
    const chinese = barOption([{ label: '储备', value: 12, to: '/' }], colors, (v) => `${v} 个项目`) as unknown as {
      grid: { right: number };
    };
    // "12 个项目": three Latin characters, three Chinese ones (about 12 px each), and the label's gap.
    expect(chinese.grid.right).toBeGreaterThanOrEqual(3 * 7 + 3 * 12 + 16);
  });

  it("draws its labels and tooltip in the console's font, not ECharts' bare sans-serif", () => {
    expect(option.textStyle.fontFamily).toBe(CONSOLE_FONT);
    expect(option.tooltip.textStyle.fontFamily).toBe(CONSOLE_FONT);
  });

  it('escapes every HTML special character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
