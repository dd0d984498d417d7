import { useState } from 'react';
import { Button, Form, Input, Space, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ParamRecord } from '@invest/contract/param';
import { CrudPage } from '../../../components/crud/CrudPage';
import { PermissionGate } from '../../../components/crud/PermissionGate';
import { SearchBar } from '../../../components/crud/SearchBar';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useCan } from '../../../components/crud/permission';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { useServerTable } from '../../../components/crud/useServerTable';
import { fetchParamPage, paramKeys, useRemoveParams, type ParamFilters } from '../api';
import { ParamDrawer } from '../components/ParamDrawer';

/** /system/param: the tenant's runtime parameters (key, name, value, remark). */
export default function ParamPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { confirmDelete, confirmBatchDelete } = useConfirmAction();
  const remove = useRemoveParams();
  const [editing, setEditing] = useState<ParamRecord | null | undefined>(undefined);
  const table = useServerTable<ParamRecord, ParamFilters>({ queryKey: paramKeys.list, fetchPage: fetchParamPage });

  const canEdit = can('param_edit');
  const canDelete = can('param_delete');

  const columns: TableColumnsType<ParamRecord> = [
    { key: 'paramName', dataIndex: 'paramName', title: t('param.name'), sorter: true, width: 220, ellipsis: true },
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
    { dataIndex: 'remark', title: t('param.remark'), ellipsis: true },
    { key: 'updateTime', dataIndex: 'updateTime', title: t('param.updateTime'), sorter: true, width: 170 },
  ];
  if (canEdit || canDelete) {
    columns.push({
      key: 'actions',
      title: t('crud.actions'),
      fixed: 'end',
      width: 130,
      render: (_, row) => (
        <Space size={0}>
          {canEdit && (
            <Button type="link" size="small" onClick={() => setEditing(row)} data-testid="param-edit">
              {t('crud.edit')}
            </Button>
          )}
          {canDelete && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => confirmDelete(row.paramName, () => remove.mutateAsync([row.id]))}
              data-testid="param-delete"
            >
              {t('crud.delete')}
            </Button>
          )}
        </Space>
      ),
    });
  }

  return (
    <CrudPage testId="param-page">
      <SearchBar<ParamFilters> onSearch={table.search} testId="param-search">
        <Form.Item name="paramName" label={t('param.name')}>
          <Input allowClear placeholder={t('crud.inputPlaceholder', { field: t('param.name') })} />
        </Form.Item>
        <Form.Item name="paramKey" label={t('param.key')}>
          <Input
            allowClear
            placeholder={t('crud.inputPlaceholder', { field: t('param.key') })}
            data-testid="param-search-key"
          />
        </Form.Item>
      </SearchBar>
      <ServerTable<ParamRecord, ParamFilters>
        table={table}
        columns={columns}
        emptyText={t('param.empty')}
        toolbar={
          <PermissionGate code="param_add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="param-add">
              {t('crud.add')}
            </Button>
          </PermissionGate>
        }
        batchActions={
          canDelete
            ? (keys) => (
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() =>
                    confirmBatchDelete(keys.length, async () => {
                      await remove.mutateAsync(keys.map(String));
                      table.clearSelection();
                    })
                  }
                  data-testid="param-batch-delete"
                >
                  {t('crud.batchDelete')}
                </Button>
              )
            : undefined
        }
        testId="param-table"
      />
      <ParamDrawer editing={editing} onClose={() => setEditing(undefined)} />
    </CrudPage>
  );
}
