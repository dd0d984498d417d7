import type { Key, ReactNode } from 'react';
import { Empty, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServerTable as TableState } from './useServerTable';
import { SelectionBar, TableToolbar } from './TableToolbar';
import { BatchDeleteButton } from './BatchDeleteButton';
import styles from './crud.module.css';

type Props<T, F extends object> = Omit<
  TableProps<T>,
  'dataSource' | 'pagination' | 'onChange' | 'loading' | 'title'
> & {
  table: TableState<T, F>;
  /** Heading at the toolbar's start. */
  title?: ReactNode;
  /** Buttons at the toolbar's start, after the title (Add…). */
  toolbar?: ReactNode;
  /** Actions for the selected rows; rows become selectable when given. */
  batchActions?: (keys: Key[]) => ReactNode;
  /**
   * "Delete selected", last among the batch actions: asks with the count, deletes, then clears
   * the selection. Rows become selectable when given; leave it out for users who may not delete.
   */
  batchDelete?: BatchDelete;
  /** Whether a row may be selected (e.g. not a sealed one). */
  selectable?: (row: T) => boolean;
  /** What the empty table says (default: no data). */
  emptyText?: ReactNode;
  testId?: string;
  /** Without its own panel (inside another one). */
  bare?: boolean;
  /** Below this width (px) the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
};

type BatchDelete = {
  onDelete: (ids: string[]) => Promise<unknown>;
  /** After a successful delete, before the selection is cleared. */
  onDeleted?: (ids: string[]) => void;
  testId: string;
};

/**
 * A table paged, sorted and filtered on the server (see useServerTable): toolbar, selection bar
 * with batch actions, "N items" in the pager, and a clear empty state.
 */
export function ServerTable<T extends object, F extends object>({
  table,
  title,
  toolbar,
  batchActions,
  batchDelete,
  selectable,
  emptyText,
  testId = 'server-table',
  bare,
  minWidth = 960,
  ...rest
}: Props<T, F>) {
  const { t } = useTranslation();
  const { selectedKeys, setSelectedKeys, clearSelection, tableProps, query } = table;
  const selecting = Boolean(batchActions || batchDelete);

  const body = (
    <>
      <TableToolbar
        title={title}
        onRefresh={() => void table.refresh()}
        refreshing={query.isFetching && !query.isLoading}
        testId={testId}
      >
        {toolbar}
      </TableToolbar>
      {selecting && selectedKeys.length > 0 && (
        <SelectionBar count={selectedKeys.length} onClear={clearSelection} testId={testId}>
          {batchActions?.(selectedKeys)}
          {batchDelete && (
            <BatchDeleteButton
              keys={selectedKeys}
              onDelete={batchDelete.onDelete}
              onDeleted={(ids) => {
                batchDelete.onDeleted?.(ids);
                clearSelection();
              }}
              testId={batchDelete.testId}
            />
          )}
        </SelectionBar>
      )}
      <Table<T>
        size="middle"
        // Wider than minWidth the columns share the width (long texts and headings wrap), so a
        // pinned actions column never covers the last cells (issue 14: it did at 1440 px, where
        // 'max-content' made every table scroll); narrower, the table scrolls sideways.
        scroll={{ x: minWidth }}
        tableLayout="auto"
        {...rest}
        {...tableProps}
        pagination={{
          ...tableProps.pagination,
          // A bounded count (the server stopped counting): "1,000+", and the pager still goes on.
          showTotal: (total) => t(query.data?.totalCapped ? 'crud.totalAtLeast' : 'crud.total', { count: total }),
        }}
        rowSelection={
          selecting
            ? {
                selectedRowKeys: selectedKeys,
                onChange: (keys) => setSelectedKeys(keys),
                getCheckboxProps: selectable ? (row) => ({ disabled: !selectable(row) }) : undefined,
              }
            : undefined
        }
        locale={{
          emptyText: query.isLoading ? (
            <div style={{ height: 120 }} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('crud.empty')} />
          ),
        }}
      />
    </>
  );
  // The test id covers the toolbar, the rows and the pager ("N items").
  return bare ? (
    <div data-testid={testId}>{body}</div>
  ) : (
    <section className={styles.panel} data-testid={testId}>
      {body}
    </section>
  );
}
