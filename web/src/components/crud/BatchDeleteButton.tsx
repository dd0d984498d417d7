import type { Key } from 'react';
import { Button } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from './useConfirmAction';

type Props = {
  /** The selected row keys. */
  keys: readonly Key[];
  onDelete: (ids: string[]) => Promise<unknown>;
  /** After a successful delete (clear the selection, say). */
  onDeleted?: (ids: string[]) => void;
  testId: string;
};

/** "Delete selected": asks first with the count, then deletes and reports. */
export function BatchDeleteButton({ keys, onDelete, onDeleted, testId }: Props) {
  const { t } = useTranslation();
  const { confirmBatchDelete } = useConfirmAction();
  return (
    <Button
      danger
      // Small, as every action in a selection bar.
      size="small"
      icon={<DeleteOutlined />}
      onClick={() =>
        confirmBatchDelete(keys.length, async () => {
          const ids = keys.map(String);
          await onDelete(ids);
          onDeleted?.(ids);
        })
      }
      data-testid={testId}
    >
      {t('crud.batchDelete')}
    </Button>
  );
}
