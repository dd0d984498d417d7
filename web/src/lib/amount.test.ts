import { describe, expect, it } from 'vitest';
import { formatAmount, formatAmountRange, formatNumber, formatPercent } from './amount';

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
