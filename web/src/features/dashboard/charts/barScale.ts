import { nice, ticks } from 'd3-array';

/** The least height of a bar chart, in px (the cards of a row then line up). */
export const CHART_HEIGHT = 280;

/**
 * One bar: its label, its value, where clicking it leads, and an optional second line for the
 * tooltip; `unit` is the bar's own unit where bars differ (a fund's currency).
 */
export type ChartBar = { label: string; value: number; to: string; note?: string; muted?: boolean; unit?: string };

/** How many grid lines a chart aims at (d3 picks round steps near it). */
const GRID_LINES = 4;

/**
 * The value axis: its end, a round number at or above the largest value (so the longest bar need
 * not touch the edge), and where its grid lines fall, as fractions of it. Nothing to show (all
 * values zero) still gives a usable axis.
 */
export function barScale(values: readonly number[]): { max: number; lines: number[] } {
  const largest = Math.max(0, ...values);
  if (largest === 0) return { max: 1, lines: [] };
  const [, max] = nice(0, largest, GRID_LINES);
  return {
    max,
    lines: ticks(0, max, GRID_LINES)
      .filter((t) => t > 0)
      .map((t) => t / max),
  };
}

/** About how wide a 12 px text is: 7 px a Latin character, 12 px a Chinese one. */
function textWidth(text: string): number {
  return [...text].reduce((w, c) => w + (c.charCodeAt(0) >= 0x2e80 ? 12 : 7), 0);
}

/**
 * The room kept right of the bars for the value written at each bar's end: as wide as the longest
 * ("48,500 万元", "12 个项目"), so that the longest bar's value is not cut.
 */
export function valueRoom(texts: readonly string[]): number {
  return Math.max(48, ...texts.map(textWidth)) + 12;
}
