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

// Issue 14: "—" and "-" both marked empty cells. Every screen uses EMPTY; a bare hyphen as a
// fallback or as a cell's only text is the old mark coming back.
const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the empty mark', () => {
  it('is EMPTY on every screen, never a bare hyphen', () => {
    const offenders = Object.entries(sources)
      .filter(([, text]) => /(\|\||\?\?) '-'|>-<\//.test(text))
      .map(([path]) => path);
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(offenders).toEqual([]);
  });
});
