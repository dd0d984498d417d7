import { matchPath } from 'react-router';
import type { MenuRoute } from '@invest/contract/menu';
import { isIframeLink } from '../features/menu/menuTree';
import { UnavailablePage, pages as registry, type PageComponent } from './pages';

/** A route built from the server menu: a page, or (for a menu group) a redirect to its first page. */
export type MenuPageRoute = {
  path: string;
  code: string;
  name: string;
  nameEn: string;
  keepAlive: boolean;
  /** `false`: the code has no page yet and the "not available" page stands in. */
  available: boolean;
  Component: PageComponent;
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

/** Every internal path of the menu tree, each with the page its code names (spec §2). */
export function buildMenuRoutes(menu: MenuRoute[], pages: Record<string, PageComponent> = registry): MenuPageRoute[] {
  const out: MenuPageRoute[] = [];
  const seen = new Set<string>();
  const walk = (items: MenuRoute[]) => {
    for (const item of items) {
      const raw = item.path ?? '';
      const path = isIframeLink(raw) ? '' : normalise(raw);
      const children = item.children ?? [];
      if (path && !seen.has(path)) {
        seen.add(path);
        const Component = pages[item.code];
        out.push({
          path,
          code: item.code,
          name: item.name,
          nameEn: item.nameEn,
          keepAlive: item.keepAlive,
          available: Boolean(Component),
          Component: Component ?? UnavailablePage,
          redirect: children.length ? firstPage(children) : undefined,
        });
      }
      walk(children);
    }
  };
  walk(menu);
  return out;
}

/** The menu route a path belongs to, if any. */
export function matchMenuRoute(routes: MenuPageRoute[], pathname: string): MenuPageRoute | undefined {
  return routes.find((r) => matchPath({ path: r.path, end: true }, pathname));
}
