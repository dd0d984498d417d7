import type { ReactElement } from 'react';
import { CloseCircleOutlined, CloseOutlined, MinusCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';

export type TabMenuAction = 'refresh' | 'close' | 'others' | 'all';

/** The right-click menu of one tab: refresh, close, close others, close all — for that tab. */
export function TabContextMenu({
  closable,
  onAction,
  children,
}: {
  closable: boolean;
  onAction: (action: TabMenuAction) => void;
  children: ReactElement;
}) {
  const { t } = useTranslation();
  const items: MenuProps['items'] = [
    { key: 'refresh', icon: <ReloadOutlined />, label: t('tabs.refresh') },
    { key: 'close', icon: <CloseOutlined />, label: t('tabs.close'), disabled: !closable },
    { type: 'divider' },
    { key: 'others', icon: <MinusCircleOutlined />, label: t('tabs.closeOthers') },
    { key: 'all', icon: <CloseCircleOutlined />, label: t('tabs.closeAll') },
  ];
  return (
    <Dropdown
      trigger={['contextMenu']}
      menu={{ items, onClick: ({ key }) => onAction(key as TabMenuAction), style: { minWidth: 140 } }}
    >
      {children}
    </Dropdown>
  );
}
