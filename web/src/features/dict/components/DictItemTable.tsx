import { useEffect, useState } from 'react';
import { Empty, Form, Space, Typography, type TableColumnsType } from 'antd';
import { actionsColumn } from '../../../components/crud/actionsColumn';
import { AddButton } from '../../../components/crud/AddButton';
import { useTranslation } from 'react-i18next';
import type { DictRecord } from '@invest/contract/dict';
import { CrudPanel } from '../../../components/crud/CrudPage';
import { SearchBar } from '../../../components/crud/SearchBar';
import { ServerTable } from '../../../components/crud/ServerTable';
import { TextFilter } from '../../../components/crud/TextFilter';
import { useCan } from '../../../components/crud/permission';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { useServerTable } from '../../../components/crud/useServerTable';
import { dictKeys, fetchDictChildren, useRemoveDicts, type DictChildFilters } from '../api';
import { DictDrawer } from './DictDrawer';
import { SealedTag } from './SealedTag';
import styles from './dict.module.css';
import { EMPTY } from '../../../lib/empty';

type Props = {
  /** The chosen dictionary; nothing chosen shows a hint. */
  parent: DictRecord | undefined;
  /** What the hint says about where to choose. */
  pickHint: string;
  /** In the side-by-side layout: a one-row search without labels. */
  compact?: boolean;
};

/** The items of one dictionary: search, page, add, edit, delete (not sealed ones). */
export function DictItemTable({ parent, pickHint, compact }: Props) {
  const { t } = useTranslation();
  const can = useCan();
  const { confirmDelete } = useConfirmAction();
  const remove = useRemoveDicts();
  const [editing, setEditing] = useState<DictRecord | null | undefined>(undefined);
  const [form] = Form.useForm<DictChildFilters>();
  const table = useServerTable<DictRecord, DictChildFilters>({
    queryKey: dictKeys.children,
    fetchPage: fetchDictChildren,
    params: { parentId: parent?.id },
    enabled: Boolean(parent),
  });
  const { search } = table;
  const parentId = parent?.id;
  // Another dictionary: its items unfiltered.
  useEffect(() => {
    if (parentId) form.resetFields();
    search({});
  }, [parentId, form, search]);
  const canEdit = can('dict_edit');
  const canDelete = can('dict_delete');

  const columns: TableColumnsType<DictRecord> = [
    {
      key: 'dictKey',
      dataIndex: 'dictKey',
      title: t('dict.key'),
      sorter: true,
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    {
      key: 'dictValue',
      dataIndex: 'dictValue',
      title: t('dict.value'),
      sorter: true,
      render: (v: string, row) => (
        <Space size={6}>
          <span>{v}</span>
          {row.isSealed === 1 && <SealedTag />}
        </Space>
      ),
    },
    {
      dataIndex: 'dictValueEn',
      title: t('dict.valueEn'),
      render: (v: string) => v || <Typography.Text type="secondary">{EMPTY}</Typography.Text>,
    },
    { key: 'sort', dataIndex: 'sort', title: t('dict.sort'), sorter: true, width: 90 },
    ...(compact ? [] : [{ dataIndex: 'remark', title: t('dict.remark'), ellipsis: true, width: 200 }]),
  ];
  columns.push(
    ...actionsColumn<DictRecord>({
      t,
      testId: 'dict-item',
      onEdit: canEdit ? setEditing : undefined,
      onDelete: canDelete
        ? (row) => confirmDelete(`${row.dictKey} · ${row.dictValue}`, () => remove.mutateAsync([row.id]))
        : undefined,
      canDelete: (row) => row.isSealed !== 1,
    }),
  );

  return (
    <CrudPanel testId="dict-items">
      <div className={styles.panelHead}>
        <h3 className={styles.panelTitle}>
          {parent ? t('dict.itemTitleOf', { name: parent.dictValue }) : t('dict.itemTitle')}
        </h3>
        {parent && (
          <Typography.Text type="secondary" code>
            {parent.code}
          </Typography.Text>
        )}
        {parent?.isSealed === 1 && <SealedTag />}
      </div>
      {parent ? (
        <>
          <div className={styles.searchGap}>
            <SearchBar<DictChildFilters>
              bare
              compact={compact}
              form={form}
              onSearch={table.search}
              testId="dict-item-search"
              collapsedCount={1}
            >
              <TextFilter name="dictKey" label={t('dict.key')} />
              <TextFilter name="dictValue" label={t('dict.value')} />
            </SearchBar>
          </div>
          <ServerTable<DictRecord, DictChildFilters>
            bare
            // The side-by-side page's half panels: squeeze further before scrolling.
            minWidth={compact ? 420 : undefined}
            table={table}
            columns={columns}
            emptyText={t('dict.noItems')}
            toolbar={
              <AddButton permission="dict_add" onClick={() => setEditing(null)} testId="dict-item-add">
                {t('dict.addItem')}
              </AddButton>
            }
            selectable={(row) => row.isSealed !== 1}
            batchDelete={
              canDelete ? { onDelete: (ids) => remove.mutateAsync(ids), testId: 'dict-item-batch-delete' } : undefined
            }
            testId="dict-item-table"
          />
        </>
      ) : (
        <Empty className={styles.placeholder} description={pickHint} data-testid="dict-items-pick" />
      )}
      <DictDrawer kind="item" editing={editing} parent={parent} onClose={() => setEditing(undefined)} />
    </CrudPanel>
  );
}
