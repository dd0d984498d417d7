import { useState } from 'react';
import { Typography, type TableColumnsType } from 'antd';
import { actionsColumn } from '../../../components/crud/actionsColumn';
import { AddButton } from '../../../components/crud/AddButton';
import { useTranslation } from 'react-i18next';
import type { TopMenu } from '@invest/contract/menu';
import { CrudPage } from '../../../components/crud/CrudPage';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useCan } from '../../../components/crud/permission';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { useServerTable } from '../../../components/crud/useServerTable';
import { MenuIcon } from '../../../components/MenuIcon';
import { useCommon } from '../../../stores/common';
import { menuLabel } from '../../../lib/menuTree';
import { WHOLE_LIST } from '../asPage';
import { fetchTopMenuPage, topMenuKeys, useRemoveTopMenus } from '../topMenuApi';
import { ChooseMenusModal } from '../components/ChooseMenusModal';
import { TopMenuDrawer } from '../components/TopMenuDrawer';
import { orEmpty } from '../../../lib/empty';

/** /system/topmenu: the header's top menus and the menus each shows; super administrator. */
export default function TopMenuPage() {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const can = useCan();
  const { confirmDelete } = useConfirmAction();
  const remove = useRemoveTopMenus();
  const [editing, setEditing] = useState<TopMenu | null | undefined>(undefined);
  const [drawerKey, setDrawerKey] = useState(0);
  const [choosing, setChoosing] = useState<TopMenu | undefined>(undefined);
  const table = useServerTable<TopMenu>({
    queryKey: topMenuKeys.list,
    fetchPage: fetchTopMenuPage,
    pageSize: WHOLE_LIST,
  });
  const pagination = { ...table.tableProps.pagination, hideOnSinglePage: true };
  const view = { ...table, tableProps: { ...table.tableProps, pagination } };

  const canEdit = can('topmenu_edit');
  const canSetting = can('topmenu_setting');
  const canDelete = can('topmenu_delete');
  const edit = (next: TopMenu | null) => {
    setDrawerKey((k) => k + 1);
    setEditing(next);
  };
  const nextSort = table.records.reduce((m, r) => Math.max(m, r.sort + 1), 1);

  const columns: TableColumnsType<TopMenu> = [
    {
      key: 'name',
      title: t('topMenuAdmin.name'),
      width: 200,
      render: (_, row) => (
        <span data-testid="topmenu-row-name">
          <MenuIcon name={row.source} style={{ marginInlineEnd: 8 }} />
          {menuLabel(row, language)}
        </span>
      ),
    },
    {
      key: 'nameEn',
      dataIndex: 'nameEn',
      title: t('topMenuAdmin.nameEn'),
      ellipsis: true,
      render: (v: string) => v || <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      key: 'code',
      dataIndex: 'code',
      title: t('topMenuAdmin.code'),
      width: 160,
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    {
      key: 'source',
      dataIndex: 'source',
      title: t('topMenuAdmin.icon'),
      width: 200,
      ellipsis: true,
      render: (v: string) => <Typography.Text type="secondary">{orEmpty(v)}</Typography.Text>,
    },
    { key: 'sort', dataIndex: 'sort', title: t('topMenuAdmin.sort'), width: 80, align: 'end' },
  ];
  columns.push(
    ...actionsColumn<TopMenu>({
      t,
      testId: 'topmenu',
      width: language === 'en' ? 230 : 190,
      onEdit: canEdit ? edit : undefined,
      actions: canSetting
        ? [{ label: t('topMenuAdmin.chooseMenus'), testId: 'topmenu-choose-menus', onClick: setChoosing }]
        : [],
      onDelete: canDelete
        ? (row) => confirmDelete(menuLabel(row, language), () => remove.mutateAsync([row.id]))
        : undefined,
    }),
  );

  return (
    <CrudPage testId="topmenu-page">
      <ServerTable<TopMenu, Record<string, unknown>>
        table={view}
        columns={columns}
        emptyText={t('topMenuAdmin.empty')}
        toolbar={<AddButton permission="topmenu_add" onClick={() => edit(null)} testId="topmenu-add" />}
        batchDelete={
          canDelete ? { onDelete: (ids) => remove.mutateAsync(ids), testId: 'topmenu-batch-delete' } : undefined
        }
        testId="topmenu-table"
      />
      <TopMenuDrawer key={drawerKey} editing={editing} onClose={() => setEditing(undefined)} nextSort={nextSort} />
      <ChooseMenusModal topMenu={choosing} onClose={() => setChoosing(undefined)} />
    </CrudPage>
  );
}
