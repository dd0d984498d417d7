import type { TFunction } from 'i18next';
import { EMPTY } from './empty';

const UNITS = { CNY: 'fund.unitCNY', USD: 'fund.unitUSD', HKD: 'fund.unitHKD', EUR: 'fund.unitEUR' } as const;

/**
 * The unit of a fund's amounts, and of what a project got from it: ten thousands of the fund's
 * currency (万元, 万美元, "10k USD"). Without a fund (no currency) amounts are in 万元.
 */
export function currencyUnit(t: TFunction, currency: string | null | undefined): string {
  if (!currency) return t('project.unit');
  const key = UNITS[currency as keyof typeof UNITS];
  return key ? t(key) : t('fund.unitOther', { code: currency });
}

/** Amounts are in units of ten thousand (万元 unless a fund's currency says otherwise): thousands separators, at most two decimals. */
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
