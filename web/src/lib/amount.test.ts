import { describe, expect, it } from 'vitest';
import { currencyUnit, formatAmount, formatAmountRange, formatNumber, formatPercent } from './amount';
import { i18n } from './i18n';

describe('amounts in 万元', () => {
  it('are labelled and grouped by thousands, with at most two decimals', () => {
    expect(formatAmount(12000, '万元')).toBe('12,000 万元');
    expect(formatAmount(1234.567, '万元')).toBe('1,234.57 万元');
    expect(formatAmount(0, '万元')).toBe('0 万元');
    expect(formatAmount(null, '万元')).toBe('—');
  });

  it('show a range with a dash for an open end, and nothing for none', () => {
    expect(formatAmountRange(3000, 5000, '万元')).toBe('3,000 – 5,000 万元');
    expect(formatAmountRange(null, 5000, '10k CNY')).toBe('— – 5,000 10k CNY');
    expect(formatAmountRange(null, null, '万元')).toBe('—');
  });

  it('show share ratios as percents', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(null)).toBe('—');
  });

  it('shows a bare number grouped, with at most two decimals, and a dash for none', () => {
    expect(formatNumber(50000)).toBe('50,000');
    expect(formatNumber(1234.567)).toBe('1,234.57');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(null)).toBe('—');
    expect(formatNumber(undefined)).toBe('—');
  });
});

describe("a fund's amounts", () => {
  it("are in ten thousands of the fund's currency, in either language; without a fund in 万元", () => {
    const zh = i18n.getFixedT('zh');
    const en = i18n.getFixedT('en');
    expect(['CNY', 'USD', 'HKD', 'EUR', 'JPY', ''].map((c) => currencyUnit(zh, c))).toEqual([
      '万元',
      '万美元',
      '万港元',
      '万欧元',
      '万（JPY）',
      '万元',
    ]);
    expect(['CNY', 'USD', 'JPY', undefined].map((c) => currencyUnit(en, c))).toEqual([
      '10k CNY',
      '10k USD',
      '10k JPY',
      '10k CNY',
    ]);
  });
});
