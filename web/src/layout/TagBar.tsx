import { Tabs, type TabsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Language } from '../lib/config';
import { useCommon } from '../stores/common';
import { canClose, useTags, type Tag } from '../stores/tags';
import { TabBarActions, type BarAction } from './tabs/TabBarActions';
import { TabContextMenu, type TabMenuAction } from './tabs/TabContextMenu';
import { useTabActions } from './tabs/useTabActions';
import styles from './layout.module.css';

export function tagLabel(tag: Tag, language: Language, t: TFunction): string {
  if (tag.i18nKey) return t(tag.i18nKey);
  return language === 'en' && tag.labelEn ? tag.labelEn : tag.label;
}

/**
 * Opened pages as tabs (spec §2 Tabs bar, §4 Tabs): home and a lone tab stay; right-click a
 * tab for refresh, close, close others and close all on that tab; the bar's menu offers search,
 * close others, close all and clear cache. A middle click closes a tab, as in browsers.
 */
export function TagBar() {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const setSearchOpen = useCommon((s) => s.setSearchOpen);
  const tagList = useTags((s) => s.tagList);
  const actions = useTabActions();
  const active = tagList.some((tag) => tag.value === actions.current) ? actions.current : undefined;

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

  const items: TabsProps['items'] = tagList.map((tag) => ({
    key: tag.value,
    label: <span data-testid="tab-label">{tagLabel(tag, language, t)}</span>,
    closable: canClose(tag, tagList),
  }));

  const renderTabBar: TabsProps['renderTabBar'] = (props, DefaultTabBar) => (
    <DefaultTabBar {...props}>
      {(node) => {
        const value = String(node.key);
        const tag = tagList.find((x) => x.value === value);
        const closable = tag ? canClose(tag, tagList) : false;
        return (
          <TabContextMenu key={value} closable={closable} onAction={(a) => onTabAction(value, a)}>
            <div
              className={styles.tabNode}
              data-tab={value}
              onAuxClick={(e) => {
                if (e.button === 1 && closable) actions.close(value);
              }}
            >
              {node}
            </div>
          </TabContextMenu>
        );
      }}
    </DefaultTabBar>
  );

  return (
    <div className={styles.tagBar} data-testid="tag-bar">
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={active}
        items={items}
        renderTabBar={renderTabBar}
        locale={{ removeAriaLabel: t('tags.close'), dropdownAriaLabel: t('tags.more') }}
        onChange={actions.open}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') actions.close(key);
        }}
      />
      <TabBarActions onAction={onBarAction} />
    </div>
  );
}
