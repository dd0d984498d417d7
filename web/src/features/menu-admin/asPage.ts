import type { Page } from '@invest/contract/paging';

/**
 * An unpaged list answer (a menu level, the top menus) as one page, so the crud kit's
 * useServerTable/ServerTable (search, refresh, selection, empty state) can show it.
 */
export function asPage<T>(records: T[]): Page<T> {
  return { records, total: records.length, size: Math.max(records.length, 1), current: 1, pages: 1 };
}

/** The page size such a table asks for: the whole list fits on its single page. */
export const WHOLE_LIST = 500;
