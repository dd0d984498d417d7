import { useCallback, useEffect, useMemo, useState, type Key } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { TablePaginationConfig, TableProps } from 'antd';
import type { Page } from '@invest/contract/paging';
import { cleanFilters, toSortParams, type SortParams, type TableSorter } from './sortParams';

/** What every paged list call takes (contract `pageQuery`). */
export type PageParams = { current: number; size: number } & SortParams;

export const PAGE_SIZES = [10, 20, 50, 100];

export type ServerTableOptions<T, F extends object> = {
  /** The list's query key prefix (e.g. `['param', 'list']`); the parameters are appended. */
  queryKey: QueryKey;
  /** The list call of the feature's api.ts. */
  fetchPage: (params: PageParams & Partial<F>) => Promise<Page<T>>;
  /**
   * Fixed parameters outside the search form (e.g. a dictionary's `parentId`). A change starts
   * again at page 1 and clears the selection.
   */
  params?: Record<string, string | number | undefined>;
  initialFilters?: Partial<F>;
  pageSize?: number;
  enabled?: boolean;
  rowKey?: (row: T) => Key;
};

export type ServerTable<T, F extends object> = ReturnType<typeof useServerTable<T, F>>;

const defaultRowKey = (row: unknown) => (row as { id: Key }).id;

/**
 * A list paged, sorted and filtered on the server. State lives in the component, so it survives
 * tab switches (the shell keeps hidden tabs mounted); the records live in TanStack Query under
 * `[...queryKey, params]`, so a feature's mutation invalidating `queryKey` refreshes it.
 */
export function useServerTable<T, F extends object = Record<string, unknown>>(options: ServerTableOptions<T, F>) {
  const { queryKey, fetchPage, params: fixed, enabled = true } = options;
  const rowKey = options.rowKey ?? defaultRowKey;
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(options.pageSize ?? PAGE_SIZES[0]!);
  const [sort, setSort] = useState<SortParams>({});
  const [filters, setFilters] = useState<Partial<F>>(() => cleanFilters(options.initialFilters ?? {}));
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);

  // A new scope (another parent, say) is another list: back to its first page, nothing selected.
  const scope = JSON.stringify(cleanFilters(fixed ?? {}));
  const [seenScope, setSeenScope] = useState(scope);
  if (seenScope !== scope) {
    setSeenScope(scope);
    setCurrent(1);
    setSelectedKeys([]);
  }

  const params = useMemo(
    () => ({ ...(JSON.parse(scope) as object), ...filters, ...sort, current, size }) as PageParams & Partial<F>,
    [scope, filters, sort, current, size],
  );
  const key = useMemo(() => [...queryKey, params], [queryKey, params]);

  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchPage(params),
    enabled,
    // Paging within the same list keeps the rows on screen until the next page arrives; a new
    // scope shows the loading state instead of another parent's rows.
    placeholderData: (previous, previousQuery) =>
      previousQuery && scopeOf(previousQuery.queryKey.at(-1), fixed) === scope ? previous : undefined,
  });

  const records = useMemo(() => query.data?.records ?? [], [query.data]);
  const total = query.data?.total ?? 0;

  // The last rows of a page were deleted: show the page that now is the last.
  useEffect(() => {
    if (query.isFetching || !query.data) return;
    if (query.data.records.length === 0 && current > 1 && total > 0) {
      setCurrent(Math.max(1, Math.ceil(total / size)));
    }
  }, [query.isFetching, query.data, current, total, size]);

  const search = useCallback((next: Partial<F>) => {
    setFilters(cleanFilters(next));
    setCurrent(1);
    setSelectedKeys([]);
  }, []);

  const reset = useCallback(() => search(options.initialFilters ?? {}), [search, options.initialFilters]);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: [...queryKey] }),
    [queryClient, queryKey],
  );

  const clearSelection = useCallback(() => setSelectedKeys([]), []);

  const onChange = useCallback(
    (pagination: TablePaginationConfig, _filters: unknown, sorter: TableSorter<T>) => {
      const nextSize = pagination.pageSize ?? size;
      const nextSort = toSortParams(sorter);
      const sortChanged = nextSort.ascs !== sort.ascs || nextSort.descs !== sort.descs;
      // A new order or page size starts from the first page; otherwise go where the pager says.
      setCurrent(sortChanged || nextSize !== size ? 1 : (pagination.current ?? 1));
      setSize(nextSize);
      if (sortChanged) setSort(nextSort);
      setSelectedKeys([]);
    },
    [size, sort],
  );

  const tableProps = {
    rowKey,
    dataSource: records,
    loading: query.isFetching,
    onChange,
    pagination: {
      current,
      pageSize: size,
      total,
      showSizeChanger: true,
      showQuickJumper: total > size * 5,
      pageSizeOptions: [...new Set([options.pageSize ?? PAGE_SIZES[0]!, ...PAGE_SIZES])].sort((x, y) => x - y),
    },
  } satisfies Partial<TableProps<T>>;

  return {
    query,
    records,
    total,
    params,
    filters,
    selectedKeys,
    setSelectedKeys,
    clearSelection,
    search,
    reset,
    refresh,
    setCurrent,
    tableProps,
  };
}

/** The fixed part of a list's parameters, written as `scope` is. */
function scopeOf(params: unknown, fixed: Record<string, unknown> | undefined): string {
  if (!params || typeof params !== 'object') return '';
  const all = params as Record<string, unknown>;
  return JSON.stringify(cleanFilters(Object.fromEntries(Object.keys(fixed ?? {}).map((k) => [k, all[k]]))));
}
