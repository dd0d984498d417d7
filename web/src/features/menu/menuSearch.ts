import type { MenuRoute } from '@invest/contract/menu';
import { menuLeaves, menuTarget, visibleMenu } from './menuTree';

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

export type SearchHit = {
  item: SearchItem;
  /** 0: a name or pinyin key starts with the query; 1: an English word does; 2: the query is inside. */
  rank: 0 | 1 | 2;
  match: SearchMatch;
};

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

function bestMatch(item: SearchItem, query: string): Omit<SearchHit, 'item'> | undefined {
  const q = query.toLowerCase();
  const compact = q.replace(/\s+/g, '');
  const name = item.name.toLowerCase();
  const nameEn = item.nameEn.toLowerCase();
  const pinyin = item.pinyin.map((p) => p.toLowerCase());
  const on = (field: SearchMatch['field'], text: string, start: number, length: number): SearchMatch => ({
    field,
    text,
    start,
    length,
  });

  // Spec: a name that starts with the query (case-insensitive); beyond it, English names and pinyin.
  if (name.startsWith(q)) return { rank: 0, match: on('name', item.name, 0, q.length) };
  if (nameEn && nameEn.startsWith(q)) return { rank: 0, match: on('nameEn', item.nameEn, 0, q.length) };
  const pinyinPrefix = compact ? pinyin.findIndex((p) => p.startsWith(compact)) : -1;
  if (pinyinPrefix >= 0) return { rank: 0, match: on('pinyin', item.pinyin[pinyinPrefix]!, 0, compact.length) };
  const word = nameEn ? nameEn.search(new RegExp(`(^|[\\s(/-])${escapeRegExp(q)}`)) : -1;
  if (word >= 0) return { rank: 1, match: on('nameEn', item.nameEn, nameEn.indexOf(q, word), q.length) };
  const inName = name.indexOf(q);
  if (inName >= 0) return { rank: 2, match: on('name', item.name, inName, q.length) };
  const inEn = nameEn ? nameEn.indexOf(q) : -1;
  if (inEn >= 0) return { rank: 2, match: on('nameEn', item.nameEn, inEn, q.length) };
  const inPinyin = compact ? pinyin.findIndex((p) => p.includes(compact)) : -1;
  if (inPinyin >= 0) {
    const key = pinyin[inPinyin]!;
    return { rank: 2, match: on('pinyin', item.pinyin[inPinyin]!, key.indexOf(compact), compact.length) };
  }
  return undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The pages matching a query, best first: prefix matches (of the Chinese name, the English name
 * or a pinyin key), then English word starts, then matches inside a name; menu order within each
 * rank. An empty query matches nothing.
 */
export function searchMenu(items: SearchItem[], query: string, limit = Infinity): SearchHit[] {
  const q = query.trim();
  if (!q) return [];
  const hits: SearchHit[] = [];
  for (const item of items) {
    const found = bestMatch(item, q);
    if (found) hits.push({ item, ...found });
  }
  // Array.prototype.sort is stable: menu order holds within a rank.
  return hits.sort((a, b) => a.rank - b.rank).slice(0, limit);
}
