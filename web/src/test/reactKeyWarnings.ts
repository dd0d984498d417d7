import { afterEach, beforeEach, expect, vi } from 'vitest';

// React reports children with missing or repeated keys only as a console message in development;
// repeated keys make it remount or drop siblings. Every test fails on one instead.
const KEY_WARNING = /two children with the same key|unique "key" prop/;

let seen: string[] = [];

beforeEach(() => {
  seen = [];
  const original = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (KEY_WARNING.test(text)) seen.push(text.split('\n')[0]!);
    original(...args);
  });
});

afterEach(() => {
  expect(seen, 'React warned about keys').toEqual([]);
});
