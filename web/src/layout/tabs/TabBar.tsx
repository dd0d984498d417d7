import { memo } from 'react';
import { Tabs, type TabsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Language } from '../../lib/config';
import { useCommon } from '../../stores/common';
import { canClose, useTabs, type Tab } from '../../stores/tabs';
import { TabBarActions, type BarAction } from './TabBarActions';
import { TabContextMenu, type TabMenuAction } from './TabContextMenu';
import { useTabActions } from './useTabActions';
import styles from '../layout.module.css';

export function tabLabel(tab: Tab, language: Language, t: TFunction): string {
  if (tab.i18nKey) return t(tab.i18nKey);
  return language === 'en' && tab.labelEn ? tab.labelEn : tab.label;
}

/**
 * Opened pages as tabs (spec §2 Tabs bar, §4 Tabs): home and a lone tab stay; right-click a
 * tab for refresh, close, close others and close all on that tab; the bar's menu offers search,
 * close others, close all and clear cache. A middle click closes a tab, as in browsers.
 */
export const TabBar = memo(function TabBar() {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const setSearchOpen = useCommon((s) => s.setSearchOpen);
  const tabList = useTabs((s) => s.tabList);
  const actions = useTabActions();
  const active = tabList.some((tab) => tab.value === actions.current) ? actions.current : undefined;

  const onTabAction = (value: string, action: TabMenuAction) => {
    if (action === 'refresh') actions.refresh(value);
    else if (action === 'close') actions.close(value);
    else if (action === 'others') actions.closeOthers(value);
    else actions.closeAll();
  };

  const onBarAction = (action: BarAction) => {
    if (action === 'search') setSearchOpen(true);
    else if (action === 'others') actions.closeOthers();
    else if (action === 'all') actions.closeAll();
    else actions.clearCache();
  };

  const items: TabsProps['items'] = tabList.map((tab) => ({
    key: tab.value,
    label: <span data-testid="tab-label">{tabLabel(tab, language, t)}</span>,
    closable: canClose(tab, tabList),
  }));

  const closable = (value: string) => {
    const tab = tabList.find((x) => x.value === value);
    return tab ? canClose(tab, tabList) : false;
  };

  const renderTabBar: TabsProps['renderTabBar'] = (props, DefaultTabBar) => (
    <DefaultTabBar {...props}>
      {(node) => {
        const value = String(node.key);
        return (
          <div
            key={value}
            className={styles.tabNode}
            data-tab={value}
            onAuxClick={(e) => {
              if (e.button === 1 && closable(value)) actions.close(value);
            }}
          >
            {node}
          </div>
        );
      }}
    </DefaultTabBar>
  );

  return (
    <div className={styles.tabBar} data-testid="tab-bar">
      <TabContextMenu className={styles.tabs} closable={closable} onAction={onTabAction}>
        <Tabs
          type="editable-card"
          size="small"
          hideAdd
          activeKey={active}
          items={items}
          renderTabBar={renderTabBar}
          locale={{ removeAriaLabel: t('tabs.close'), dropdownAriaLabel: t('tabs.more') }}
          onChange={actions.open}
          onEdit={(key, action) => {
            if (action === 'remove' && typeof key === 'string') actions.close(key);
          }}
        />
      </TabContextMenu>
      <TabBarActions onAction={onBarAction} />
    </div>
  );
});
