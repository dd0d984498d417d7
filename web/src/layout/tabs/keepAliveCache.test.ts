import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MAX, KeepAliveCache } from './keepAliveCache';

const pages = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `/page/${i + from}`);

describe('keep-alive cache', () => {
  it('keeps at most 20 pages, dropping the least recently used', () => {
    expect(KEEP_ALIVE_MAX).toBe(20);
    const cache = new KeepAliveCache<string>();
    pages(20).forEach((k) => cache.visit(k, k));
    expect(cache.size).toBe(20);
    // Page 1 is used again, so page 2 is now the least recently used one.
    cache.visit('/page/1', 'again');
    expect(cache.visit('/page/21', '21')).toEqual(['/page/2']);
    expect(cache.size).toBe(20);
    expect(cache.has('/page/1')).toBe(true);
    expect(cache.has('/page/2')).toBe(false);
    expect(cache.visit('/page/22', '22')).toEqual(['/page/3']);
  });

  it('a dropped page comes back as a new entry (remounted), at the end', () => {
    const cache = new KeepAliveCache<string>(3);
    ['/a', '/b', '/c'].forEach((k) => cache.visit(k, `${k}-1`));
    cache.visit('/d', '/d-1');
    expect(cache.has('/a')).toBe(false);
    cache.visit('/a', '/a-2');
    expect(cache.entries()).toEqual([
      ['/c', '/c-1'],
      ['/d', '/d-1'],
      ['/a', '/a-2'],
    ]);
  });

  it('revisiting keeps a page in its place in the rendered order and updates its value', () => {
    const cache = new KeepAliveCache<string>();
    ['/a', '/b', '/c'].forEach((k) => cache.visit(k, k));
    cache.visit('/a', '/a-new');
    expect(cache.entries().map(([k]) => k)).toEqual(['/a', '/b', '/c']);
    expect(cache.entries()[0]![1]).toBe('/a-new');
    expect(cache.keysByUse()).toEqual(['/b', '/c', '/a']);
  });

  it('drops the pages of closed tabs, keeping the open ones', () => {
    const cache = new KeepAliveCache<string>();
    ['/wel/index', '/a', '/b', '/c'].forEach((k) => cache.visit(k, k));
    const open = new Set(['/wel/index', '/c']);
    expect(cache.retain((k) => open.has(k))).toEqual(['/a', '/b']);
    expect(cache.entries().map(([k]) => k)).toEqual(['/wel/index', '/c']);
    expect(cache.keysByUse()).toEqual(['/wel/index', '/c']);
  });

  it('drops one page on request (a refreshed tab) and reports whether it was kept', () => {
    const cache = new KeepAliveCache<string>();
    ['/a', '/b'].forEach((k) => cache.visit(k, k));
    expect(cache.drop('/a')).toBe(true);
    expect(cache.drop('/a')).toBe(false);
    expect(cache.entries().map(([k]) => k)).toEqual(['/b']);
  });
});
