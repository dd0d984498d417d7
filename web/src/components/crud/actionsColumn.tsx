import { Button, Space } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';

type Options<T> = {
  t: TFunction;
  /** data-testid prefix: buttons get `<prefix>-edit` and `<prefix>-delete`. */
  testId: string;
  /** Omitted: no edit button. */
  onEdit?: (row: T) => void;
  /** Omitted, or false for a row: no delete button (e.g. sealed rows). */
  onDelete?: (row: T) => void;
  canDelete?: (row: T) => boolean;
  width?: number;
};

/** The row-actions column of a management table: edit and delete links, each only where allowed. */
export function actionsColumn<T>({ t, testId, onEdit, onDelete, canDelete, width = 112 }: Options<T>): ColumnType<T> {
  return {
    key: 'actions',
    title: t('crud.actions'),
    fixed: 'end',
    width,
    render: (_, row) => (
      <Space size={0}>
        {onEdit && (
          <Button type="link" size="small" onClick={() => onEdit(row)} data-testid={`${testId}-edit`}>
            {t('crud.edit')}
          </Button>
        )}
        {onDelete && (canDelete?.(row) ?? true) && (
          <Button type="link" size="small" danger onClick={() => onDelete(row)} data-testid={`${testId}-delete`}>
            {t('crud.delete')}
          </Button>
        )}
      </Space>
    ),
  };
}
