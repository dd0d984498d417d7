import { describe, expect, it } from 'vitest';
import { barScale, valueRoom } from './barScale';

describe('barScale', () => {
  it('ends the axis at a round number at or above the largest value, with grid lines at round steps', () => {
    const at = ({ max, lines }: { max: number; lines: number[] }) => lines.map((f) => Math.round(f * max));
    expect(barScale([12, 3, 7]).max).toBe(12);
    expect(at(barScale([12, 3, 7]))).toEqual([2, 4, 6, 8, 10, 12]);
    expect(barScale([48_500, 1_200]).max).toBe(50_000);
    expect(at(barScale([48_500, 1_200]))).toEqual([10_000, 20_000, 30_000, 40_000, 50_000]);
    expect(barScale([7]).max).toBe(8);
  });

  it('gives a usable axis when there is nothing to show', () => {
    expect(barScale([0, 0])).toEqual({ max: 1, lines: [] });
    expect(barScale([])).toEqual({ max: 1, lines: [] });
  });
});

describe('valueRoom', () => {
  it('keeps room for the longest value, Chinese characters wider than Latin ones', () => {
    expect(valueRoom(['12 个项目'])).toBeGreaterThan(valueRoom(['12 items']));
    expect(valueRoom(['48,500 10k CNY', '3'])).toBe(valueRoom(['48,500 10k CNY']));
    // A short value still leaves the last grid line clear of the card's edge.
    expect(valueRoom(['3'])).toBe(60);
  });
});
