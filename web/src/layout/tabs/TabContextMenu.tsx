import { useState, type ReactElement } from 'react';
import { CloseCircleOutlined, CloseOutlined, MinusCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';

export type TabMenuAction = 'refresh' | 'close' | 'others' | 'all';

/**
 * The right-click menu of the tabs (refresh, close, close others, close all), for the tab clicked.
 * One menu for the whole bar, not one per tab: twenty tab menus rendered again on every tab switch.
 * A tab is an element with `data-tab` (its value); a right-click elsewhere in the bar opens nothing.
 */
export function TabContextMenu({
  className,
  closable,
  onAction,
  children,
}: {
  className?: string;
  closable: (value: string) => boolean;
  onAction: (value: string, action: TabMenuAction) => void;
  children: ReactElement;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string>();
  const items: MenuProps['items'] = [
    { key: 'refresh', icon: <ReloadOutlined />, label: t('tabs.refresh') },
    { key: 'close', icon: <CloseOutlined />, label: t('tabs.close'), disabled: !target || !closable(target) },
    { type: 'divider' },
    { key: 'others', icon: <MinusCircleOutlined />, label: t('tabs.closeOthers') },
    { key: 'all', icon: <CloseCircleOutlined />, label: t('tabs.closeAll') },
  ];
  return (
    <Dropdown
      trigger={['contextMenu']}
      open={target !== undefined}
      onOpenChange={(open) => {
        if (!open) setTarget(undefined);
      }}
      menu={{
        items,
        onClick: ({ key }) => {
          setTarget(undefined);
          if (target) onAction(target, key as TabMenuAction);
        },
        style: { minWidth: 140 },
      }}
    >
      <div
        className={className}
        onContextMenuCapture={(e) => {
          const tab = (e.target as Element).closest('[data-tab]');
          setTarget(tab?.getAttribute('data-tab') ?? undefined);
        }}
      >
        {children}
      </div>
    </Dropdown>
  );
}
