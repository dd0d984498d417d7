import { useState, type Key } from 'react';
import {
  Badge,
  Button,
  Dropdown,
  Form,
  Select,
  Space,
  Tabs,
  Tag,
  Tooltip,
  TreeSelect,
  type MenuProps,
  type TableColumnsType,
} from 'antd';
import {
  CheckOutlined,
  CloseOutlined,
  DeleteOutlined,
  DownOutlined,
  LockOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/localized';
import { useCommon } from '../../../stores/common';
import type { UserRecord } from '@invest/contract/user';
import { CrudPage, CrudPanel } from '../../../components/crud/CrudPage';
import { AddButton } from '../../../components/crud/AddButton';
import { SearchBar } from '../../../components/crud/SearchBar';
import { ServerTable } from '../../../components/crud/ServerTable';
import { TextFilter } from '../../../components/crud/TextFilter';
import { useCan } from '../../../components/crud/permission';
import { useServerTable } from '../../../components/crud/useServerTable';
import { useUser } from '../../../stores/user';
import { useRoleTree } from '../../role/api';
import { roleOptions } from '../../role/roleTree';
import { fetchUserPage, userAdminKeys, type UserFilters } from '../api';
import { AssignRolesModal } from '../components/AssignRolesModal';
import { UserDrawer } from '../components/UserDrawer';
import { useUserActions } from '../components/useUserActions';
import { USER_STATUS } from '@invest/contract/constants';
import { STATUS_COLOR, STATUS_TEXT } from '../userStatus';
import styles from '../components/user.module.css';
import { EMPTY, orEmpty } from '../../../lib/empty';
import { KEEP_WHOLE } from '../../../components/crud/keepWhole';

type Tab = 'all' | 'pending';

/** /system/user: the tenant's users; search, add, edit, enable/disable, reset, unlock, roles, approvals. */
export default function UserPage() {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const can = useCan();
  const me = useUser((s) => s.userInfo?.userId);
  const actions = useUserActions();
  const roles = useRoleTree();
  const [tab, setTab] = useState<Tab>('all');
  const [editing, setEditing] = useState<UserRecord | null | undefined>(undefined);
  const [assigning, setAssigning] = useState<{ ids: string[]; current?: string[] }>({ ids: [] });

  const all = useServerTable<UserRecord, UserFilters>({ queryKey: userAdminKeys.list, fetchPage: fetchUserPage });
  const pending = useServerTable<UserRecord, UserFilters>({
    queryKey: userAdminKeys.pending,
    fetchPage: fetchUserPage,
    params: { status: USER_STATUS.pending },
  });

  const search = (values: UserFilters) => {
    all.search(values);
    pending.search({ ...values, status: undefined });
  };

  const canEdit = can('user_edit');
  const canDelete = can('user_delete');
  const canReset = can('user_reset');
  const canRole = can('user_role');
  const canUnlock = can('user_unlock');
  const canApprove = can('user_approve');

  const accountColumn: TableColumnsType<UserRecord>[number] = {
    key: 'account',
    dataIndex: 'account',
    title: t('userAdmin.account'),
    sorter: true,
    fixed: 'start',
    render: (v: string, row) => (
      <Space size={6}>
        <span className={styles.account} data-testid="user-account">
          {v}
        </span>
        {row.id === me && <Tag color="blue">{t('userAdmin.you')}</Tag>}
        {row.locked && (
          <Tooltip title={t('userAdmin.lockedHint')}>
            <Tag color="error" icon={<LockOutlined />} data-testid="user-locked">
              {t('userAdmin.locked')}
            </Tag>
          </Tooltip>
        )}
      </Space>
    ),
  };
  const nameColumns: TableColumnsType<UserRecord> = [
    { key: 'name', dataIndex: 'name', title: t('userAdmin.name'), sorter: true },
    {
      key: 'realName',
      dataIndex: 'realName',
      title: t('userAdmin.realName'),
      sorter: true,
      render: orEmpty,
    },
  ];

  const moreItems = (row: UserRecord): MenuProps['items'] => {
    const self = row.id === me;
    const isPending = row.status === USER_STATUS.pending;
    return [
      canRole && { key: 'role', label: <span data-testid="user-role">{t('userAdmin.assignRoles')}</span> },
      canEdit &&
        !self &&
        !isPending && {
          key: 'status',
          label: (
            <span data-testid="user-status">
              {row.status === USER_STATUS.active ? t('userAdmin.disable') : t('userAdmin.enable')}
            </span>
          ),
        },
      canDelete && !self && { type: 'divider' as const },
      canDelete &&
        !self && { key: 'delete', danger: true, label: <span data-testid="user-delete">{t('crud.delete')}</span> },
    ].filter(Boolean) as MenuProps['items'];
  };

  const onMore = (row: UserRecord, key: string) => {
    if (key === 'role') setAssigning({ ids: [row.id], current: row.roleIds });
    else if (key === 'status') actions.setStatus(row, row.status === USER_STATUS.active ? 0 : 1);
    else if (key === 'delete') actions.remove(row);
  };

  /** Approve and reject, for a user who signed up and waits. */
  const auditLinks = (row: UserRecord) => (
    <>
      <Button type="link" size="small" onClick={() => actions.audit([row.id], 1)} data-testid="user-approve">
        {t('userAdmin.approve')}
      </Button>
      <Button type="link" size="small" danger onClick={() => actions.audit([row.id], 0)} data-testid="user-reject">
        {t('userAdmin.reject')}
      </Button>
    </>
  );

  const columns: TableColumnsType<UserRecord> = [
    accountColumn,
    ...nameColumns,
    {
      dataIndex: 'roleNames',
      title: t('userAdmin.roles'),
      render: (names: string[], row) => (
        <span className={styles.roles}>
          {names.length ? names.map((n, i) => <Tag key={n}>{localized(n, row.roleNamesEn[i], language)}</Tag>) : EMPTY}
        </span>
      ),
    },
    { dataIndex: 'phone', title: t('userAdmin.phone'), render: orEmpty },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('userAdmin.status'),
      sorter: true,
      render: (v: number) => (
        <Tag color={STATUS_COLOR[v]} data-testid="user-status-tag">
          {t(STATUS_TEXT[v] ?? 'userAdmin.statusActive')}
        </Tag>
      ),
    },
    {
      key: 'createTime',
      dataIndex: 'createTime',
      title: t('userAdmin.createTime'),
      sorter: true,
      className: KEEP_WHOLE,
    },
    {
      key: 'actions',
      title: t('crud.actions'),
      fixed: 'end',
      render: (_, row) => {
        const isPending = row.status === USER_STATUS.pending;
        const more = moreItems(row);
        return (
          <Space size={0}>
            {isPending && canApprove && auditLinks(row)}
            {canEdit && (
              <Button type="link" size="small" onClick={() => setEditing(row)} data-testid="user-edit">
                {t('crud.edit')}
              </Button>
            )}
            {canReset && !isPending && (
              <Button type="link" size="small" onClick={() => actions.resetPassword(row)} data-testid="user-reset">
                {t('userAdmin.resetPassword')}
              </Button>
            )}
            {canUnlock && row.locked && (
              <Button type="link" size="small" onClick={() => actions.unlock(row)} data-testid="user-unlock">
                {t('userAdmin.unlock')}
              </Button>
            )}
            {more && more.length > 0 && (
              <Dropdown menu={{ items: more, onClick: ({ key }) => onMore(row, key) }} trigger={['click']}>
                <Button type="link" size="small" data-testid="user-more">
                  {t('crud.more')} <DownOutlined />
                </Button>
              </Dropdown>
            )}
          </Space>
        );
      },
    },
  ];

  const pendingColumns: TableColumnsType<UserRecord> = [
    accountColumn,
    ...nameColumns,
    { key: 'createTime', dataIndex: 'createTime', title: t('userAdmin.createTime'), sorter: true },
    ...(canApprove
      ? [
          {
            key: 'actions',
            title: t('crud.actions'),
            fixed: 'end' as const,
            render: (_: unknown, row: UserRecord) => <Space size={0}>{auditLinks(row)}</Space>,
          },
        ]
      : []),
  ];

  const userBatch =
    canRole || canDelete
      ? (keys: Key[]) => {
          const ids = keys.map(String).filter((id) => id !== me);
          return (
            <>
              {canRole && (
                <Button
                  size="small"
                  icon={<TeamOutlined />}
                  onClick={() => setAssigning({ ids: keys.map(String) })}
                  data-testid="user-batch-role"
                >
                  {t('userAdmin.assignRoles')}
                </Button>
              )}
              {canDelete && (
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  disabled={!ids.length}
                  onClick={() => actions.removeMany(ids, all.clearSelection)}
                  data-testid="user-batch-delete"
                >
                  {t('crud.batchDelete')}
                </Button>
              )}
            </>
          );
        }
      : undefined;

  const pendingBatch = canApprove
    ? (keys: Key[]) => (
        <>
          <Button
            size="small"
            icon={<CheckOutlined />}
            onClick={() => actions.audit(keys.map(String), 1, pending.clearSelection)}
            data-testid="user-batch-approve"
          >
            {t('userAdmin.batchApprove')}
          </Button>
          <Button
            size="small"
            danger
            icon={<CloseOutlined />}
            onClick={() => actions.audit(keys.map(String), 0, pending.clearSelection)}
            data-testid="user-batch-reject"
          >
            {t('userAdmin.batchReject')}
          </Button>
        </>
      )
    : undefined;

  return (
    <CrudPage testId="user-page">
      <SearchBar<UserFilters> onSearch={search} testId="user-search">
        <TextFilter name="account" label={t('userAdmin.account')} testId="user-search-account" />
        <TextFilter name="realName" label={t('userAdmin.realName')} />
        <Form.Item name="roleId" label={t('userAdmin.roles')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            style={{ minWidth: 180 }}
            treeData={roleOptions(roles.data ?? [], language)}
            placeholder={t('crud.selectPlaceholder', { field: t('userAdmin.roles') })}
          />
        </Form.Item>
        {tab === 'all' && (
          <Form.Item name="status" label={t('userAdmin.status')}>
            <Select
              allowClear
              style={{ minWidth: 140 }}
              placeholder={t('crud.all')}
              options={[USER_STATUS.active, USER_STATUS.disabled, USER_STATUS.pending].map((s) => ({
                value: s,
                label: t(STATUS_TEXT[s]!),
              }))}
              data-testid="user-search-status"
            />
          </Form.Item>
        )}
      </SearchBar>
      <CrudPanel>
        <Tabs
          className={styles.tabs}
          activeKey={tab}
          onChange={(k) => setTab(k as Tab)}
          items={[
            {
              key: 'all',
              label: <span data-testid="user-tab-all">{t('userAdmin.tabAll')}</span>,
              children: (
                <ServerTable<UserRecord, UserFilters>
                  bare
                  table={all}
                  columns={columns}
                  emptyText={t('userAdmin.empty')}
                  toolbar={<AddButton permission="user_add" onClick={() => setEditing(null)} testId="user-add" />}
                  batchActions={userBatch}
                  testId="user-table"
                />
              ),
            },
            {
              key: 'pending',
              label: (
                <span data-testid="user-tab-pending">
                  {t('userAdmin.tabPending')} <Badge count={pending.total} size="small" offset={[2, -2]} />
                </span>
              ),
              children: (
                <ServerTable<UserRecord, UserFilters>
                  bare
                  table={pending}
                  columns={pendingColumns}
                  emptyText={t('userAdmin.pendingEmpty')}
                  batchActions={pendingBatch}
                  testId="user-pending-table"
                />
              ),
            },
          ]}
        />
      </CrudPanel>
      <UserDrawer editing={editing} onClose={() => setEditing(undefined)} />
      <AssignRolesModal
        userIds={assigning.ids}
        current={assigning.current}
        onClose={(done) => {
          setAssigning({ ids: [] });
          if (done) all.clearSelection();
        }}
      />
    </CrudPage>
  );
}
