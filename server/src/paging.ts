import type { Page, PageQuery } from '@invest/contract/paging';

/** One key of the order a caller asked for; the repo turns it into SQL (db/order.ts). */
export type SortKey = { field: string; direction: 'asc' | 'desc' };

/** The order asked for by `ascs`/`descs` comma lists (spec §7 paging), ascending keys first, as data. */
export function sortOf(query: Pick<PageQuery, 'ascs' | 'descs'>): SortKey[] {
  const keys = (list: string | undefined, direction: SortKey['direction']) =>
    (list ?? '')
      .split(',')
      .map((field) => field.trim())
      .filter(Boolean)
      .map((field) => ({ field, direction }));
  return [...keys(query.ascs, 'asc'), ...keys(query.descs, 'desc')];
}

export function pageOf<T>(
  records: T[],
  total: number,
  query: Pick<PageQuery, 'current' | 'size'>,
  totalCapped?: boolean,
): Page<T> {
  const page = { records, total, size: query.size, current: query.current, pages: Math.ceil(total / query.size) };
  return totalCapped ? { ...page, totalCapped } : page;
}

/**
 * How far a bounded count goes: 1,000 rows past the page's start, so the pager always offers the
 * next pages and the count never reads more than that many index entries beyond the page.
 */
export const countCapOf = (offset: number) => offset + 1000;

export const offsetOf = (query: Pick<PageQuery, 'current' | 'size'>) => (query.current - 1) * query.size;
