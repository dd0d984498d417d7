import type { ButtonNode, MenuRoute } from '@invest/contract/menu';
import type { Language } from './config';

/** Spec §5: a link is external when it starts with http or https. */
export function isExternal(path: string): boolean {
  return /^https?:\/\//i.test(path.trim());
}

/**
 * Spec §2: a menu link that is an http(s) address, or an HTML page, opens inside the console in
 * the iframe route rather than as a console page.
 */
export function isIframeLink(path: string): boolean {
  const p = path.trim();
  return isExternal(p) || (p.startsWith('/') && !p.startsWith('//') && /\.html?([?#]|$)/i.test(p));
}

/** The label in the current language (nameEn when English is on and it is set). */
export function menuLabel(item: Pick<MenuRoute, 'name' | 'nameEn'>, language: Language): string {
  return language === 'en' && item.nameEn ? item.nameEn : item.name;
}

/** Menus in their `sort` order, children too. */
export function sortMenu(menu: MenuRoute[]): MenuRoute[] {
  return [...menu]
    .sort((a, b) => a.sort - b.sort)
    .map((m) => ({ ...m, children: m.children?.length ? sortMenu(m.children) : [] }));
}

/** The items the side menu shows: `isShow: false` hides an item (and its branch) but it stays routable. */
export function visibleMenu(menu: MenuRoute[]): MenuRoute[] {
  return menu.filter((m) => m.isShow !== false).map((m) => ({ ...m, children: visibleMenu(m.children ?? []) }));
}

/**
 * Spec §5: an item is visible when its `meta.roles` is absent (or empty) or names one of the
 * user's roles; a hidden item hides its branch. This narrows the server's grants, never widens them.
 */
export function menuForRoles(menu: MenuRoute[], roles: string[]): MenuRoute[] {
  return menu
    .filter((m) => !m.meta?.roles?.length || m.meta.roles.some((role) => roles.includes(role)))
    .map((m) => ({ ...m, children: menuForRoles(m.children ?? [], roles) }));
}

/** Every node, depth first, with the names of its ancestors. */
export function flattenMenu(menu: MenuRoute[], parents: MenuRoute[] = []): { item: MenuRoute; parents: MenuRoute[] }[] {
  return menu.flatMap((item) => [{ item, parents }, ...flattenMenu(item.children ?? [], [...parents, item])]);
}

/** Leaf items (pages), in menu order. */
export function menuLeaves(menu: MenuRoute[]): { item: MenuRoute; parents: MenuRoute[] }[] {
  return flattenMenu(menu).filter(({ item }) => !item.children?.length);
}

/** Spec §6: every leaf code of the button tree is an allowed permission. */
export function permissionMap(tree: ButtonNode[]): Record<string, true> {
  const out: Record<string, true> = {};
  const walk = (nodes: ButtonNode[]) => {
    for (const node of nodes) {
      if (node.children?.length) walk(node.children);
      else if (node.code) out[node.code] = true;
    }
  };
  walk(tree);
  return out;
}

/**
 * The iframe route an external menu link opens in, with its attributes as query (spec §2: src,
 * name, i18n, menu): `/myiframe/<code>?src=…&name=…&nameEn=…&i18n=<code>&menu=<menu id>`.
 */
export function iframePath(
  item: Pick<MenuRoute, 'code' | 'id' | 'name' | 'nameEn' | 'path'> & { meta?: { i18n?: string } },
): string {
  const query = new URLSearchParams({ src: item.path.trim(), name: item.name });
  if (item.nameEn) query.set('nameEn', item.nameEn);
  const i18n = item.meta?.i18n || item.code;
  if (i18n) query.set('i18n', i18n);
  if (item.id) query.set('menu', item.id);
  return `/myiframe/${encodeURIComponent(item.code || item.id)}?${query.toString()}`;
}

/**
 * Where choosing a menu item goes: the iframe route for a link that opens there, or its page with
 * the item's `query` (spec §3).
 */
export function menuTarget(item: Parameters<typeof iframePath>[0] & { query?: Record<string, string> }): string {
  if (isIframeLink(item.path)) return iframePath(item);
  const query = new URLSearchParams(item.query ?? {}).toString();
  return query ? `${item.path}?${query}` : item.path;
}
