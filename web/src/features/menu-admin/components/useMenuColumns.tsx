import { Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { EyeInvisibleOutlined, LinkOutlined } from '@ant-design/icons';
import { actionsColumn } from '../../../components/crud/actionsColumn';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/crud/permission';
import { isExternal, menuLabel } from '../../../lib/menuTree';
import { MenuIcon } from '../../../components/MenuIcon';
import { useCommon } from '../../../stores/common';
import { BUTTON, actionKey, actionShortKey, type MenuRow } from '../menuRows';

type Actions = {
  onEdit: (row: MenuRow) => void;
  onAddChild: (row: MenuRow) => void;
  onAddButton: (row: MenuRow) => void;
  onDelete: (row: MenuRow) => void;
};

/** The columns of the menu tree table; row actions only for the codes the user holds. */
export function useMenuColumns({ onEdit, onAddChild, onAddButton, onDelete }: Actions): TableColumnsType<MenuRow> {
  const { t } = useTranslation();
  const can = useCan();
  const language = useCommon((s) => s.language);
  const canAdd = can('menu_add');
  const canEdit = can('menu_edit');
  const canDelete = can('menu_delete');

  const columns: TableColumnsType<MenuRow> = [
    {
      key: 'name',
      title: t('menuAdmin.name'),
      width: 220,
      render: (_, row) => (
        <span data-testid="menu-row-name" data-code={row.code}>
          {row.category !== BUTTON && <MenuIcon name={row.source} style={{ marginInlineEnd: 8 }} />}
          {menuLabel(row, language)}
        </span>
      ),
    },
    {
      key: 'code',
      dataIndex: 'code',
      title: t('menuAdmin.code'),
      width: 150,
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    {
      key: 'category',
      title: t('menuAdmin.category'),
      width: 110,
      render: (_, row) =>
        row.category === BUTTON ? (
          <Space size={4} style={{ whiteSpace: 'nowrap' }}>
            <Tag color="orange">{t('menuAdmin.categoryButton')}</Tag>
            <Tooltip title={t(actionKey(row.action))}>
              <Typography.Text type="secondary">{t(actionShortKey(row.action))}</Typography.Text>
            </Tooltip>
          </Space>
        ) : (
          <Tag color="blue">{t('menuAdmin.categoryMenu')}</Tag>
        ),
    },
    {
      key: 'path',
      dataIndex: 'path',
      title: t('menuAdmin.path'),
      width: 200,
      ellipsis: true,
      render: (v: string) =>
        !v ? (
          <Typography.Text type="secondary">—</Typography.Text>
        ) : isExternal(v) ? (
          <Tooltip title={t('menuAdmin.externalHint')}>
            <Typography.Text ellipsis>
              <LinkOutlined style={{ marginInlineEnd: 4 }} />
              {v}
            </Typography.Text>
          </Tooltip>
        ) : (
          <Typography.Text ellipsis={{ tooltip: v }}>{v}</Typography.Text>
        ),
    },
    { key: 'sort', dataIndex: 'sort', title: t('menuAdmin.sort'), width: 64, align: 'end' },
    {
      key: 'flags',
      title: t('menuAdmin.flags'),
      width: language === 'en' ? 170 : 130,
      render: (_, row) =>
        row.category === BUTTON ? null : (
          <Space size={4}>
            {row.isShow === 0 && (
              <Tag icon={<EyeInvisibleOutlined />} variant="filled">
                {t('menuAdmin.hiddenTag')}
              </Tag>
            )}
            {row.keepAlive === 1 && <Tag variant="filled">{t('menuAdmin.keepAliveTag')}</Tag>}
          </Space>
        ),
    },
  ];

  const addable = (row: MenuRow) => row.category !== BUTTON;
  columns.push(
    ...actionsColumn<MenuRow>({
      t,
      testId: 'menu',
      width: language === 'en' ? 270 : 230,
      onEdit: canEdit ? onEdit : undefined,
      actions: canAdd
        ? [
            { label: t('menuAdmin.addChild'), testId: 'menu-add-child', onClick: onAddChild, visible: addable },
            { label: t('menuAdmin.addButtonShort'), testId: 'menu-add-button', onClick: onAddButton, visible: addable },
          ]
        : [],
      onDelete: canDelete ? onDelete : undefined,
    }),
  );
  return columns;
}
