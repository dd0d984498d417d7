import { useState } from 'react';
import { Typography, type TableColumnsType } from 'antd';
import { actionsColumn } from '../../../components/crud/actionsColumn';
import { AddButton } from '../../../components/crud/AddButton';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/localized';
import { orEmpty } from '../../../lib/empty';
import { useCommon } from '../../../stores/common';
import type { ParamRecord } from '@invest/contract/param';
import { CrudPage } from '../../../components/crud/CrudPage';
import { SearchBar } from '../../../components/crud/SearchBar';
import { ServerTable } from '../../../components/crud/ServerTable';
import { TextFilter } from '../../../components/crud/TextFilter';
import { useCan } from '../../../components/crud/permission';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { useServerTable } from '../../../components/crud/useServerTable';
import { fetchParamPage, paramKeys, useRemoveParams, type ParamFilters } from '../api';
import { ParamDrawer } from '../components/ParamDrawer';

/** /system/param: the tenant's runtime parameters (key, name, value, remark). */
export default function ParamPage() {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const can = useCan();
  const { confirmDelete } = useConfirmAction();
  const remove = useRemoveParams();
  const [editing, setEditing] = useState<ParamRecord | null | undefined>(undefined);
  const table = useServerTable<ParamRecord, ParamFilters>({ queryKey: paramKeys.list, fetchPage: fetchParamPage });

  const canEdit = can('param_edit');
  const canDelete = can('param_delete');

  const columns: TableColumnsType<ParamRecord> = [
    {
      key: 'paramName',
      dataIndex: 'paramName',
      title: t('param.name'),
      sorter: true,
      width: 220,
      ellipsis: true,
      render: (v: string, row) => localized(v, row.paramNameEn, language),
    },
    {
      key: 'paramKey',
      dataIndex: 'paramKey',
      title: t('param.key'),
      sorter: true,
      width: 220,
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    {
      dataIndex: 'paramValue',
      title: t('param.value'),
      width: 260,
      ellipsis: true,
      render: (v: string) => <Typography.Text ellipsis={{ tooltip: v }}>{v}</Typography.Text>,
    },
    {
      dataIndex: 'remark',
      title: t('param.remark'),
      ellipsis: true,
      render: (v: string, row) => (
        <span data-testid="param-remark">{orEmpty(localized(v, row.remarkEn, language))}</span>
      ),
    },
    { key: 'updateTime', dataIndex: 'updateTime', title: t('param.updateTime'), sorter: true, width: 170 },
  ];
  columns.push(
    ...actionsColumn<ParamRecord>({
      t,
      testId: 'param',
      width: 130,
      onEdit: canEdit ? setEditing : undefined,
      onDelete: canDelete
        ? (row) =>
            confirmDelete(localized(row.paramName, row.paramNameEn, language), () => remove.mutateAsync([row.id]))
        : undefined,
    }),
  );

  return (
    <CrudPage testId="param-page">
      <SearchBar<ParamFilters> onSearch={table.search} testId="param-search">
        <TextFilter name="paramName" label={t('param.name')} />
        <TextFilter name="paramKey" label={t('param.key')} testId="param-search-key" />
      </SearchBar>
      <ServerTable<ParamRecord, ParamFilters>
        table={table}
        columns={columns}
        emptyText={t('param.empty')}
        toolbar={<AddButton permission="param_add" onClick={() => setEditing(null)} testId="param-add" />}
        batchDelete={
          canDelete ? { onDelete: (ids) => remove.mutateAsync(ids), testId: 'param-batch-delete' } : undefined
        }
        testId="param-table"
      />
      <ParamDrawer editing={editing} onClose={() => setEditing(undefined)} />
    </CrudPage>
  );
}
