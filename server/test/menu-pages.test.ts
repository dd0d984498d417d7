import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isExternalLink } from '@invest/contract/validation';
import { FLOW_MENUS, SEED_MENUS, type SeedMenu } from '../src/db/seed/menus.js';

/**
 * Issue 14: no seeded menu leads to the console's "该页面尚未开放" placeholder. The console draws
 * a menu by its code through the page registry (web/src/app/pages.ts); a code missing there shows
 * the placeholder. Read as text: the registry is the console's, and its pages are React modules.
 */
const registry = readFileSync(new URL('../../web/src/app/pages.ts', import.meta.url), 'utf8');
const registered = new Set([...registry.matchAll(/^\s+(\w+): \(\) => import\(/gm)].map((m) => m[1]!));

/** Menus that open a page: leaves (a menu with children is a folder), not external links. */
const pagesOf = (menus: SeedMenu[]): SeedMenu[] =>
  menus.flatMap((m) => (m.children?.length ? pagesOf(m.children) : isExternalLink(m.path) ? [] : [m]));

describe('seeded menus and the console’s pages', () => {
  it('reads the registry (sanity: the home page and the project list are there)', () => {
    expect(registered.has('home')).toBe(true);
    expect(registered.has('project_list')).toBe(true);
  });

  it('gives every seeded menu page, shown or hidden, a page of its own', () => {
    const missing = pagesOf([...SEED_MENUS, ...FLOW_MENUS])
      .filter((m) => !registered.has(m.code))
      .map((m) => `${m.code} ${m.path}`);
    expect(missing).toEqual([]);
  });

  it('includes the three pages issue 14 found unbuilt', () => {
    const paths = new Map(pagesOf(SEED_MENUS).map((m) => [m.path, m.code]));
    for (const path of ['/system/notice', '/code', '/test/index']) expect(registered.has(paths.get(path)!)).toBe(true);
  });
});
