import { EMPTY } from './empty';

/** Amounts are in units of ten thousand yuan (万元): thousands separators, at most two decimals. */
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The number alone, for tables whose heading carries the unit. */
export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? EMPTY : NUMBER.format(value);
}

export function formatAmount(value: number | null | undefined, unit: string): string {
  return value === null || value === undefined ? EMPTY : `${NUMBER.format(value)} ${unit}`;
}

/** "3,000 – 5,000 万元"; one open end shows a dash. */
export function formatAmountRange(min: number | null, max: number | null, unit: string): string {
  if (min === null && max === null) return EMPTY;
  const side = (v: number | null) => (v === null ? EMPTY : NUMBER.format(v));
  return `${side(min)} – ${side(max)} ${unit}`;
}

export function formatPercent(value: number | null): string {
  return value === null ? EMPTY : `${NUMBER.format(value)}%`;
}
