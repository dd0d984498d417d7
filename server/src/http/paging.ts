import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Page, PageQuery } from '@invest/contract/paging';
import { badRequest } from './errors.js';

/**
 * ORDER BY from `ascs`/`descs` comma lists, checked against the endpoint's whitelist:
 * an unknown field is a 400, so nothing the caller sends ever becomes SQL.
 */
export function orderByOf(
  query: Pick<PageQuery, 'ascs' | 'descs'>,
  sortable: Record<string, AnyPgColumn | SQL>,
  fallback: SQL[],
): SQL[] {
  const order: SQL[] = [];
  for (const [list, direction] of [
    [query.ascs, asc],
    [query.descs, desc],
  ] as const) {
    for (const raw of (list ?? '').split(',')) {
      const field = raw.trim();
      if (!field) continue;
      const column = sortable[field];
      if (!column) throw badRequest('unknownSortField', { field: field.slice(0, 40) });
      order.push(direction(column));
    }
  }
  return order.length ? [...order, ...fallback] : fallback;
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
