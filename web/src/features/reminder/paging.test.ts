import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPager, isAtEnd, nextPageOf, NOTICE_PAGE_SIZE, SCROLL_DELAY } from './paging';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('notice paging rules', () => {
  it('asks for pages of 5 and knows when the last page was reached', () => {
    expect(NOTICE_PAGE_SIZE).toBe(5);
    expect(nextPageOf({ current: 1, pages: 2 })).toBe(2);
    expect(nextPageOf({ current: 2, pages: 2 })).toBeUndefined();
    expect(nextPageOf({ current: 1, pages: 0 })).toBeUndefined();
    expect(nextPageOf(undefined)).toBeUndefined();
  });

  it('sees the end of the scroll area within a few pixels', () => {
    expect(isAtEnd({ scrollTop: 100, scrollHeight: 400, clientHeight: 300 })).toBe(true);
    expect(isAtEnd({ scrollTop: 97, scrollHeight: 400, clientHeight: 300 })).toBe(true);
    expect(isAtEnd({ scrollTop: 50, scrollHeight: 400, clientHeight: 300 })).toBe(false);
  });

  it('loads the next page 1 second after reaching the end, showing the loading line meanwhile', async () => {
    const loading: boolean[] = [];
    const load = vi.fn(async () => undefined);
    const pager = createPager({ onLoading: (l) => loading.push(l) });
    pager.reachEnd({ hasNext: true, load, noMore: vi.fn() });
    expect(loading).toEqual([true]);
    await vi.advanceTimersByTimeAsync(SCROLL_DELAY - 1);
    expect(load).not.toHaveBeenCalled();
    // More scroll events while waiting do not queue more loads.
    pager.reachEnd({ hasNext: true, load, noMore: vi.fn() });
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(loading).toEqual([true, false]);
  });

  it('warns "no more data" once per visit to the end when there is no next page', () => {
    const noMore = vi.fn();
    const load = vi.fn(async () => undefined);
    const pager = createPager({ onLoading: vi.fn() });
    pager.reachEnd({ hasNext: false, load, noMore });
    pager.reachEnd({ hasNext: false, load, noMore });
    expect(noMore).toHaveBeenCalledTimes(1);
    pager.leaveEnd();
    pager.reachEnd({ hasNext: false, load, noMore });
    expect(noMore).toHaveBeenCalledTimes(2);
    expect(load).not.toHaveBeenCalled();
  });

  it('a failed load ends the loading line and allows another try', async () => {
    const loading: boolean[] = [];
    const load = vi.fn(async () => Promise.reject(new Error('offline')));
    const pager = createPager({ onLoading: (l) => loading.push(l) });
    pager.reachEnd({ hasNext: true, load, noMore: vi.fn() });
    await vi.advanceTimersByTimeAsync(SCROLL_DELAY);
    expect(loading).toEqual([true, false]);
    expect(pager.loading).toBe(false);
  });
});
