import { describe, expect, it } from 'vitest';
import { EMPTY, orEmpty } from './empty';

describe('orEmpty', () => {
  it('shows the text, or the one empty mark for nothing', () => {
    expect(orEmpty('Beijing')).toBe('Beijing');
    expect(orEmpty('')).toBe(EMPTY);
    expect(orEmpty(null)).toBe(EMPTY);
    expect(orEmpty(undefined)).toBe(EMPTY);
    expect(EMPTY).toBe('—');
  });
});
