import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSY_INDICATOR_DELAY_MS } from './busyIndicator';
import { progressDone, progressStart } from './progress';

const bar = () => document.getElementById('nprogress');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
  document.getElementById('nprogress')?.remove();
});

describe('the progress bar', () => {
  it('never shows for requests that end within the delay, however many overlap', () => {
    progressStart();
    progressStart();
    vi.advanceTimersByTime(BUSY_INDICATOR_DELAY_MS - 1);
    expect(bar()).toBeNull();
    progressDone();
    progressDone();
    vi.advanceTimersByTime(1000);
    expect(bar()).toBeNull();
  });

  it('shows once requests have run for the delay, and ends with the last of them', () => {
    progressStart();
    vi.advanceTimersByTime(BUSY_INDICATOR_DELAY_MS / 2);
    progressStart();
    progressDone();
    vi.advanceTimersByTime(BUSY_INDICATOR_DELAY_MS / 2 - 1);
    expect(bar()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(bar()).not.toBeNull();
    progressDone();
    // NProgress fades the bar out, then removes it.
    vi.advanceTimersByTime(2000);
    expect(bar()).toBeNull();
  });
});
