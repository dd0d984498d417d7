import { useState, type Key } from 'react';
import { Button, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { actionsColumn } from '../../../components/crud/actionsColumn';
import { AddButton } from '../../../components/crud/AddButton';
import { useTranslation } from 'react-i18next';
import type { TenantRecord } from '@invest/contract/tenant';
import { CrudPage } from '../../../components/crud/CrudPage';
import { SearchBar } from '../../../components/crud/SearchBar';
import { ServerTable } from '../../../components/crud/ServerTable';
import { TextFilter } from '../../../components/crud/TextFilter';
import { useCan } from '../../../components/crud/permission';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { useServerTable } from '../../../components/crud/useServerTable';
import { fetchTenantPage, tenantKeys, useRemoveTenants, type TenantFilters } from '../api';
import { TenantDrawer } from '../components/TenantDrawer';
import { TenantSettingModal } from '../components/TenantSettingModal';
import { UNLIMITED, isDefaultTenant, isExpired } from '../tenantRules';
import { orEmpty } from '../../../lib/empty';

/** /system/tenant: tenants, their first administrator, quota and expiry; super administrator. */
export default function TenantPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { confirmDelete } = useConfirmAction();
  const remove = useRemoveTenants();
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [drawerKey, setDrawerKey] = useState(0);
  const [setting, setSetting] = useState<{ open: boolean; rows: TenantRecord[]; key: number }>({
    open: false,
    rows: [],
    key: 0,
  });
  const table = useServerTable<TenantRecord, TenantFilters>({ queryKey: tenantKeys.list, fetchPage: fetchTenantPage });

  const canEdit = can('tenant_edit');
  const canSetting = can('tenant_setting');
  const canDelete = can('tenant_delete');
  const edit = (id: string | null) => {
    setDrawerKey((k) => k + 1);
    setEditing(id);
  };
  const openSetting = (rows: TenantRecord[]) => setSetting((s) => ({ open: true, rows, key: s.key + 1 }));
  const byKeys = (keys: readonly Key[]) => table.records.filter((r) => keys.includes(r.id));

  const quota = (n: number) => (n === UNLIMITED ? t('tenant.unlimited') : String(n));

  const columns: TableColumnsType<TenantRecord> = [
    {
      key: 'tenantId',
      dataIndex: 'tenantId',
      title: t('tenant.tenantId'),
      sorter: true,
      width: 100,
      render: (v: string, row) => (
        <Space size={4}>
          <Typography.Text code>{v}</Typography.Text>
          {isDefaultTenant(row) && (
            <Tooltip title={t('tenant.defaultTenant')}>
              <SafetyCertificateOutlined
                style={{ color: 'var(--ant-color-primary)' }}
                aria-label={t('tenant.defaultTenant')}
              />
            </Tooltip>
          )}
        </Space>
      ),
    },
    {
      key: 'tenantName',
      dataIndex: 'tenantName',
      title: t('tenant.tenantName'),
      sorter: true,
      render: (v: string) => <span data-testid="tenant-row-name">{v}</span>,
    },
    {
      key: 'domain',
      dataIndex: 'domain',
      title: t('tenant.domain'),
      width: 160,
      ellipsis: true,
      render: (v: string) => v || <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      key: 'linkman',
      title: t('tenant.linkman'),
      width: 140,
      render: (_, row) =>
        row.linkman || row.contactNumber ? (
          <Space size={4} orientation="vertical" style={{ rowGap: 0 }}>
            <span>{orEmpty(row.linkman)}</span>
            {row.contactNumber && <Typography.Text type="secondary">{row.contactNumber}</Typography.Text>}
          </Space>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      key: 'userCount',
      title: t('tenant.usageTitle'),
      width: 140,
      align: 'end',
      render: (_, row) => {
        const full = row.accountNumber !== UNLIMITED && row.userCount >= row.accountNumber;
        return (
          <Typography.Text type={full ? 'warning' : undefined} data-testid="tenant-row-usage">
            {t('tenant.usage', { count: row.userCount, quota: quota(row.accountNumber) })}
          </Typography.Text>
        );
      },
    },
    {
      key: 'expireTime',
      dataIndex: 'expireTime',
      title: t('tenant.expireTime'),
      sorter: true,
      width: 150,
      render: (v: string) =>
        !v ? (
          <Typography.Text type="secondary">{t('tenant.never')}</Typography.Text>
        ) : isExpired(v) ? (
          <Space size={4} data-testid="tenant-row-expired">
            <Typography.Text type="danger">{v.slice(0, 10)}</Typography.Text>
            <Tag color="error">{t('tenant.expired')}</Tag>
          </Space>
        ) : (
          <span data-testid="tenant-row-expire">{v.slice(0, 10)}</span>
        ),
    },
    {
      key: 'createTime',
      dataIndex: 'createTime',
      title: t('tenant.createTime'),
      sorter: true,
      width: 120,
      render: (v: string) => <Tooltip title={v}>{v.slice(0, 10)}</Tooltip>,
    },
  ];
  columns.push(
    ...actionsColumn<TenantRecord>({
      t,
      testId: 'tenant',
      width: 180,
      onEdit: canEdit ? (row) => edit(row.id) : undefined,
      actions: canSetting
        ? [{ label: t('tenant.setting'), testId: 'tenant-setting-open', onClick: (row) => openSetting([row]) }]
        : [],
      onDelete: canDelete ? (row) => confirmDelete(row.tenantName, () => remove.mutateAsync([row.id])) : undefined,
      canDelete: (row) => !isDefaultTenant(row),
    }),
  );

  return (
    <CrudPage testId="tenant-page">
      <SearchBar<TenantFilters> onSearch={table.search} testId="tenant-search">
        <TextFilter name="tenantId" label={t('tenant.tenantId')} testId="tenant-search-id" />
        <TextFilter name="tenantName" label={t('tenant.tenantName')} testId="tenant-search-name" />
      </SearchBar>
      <ServerTable<TenantRecord, TenantFilters>
        table={table}
        columns={columns}
        emptyText={t('tenant.empty')}
        toolbar={<AddButton permission="tenant_add" onClick={() => edit(null)} testId="tenant-add" />}
        selectable={(row) => !isDefaultTenant(row)}
        batchActions={
          canSetting
            ? (keys) => (
                <Button size="small" onClick={() => openSetting(byKeys(keys))} data-testid="tenant-batch-setting">
                  {t('tenant.batchSetting')}
                </Button>
              )
            : undefined
        }
        batchDelete={
          canDelete ? { onDelete: (ids) => remove.mutateAsync(ids), testId: 'tenant-batch-delete' } : undefined
        }
        testId="tenant-table"
      />
      <TenantDrawer key={`drawer-${drawerKey}`} editing={editing} onClose={() => setEditing(undefined)} />
      <TenantSettingModal
        key={`setting-${setting.key}`}
        open={setting.open}
        tenants={setting.rows}
        onClose={() => setSetting((s) => ({ ...s, open: false }))}
        onDone={table.clearSelection}
      />
    </CrudPage>
  );
}
