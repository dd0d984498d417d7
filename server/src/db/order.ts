import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { invalid } from '../errors.js';
import type { SortKey } from '../paging.js';

/**
 * ORDER BY for the keys a caller asked for, each checked against the columns this list sorts by:
 * an unknown field is refused, so nothing the caller sends ever becomes SQL. The fallback keeps
 * the order total (ties broken by id), after the caller's keys or alone.
 */
export function orderByOf(sort: SortKey[], sortable: Record<string, AnyPgColumn | SQL>, fallback: SQL[]): SQL[] {
  const order = sort.map(({ field, direction }) => {
    const column = sortable[field];
    if (!column) throw invalid('unknownSortField', { field: field.slice(0, 40) });
    return direction === 'asc' ? asc(column) : desc(column);
  });
  return order.length ? [...order, ...fallback] : fallback;
}
