import type { MenuRoute } from '@invest/contract/menu';
import { menuLeaves, menuTarget, visibleMenu } from '../../lib/menuTree';

/** A page the menu search can find. */
export type SearchItem = {
  id: string;
  /** Where choosing it goes (the iframe route for an external link). */
  to: string;
  name: string;
  nameEn: string;
  /** Pinyin keys of the Chinese name from the server: full and initials ("xiangmuliebiao", "xmlb"). */
  pinyin: string[];
  icon: string;
  /** The menu groups above it, outermost first. */
  parents: Pick<MenuRoute, 'name' | 'nameEn'>[];
};

/** Which text matched (the name, the English name or a pinyin key), and where, so the list can mark it. */
export type SearchMatch = { field: 'name' | 'nameEn' | 'pinyin'; text: string; start: number; length: number };

export type SearchHit = { item: SearchItem; match: SearchMatch };

/** A menu page as the search sees it. */
export function toSearchItem(item: MenuRoute, parents: MenuRoute[]): SearchItem {
  return {
    id: item.id,
    to: menuTarget(item),
    name: item.name,
    nameEn: item.nameEn,
    pinyin: item.pinyin ?? [],
    icon: item.source,
    parents: parents.map((p) => ({ name: p.name, nameEn: p.nameEn })),
  };
}

/** Every leaf page of the menu that the user sees (spec: the search covers leaf menu items). */
export function searchItems(menu: MenuRoute[]): SearchItem[] {
  return menuLeaves(visibleMenu(menu))
    .filter(({ item }) => item.path?.trim())
    .map(({ item, parents }) => toSearchItem(item, parents));
}

/**
 * Spec (console-spec "Search"): a page matches when its name starts with the query, case-insensitive.
 * The English name and the pinyin keys (full and initials, spaces ignored) count as names too; text
 * inside a name does not match ("点项" does not find 重点项目).
 */
function prefixMatch(item: SearchItem, query: string): SearchMatch | undefined {
  const q = query.toLowerCase();
  if (item.name.toLowerCase().startsWith(q)) return { field: 'name', text: item.name, start: 0, length: q.length };
  if (item.nameEn && item.nameEn.toLowerCase().startsWith(q)) {
    return { field: 'nameEn', text: item.nameEn, start: 0, length: q.length };
  }
  const compact = q.replace(/\s+/g, '');
  const key = compact ? item.pinyin.find((p) => p.toLowerCase().startsWith(compact)) : undefined;
  return key ? { field: 'pinyin', text: key, start: 0, length: compact.length } : undefined;
}

/** The pages whose name (Chinese, English or pinyin) starts with the query, in menu order. An empty query matches nothing. */
export function searchMenu(items: SearchItem[], query: string, limit = Infinity): SearchHit[] {
  const q = query.trim();
  if (!q) return [];
  const hits: SearchHit[] = [];
  for (const item of items) {
    if (hits.length >= limit) break;
    const match = prefixMatch(item, q);
    if (match) hits.push({ item, match });
  }
  return hits;
}
