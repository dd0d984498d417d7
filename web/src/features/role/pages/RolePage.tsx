import { useMemo, useState, type Key } from 'react';
import { Empty, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { actionsColumn } from '../../../components/crud/actionsColumn';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/localized';
import { useCommon } from '../../../stores/common';
import { CrudPage, CrudPanel } from '../../../components/crud/CrudPage';
import { AddButton } from '../../../components/crud/AddButton';
import { BatchDeleteButton } from '../../../components/crud/BatchDeleteButton';
import { SearchBar } from '../../../components/crud/SearchBar';
import { TextFilter } from '../../../components/crud/TextFilter';
import { SelectionBar, TableToolbar } from '../../../components/crud/TableToolbar';
import { cleanFilters } from '../../../components/crud/sortParams';
import { useCan } from '../../../components/crud/permission';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { useRemoveRoles, useRoleList, type RoleFilters } from '../api';
import { GrantDrawer } from '../components/GrantDrawer';
import { RoleDrawer, type RoleEditing } from '../components/RoleDrawer';
import { allIds, SUPER_ROLE, toRows, type RoleRow } from '../roleTree';
import styles from '../components/role.module.css';

/** /system/role: the tenant's roles as a tree with user counts; add, edit, delete, grant. */
export default function RolePage() {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const can = useCan();
  const { confirmDelete } = useConfirmAction();
  const [filters, setFilters] = useState<RoleFilters>({});
  const list = useRoleList(filters);
  const remove = useRemoveRoles();
  const [editing, setEditing] = useState<RoleEditing>();
  const [granting, setGranting] = useState<RoleRow>();
  const [selected, setSelected] = useState<Key[]>([]);
  const [collapsed, setCollapsed] = useState<Key[]>([]);

  const rows = useMemo(() => toRows(list.data ?? []), [list.data]);
  const expanded = useMemo(
    () => allIds(list.data ?? []).filter((id) => !collapsed.includes(id)),
    [list.data, collapsed],
  );

  const canAdd = can('role_add');
  const canEdit = can('role_edit');
  const canGrant = can('role_grant');
  const canDelete = can('role_delete');
  const builtIn = (row: RoleRow) => row.roleAlias === SUPER_ROLE;

  const columns: TableColumnsType<RoleRow> = [
    {
      dataIndex: 'roleName',
      title: t('role.name'),
      render: (v: string, row) => <span data-testid="role-name">{localized(v, row.roleNameEn, language)}</span>,
    },
    {
      dataIndex: 'roleAlias',
      title: t('role.alias'),
      render: (v: string, row) => (
        <Space size={6}>
          <span className={styles.aliasCell}>{v}</span>
          {builtIn(row) && <Tag color="blue">{t('role.builtIn')}</Tag>}
        </Space>
      ),
    },
    {
      dataIndex: 'userCount',
      title: t('role.userCount'),
      align: 'end',
      width: 100,
      render: (v: number) => <Typography.Text type={v ? undefined : 'secondary'}>{v}</Typography.Text>,
    },
    { dataIndex: 'sort', title: t('role.sort'), width: 80 },
  ];
  const editable = (row: RoleRow) => !builtIn(row);
  columns.push(
    ...actionsColumn<RoleRow>({
      t,
      testId: 'role',
      width: 260,
      onEdit: canEdit ? (row) => setEditing({ role: row }) : undefined,
      actions: [
        ...(canGrant
          ? [{ label: t('role.grant'), testId: 'role-grant', onClick: setGranting, visible: editable }]
          : []),
        ...(canAdd
          ? [
              {
                label: t('role.addChild'),
                testId: 'role-add-child',
                onClick: (row: RoleRow) => setEditing({ parentId: row.id }),
              },
            ]
          : []),
      ],
      onDelete: canDelete
        ? (row) => confirmDelete(localized(row.roleName, row.roleNameEn, language), () => remove.mutateAsync([row.id]))
        : undefined,
      canDelete: editable,
    }),
  );

  return (
    <CrudPage testId="role-page">
      <SearchBar<RoleFilters> onSearch={(v) => setFilters(cleanFilters(v))} testId="role-search">
        <TextFilter name="roleName" label={t('role.name')} />
        <TextFilter name="roleAlias" label={t('role.alias')} />
      </SearchBar>
      <CrudPanel>
        <TableToolbar
          onRefresh={() => void list.refetch()}
          refreshing={list.isFetching && !list.isLoading}
          testId="role-table"
        >
          <AddButton permission="role_add" onClick={() => setEditing({})} testId="role-add" />
        </TableToolbar>
        {canDelete && (
          <SelectionBar count={selected.length} onClear={() => setSelected([])} testId="role-table">
            <BatchDeleteButton
              keys={selected}
              onDelete={(ids) => remove.mutateAsync(ids)}
              onDeleted={() => setSelected([])}
              testId="role-batch-delete"
            />
          </SelectionBar>
        )}
        <Table<RoleRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={list.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          expandable={{
            expandedRowKeys: expanded,
            onExpand: (open, row) => setCollapsed((c) => (open ? c.filter((k) => k !== row.id) : [...c, row.id])),
          }}
          rowSelection={
            canDelete
              ? {
                  checkStrictly: true,
                  selectedRowKeys: selected,
                  onChange: setSelected,
                  getCheckboxProps: (row) => ({ disabled: builtIn(row) }),
                }
              : undefined
          }
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('role.empty')} /> }}
          data-testid="role-table"
        />
      </CrudPanel>
      <RoleDrawer editing={editing} onClose={() => setEditing(undefined)} />
      <GrantDrawer role={granting} onClose={() => setGranting(undefined)} />
    </CrudPage>
  );
}
