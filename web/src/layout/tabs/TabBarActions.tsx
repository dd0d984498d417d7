import {
  ClearOutlined,
  CloseCircleOutlined,
  DownOutlined,
  MinusCircleOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';

export type BarAction = 'search' | 'others' | 'all' | 'cache';

/** The tab bar's own menu (spec §2): search, close others, close all, clear cache. */
export function TabBarActions({ onAction }: { onAction: (action: BarAction) => void }) {
  const { t } = useTranslation();
  const items: MenuProps['items'] = [
    { key: 'search', icon: <SearchOutlined />, label: t('tabs.search') },
    { type: 'divider' },
    { key: 'others', icon: <MinusCircleOutlined />, label: t('tabs.closeOthers') },
    { key: 'all', icon: <CloseCircleOutlined />, label: t('tabs.closeAll') },
    { type: 'divider' },
    { key: 'cache', icon: <ClearOutlined />, label: t('tabs.clearCache') },
  ];
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items, onClick: ({ key }) => onAction(key as BarAction), style: { minWidth: 150 } }}
      popupRender={(menu) => <div data-testid="tab-actions-menu">{menu}</div>}
    >
      <Button
        type="text"
        size="small"
        icon={<DownOutlined />}
        aria-label={t('tabs.actions')}
        data-testid="tab-actions"
      />
    </Dropdown>
  );
}
