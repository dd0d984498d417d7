import { describe, expect, it } from 'vitest';
import { isTokenDue, tokenAge } from './token';

const stored = Date.UTC(2026, 0, 1, 8, 0, 0);

describe('token age rule', () => {
  it('measures the age in whole seconds', () => {
    expect(tokenAge(stored, stored + 2_999_999)).toBe(2999);
    expect(tokenAge(stored, stored + 3_000_000)).toBe(3000);
  });

  it('refreshes once the age reaches the token time (3000 s), not before', () => {
    expect(isTokenDue(stored, stored)).toBe(false);
    expect(isTokenDue(stored, stored + 2_999_999)).toBe(false);
    expect(isTokenDue(stored, stored + 3_000_000)).toBe(true);
    expect(isTokenDue(stored, stored + 86_400_000)).toBe(true);
  });

  it('honours another token time', () => {
    expect(isTokenDue(stored, stored + 10_000, 10)).toBe(true);
    expect(isTokenDue(stored, stored + 9_000, 10)).toBe(false);
  });

  it('counts an unknown age as due (time in the future or missing)', () => {
    expect(isTokenDue(stored + 60_000, stored)).toBe(true);
    expect(isTokenDue(Number.NaN, stored)).toBe(true);
  });
});
