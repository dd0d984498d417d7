import { useState } from 'react';
import { Button, Space, Typography, type TableColumnsType } from 'antd';
import { actionsColumn } from '../../../components/crud/actionsColumn';
import { AddButton } from '../../../components/crud/AddButton';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/localized';
import { useCommon } from '../../../stores/common';
import type { DictRecord } from '@invest/contract/dict';
import { CrudPanel } from '../../../components/crud/CrudPage';
import { SearchBar } from '../../../components/crud/SearchBar';
import { ServerTable } from '../../../components/crud/ServerTable';
import { TextFilter } from '../../../components/crud/TextFilter';
import { useCan } from '../../../components/crud/permission';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { useServerTable } from '../../../components/crud/useServerTable';
import { dictKeys, fetchDictParents, useRemoveDicts, type DictParentFilters } from '../api';
import { DictDrawer } from './DictDrawer';
import { SealedTag } from './SealedTag';
import { isPlainRowClick } from './rowClick';
import styles from './dict.module.css';
import { EMPTY } from '../../../lib/empty';

type Props = {
  current: DictRecord | undefined;
  onSelect: (row: DictRecord | undefined) => void;
  /** The side-by-side layout has less room: fewer columns. */
  compact?: boolean;
  pageSize?: number;
};

/** The dictionaries (codes): search, page, add, edit, delete; a click chooses the one whose items show. */
export function DictCodeTable({ current, onSelect, compact, pageSize }: Props) {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const can = useCan();
  const { confirmDelete } = useConfirmAction();
  const remove = useRemoveDicts();
  const [editing, setEditing] = useState<DictRecord | null | undefined>(undefined);
  const table = useServerTable<DictRecord, DictParentFilters>({
    queryKey: dictKeys.parents,
    fetchPage: fetchDictParents,
    pageSize,
  });
  const canEdit = can('dict_edit');
  const canDelete = can('dict_delete');

  const removed = (ids: string[]) => {
    if (current && ids.includes(current.id)) onSelect(undefined);
  };

  const columns: TableColumnsType<DictRecord> = [
    {
      key: 'code',
      dataIndex: 'code',
      title: t('dict.code'),
      sorter: true,
      render: (code: string, row) => (
        <Button type="link" className={styles.codeLink} onClick={() => onSelect(row)} data-testid="dict-code-open">
          {code}
        </Button>
      ),
    },
    {
      key: 'dictValue',
      dataIndex: 'dictValue',
      title: t('dict.name'),
      sorter: !compact,
      render: (v: string, row) => (
        <Space size={6}>
          <span>{compact ? localized(v, row.dictValueEn, language) : v}</span>
          {row.isSealed === 1 && <SealedTag iconOnly={compact} />}
        </Space>
      ),
    },
    ...(compact
      ? []
      : [
          {
            dataIndex: 'dictValueEn',
            title: t('dict.nameEn'),
            render: (v: string) => v || <Typography.Text type="secondary">{EMPTY}</Typography.Text>,
          },
        ]),
    { dataIndex: 'itemCount', title: t('dict.itemCount'), align: 'end', width: 72 },
    ...(compact ? [] : [{ key: 'sort', dataIndex: 'sort', title: t('dict.sort'), sorter: true, width: 90 }]),
  ];
  columns.push(
    ...actionsColumn<DictRecord>({
      t,
      testId: 'dict-code',
      onEdit: canEdit ? setEditing : undefined,
      onDelete: canDelete
        ? (row) =>
            confirmDelete(row.dictValue, async () => {
              await remove.mutateAsync([row.id]);
              removed([row.id]);
            })
        : undefined,
      canDelete: (row) => row.isSealed !== 1,
    }),
  );

  return (
    <CrudPanel testId="dict-codes">
      <div className={styles.panelHead}>
        <h3 className={styles.panelTitle}>{t('dict.codeTitle')}</h3>
      </div>
      <div className={styles.searchGap}>
        <SearchBar<DictParentFilters>
          bare
          compact={compact}
          onSearch={table.search}
          testId="dict-code-search"
          collapsedCount={1}
        >
          <TextFilter name="code" label={t('dict.code')} testId="dict-code-search-code" />
          <TextFilter name="dictValue" label={t('dict.name')} />
        </SearchBar>
      </div>
      <ServerTable<DictRecord, DictParentFilters>
        bare
        // The side-by-side page's half panels: squeeze further before scrolling.
        minWidth={compact ? 420 : undefined}
        table={table}
        columns={columns}
        emptyText={t('dict.noCodes')}
        toolbar={
          <AddButton permission="dict_add" onClick={() => setEditing(null)} testId="dict-code-add">
            {t('dict.addCode')}
          </AddButton>
        }
        selectable={(row) => row.isSealed !== 1}
        batchDelete={
          canDelete
            ? { onDelete: (ids) => remove.mutateAsync(ids), onDeleted: removed, testId: 'dict-code-batch-delete' }
            : undefined
        }
        rowClassName={(row) => `${styles.clickableRow} ${row.id === current?.id ? styles.currentRow : ''}`}
        onRow={(row) => ({ onClick: (e) => isPlainRowClick(e) && onSelect(row) })}
        testId="dict-code-table"
      />
      <DictDrawer
        kind="code"
        editing={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(row) => {
          if (row.id === current?.id) onSelect(row);
        }}
      />
    </CrudPanel>
  );
}
