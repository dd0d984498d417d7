import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * React's development messages that point at a defect, which it only prints: children with
 * missing or repeated keys (React then remounts or drops siblings), and a state update outside
 * act() in a test (the test looked at a screen that was still changing, or left an update to land
 * while it cleaned up). Every test fails on one instead.
 */
const REACT_WARNINGS = [/two children with the same key|unique "key" prop/, /not wrapped in act\(/];

/** The message as printed: React passes a format string and its `%s` arguments. */
function formatted([format, ...args]: unknown[]): string {
  let next = 0;
  return String(format).replace(/%s/g, () => String(args[next++]));
}

let seen: string[] = [];

beforeEach(() => {
  seen = [];
  const original = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = formatted(args);
    if (REACT_WARNINGS.some((warning) => warning.test(text))) seen.push(text.split('\n')[0]!);
    original(...args);
  });
});

afterEach(() => {
  expect(seen, 'React warned').toEqual([]);
});
