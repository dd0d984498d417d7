import { matchPath } from 'react-router';
import type { MenuRoute } from '@invest/contract/menu';
import { isIframeLink } from '../lib/menuTree';

/**
 * A path of the server menu: a page, or (for a menu group) a redirect to its first page. Which
 * component draws it is the app's business (`app/pages.ts` `pageFor(code)`): the layout needs only
 * names and keep-alive.
 */
export type MenuPath = {
  path: string;
  code: string;
  name: string;
  nameEn: string;
  keepAlive: boolean;
  redirect?: string;
};

function normalise(path: string): string {
  const p = path.trim();
  if (!p) return '';
  return p.startsWith('/') ? p : `/${p}`;
}

function firstPage(items: MenuRoute[]): string | undefined {
  for (const item of items) {
    if (item.children?.length) {
      const inner = firstPage(item.children);
      if (inner) return inner;
    } else if (item.path && !isIframeLink(item.path)) {
      return normalise(item.path);
    }
  }
  return undefined;
}

/** Every internal path of the menu tree, each with the code that names its page (spec §2). */
export function buildMenuPaths(menu: MenuRoute[]): MenuPath[] {
  const out: MenuPath[] = [];
  const seen = new Set<string>();
  const walk = (items: MenuRoute[]) => {
    for (const item of items) {
      const raw = item.path ?? '';
      const path = isIframeLink(raw) ? '' : normalise(raw);
      const children = item.children ?? [];
      if (path && !seen.has(path)) {
        seen.add(path);
        out.push({
          path,
          code: item.code,
          name: item.name,
          nameEn: item.nameEn,
          keepAlive: item.keepAlive,
          redirect: children.length ? firstPage(children) : undefined,
        });
      }
      walk(children);
    }
  };
  walk(menu);
  return out;
}

/** The menu path a location belongs to, if any. */
export function matchMenuPath(paths: MenuPath[], pathname: string): MenuPath | undefined {
  return paths.find((r) => matchPath({ path: r.path, end: true }, pathname));
}
