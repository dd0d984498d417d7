import { Button, Space } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';

/** A row action besides edit and delete (grant, settings, add child…). */
export type RowAction<T> = {
  label: string;
  /** data-testid of the button. */
  testId: string;
  onClick: (row: T) => void;
  /** Omitted: shown on every row. */
  visible?: (row: T) => boolean;
  danger?: boolean;
};

type Options<T> = {
  t: TFunction;
  /** data-testid prefix: buttons get `<prefix>-edit` and `<prefix>-delete`. */
  testId: string;
  /** Omitted: no edit button. */
  onEdit?: (row: T) => void;
  /** Omitted, or false for a row: no delete button (e.g. sealed rows). */
  onDelete?: (row: T) => void;
  canDelete?: (row: T) => boolean;
  /** Shown after edit and before delete, in this order; pass only those the user may use. */
  actions?: RowAction<T>[];
  width?: number;
};

/**
 * The row-actions column of a management table: edit, the page's own actions and delete, each
 * only where allowed. An empty list when the user may do none of them, so a page spreads it
 * into its columns: `[...columns, ...actionsColumn({...})]`.
 */
export function actionsColumn<T>({
  t,
  testId,
  onEdit,
  onDelete,
  canDelete,
  actions = [],
  width = 112,
}: Options<T>): ColumnType<T>[] {
  const buttons: RowAction<T>[] = [
    ...(onEdit ? [{ label: t('crud.edit'), testId: `${testId}-edit`, onClick: onEdit }] : []),
    ...actions,
    ...(onDelete
      ? [{ label: t('crud.delete'), testId: `${testId}-delete`, onClick: onDelete, visible: canDelete, danger: true }]
      : []),
  ];
  if (!buttons.length) return [];
  return [
    {
      key: 'actions',
      title: t('crud.actions'),
      fixed: 'end',
      width,
      render: (_, row) => (
        // Wraps in a narrow column rather than widening the table (issue 14).
        <Space size={0} wrap>
          {buttons
            .filter((b) => b.visible?.(row) ?? true)
            .map((b) => (
              <Button
                key={b.testId}
                type="link"
                size="small"
                danger={b.danger}
                onClick={() => b.onClick(row)}
                data-testid={b.testId}
              >
                {b.label}
              </Button>
            ))}
        </Space>
      ),
    },
  ];
}
