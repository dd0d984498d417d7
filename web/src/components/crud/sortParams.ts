import type { Key } from 'react';
import type { TableProps } from 'antd';

/** What antd's Table hands to onChange as its third argument. */
export type TableSorter<T> = Parameters<NonNullable<TableProps<T>['onChange']>>[2];

/** The server's sort parameters: comma lists of its whitelisted field names. */
export type SortParams = { ascs?: string; descs?: string };

type OneSorter = { order?: 'ascend' | 'descend' | null; columnKey?: Key; field?: Key | readonly Key[] };

/** The column's key names the server field; a column without a key falls back to its dataIndex. */
function fieldOf(sorter: OneSorter): string | undefined {
  const key = sorter.columnKey ?? (Array.isArray(sorter.field) ? sorter.field.join('.') : sorter.field);
  return key === undefined || key === null || key === '' ? undefined : String(key);
}

/**
 * antd's sorter (one column, or several with `sorter.multiple`) as `ascs`/`descs`, in the order
 * antd gives them. Columns without an order are left out; no order at all sends neither, so the
 * server's default order applies.
 */
export function toSortParams<T>(sorter: TableSorter<T> | undefined): SortParams {
  const list = (Array.isArray(sorter) ? sorter : sorter ? [sorter] : []) as OneSorter[];
  const ascs: string[] = [];
  const descs: string[] = [];
  for (const s of list) {
    const field = fieldOf(s);
    if (!field || !s.order) continue;
    (s.order === 'ascend' ? ascs : descs).push(field);
  }
  return {
    ...(ascs.length ? { ascs: ascs.join(',') } : {}),
    ...(descs.length ? { descs: descs.join(',') } : {}),
  };
}

/**
 * Search values as query parameters: text trimmed; empty text, null, undefined and empty arrays
 * dropped, so an empty field never reaches the server as `name=`.
 */
export function cleanFilters<F extends object>(values: F): Partial<F> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(values)) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out as Partial<F>;
}
