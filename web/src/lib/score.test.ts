import { describe, expect, it } from 'vitest';
import { EMPTY } from './empty';
import { formatScore } from './score';

describe('formatScore', () => {
  it('shows every computed score with two decimals, and the empty mark for none', () => {
    expect(formatScore(7)).toBe('7.00');
    expect(formatScore(7.5)).toBe('7.50');
    expect(formatScore(8.333)).toBe('8.33');
    expect(formatScore(null)).toBe(EMPTY);
    expect(formatScore(undefined)).toBe(EMPTY);
  });
});
