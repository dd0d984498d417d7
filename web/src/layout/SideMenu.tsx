import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { InboxOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuRoute } from '@invest/contract/menu';
import { menuItemOf } from '../lib/menuItemOf';
import { flattenMenu, menuLabel, menuTarget, visibleMenu } from '../lib/menuTree';
import type { Language } from '../lib/config';
import { useCommon } from '../stores/common';
import { useUser } from '../stores/user';
import { MenuIcon } from '../components/MenuIcon';
import styles from './layout.module.css';

type MenuItem = NonNullable<MenuProps['items']>[number];

function toItems(menu: MenuRoute[], language: Language): MenuItem[] {
  return menu.map((m) => {
    const label = menuLabel(m, language);
    const icon = <MenuIcon name={m.source} />;
    return m.children.length
      ? { key: m.id, icon, label, children: toItems(m.children, language) }
      : { key: m.id, icon, label, title: label };
  });
}

function sameKeys(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((k, i) => k === b[i]);
}

/**
 * The server menu as an accordion tree (one sub-menu open at a time); hidden items stay out,
 * external links open in the iframe route (a static page outside the layout, spec §2).
 */
export function SideMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const menu = useUser((s) => s.menu);
  const language = useCommon((s) => s.language);
  // The selection follows the page a moment later, in a render of its own: a switch shows the
  // page first, and rc-menu renders every item when the selected one changes.
  const pathname = useDeferredValue(useLocation().pathname);
  const navigate = useNavigate();

  const visible = useMemo(() => visibleMenu(menu), [menu]);
  const items = useMemo(() => toItems(visible, language), [visible, language]);
  const nodes = useMemo(
    () =>
      new Map(flattenMenu(visible).map(({ item, parents }) => [item.id, { item, parents: parents.map((p) => p.id) }])),
    [visible],
  );

  // A page opened from an item (its `group`) keeps that item selected.
  const selected = useMemo(() => menuItemOf(visible, pathname)?.id, [visible, pathname]);

  const [openKeys, setOpenKeys] = useState<string[]>(() => (selected ? (nodes.get(selected)?.parents ?? []) : []));
  // Following the route opens the branch of the current page, and only that one.
  useEffect(() => {
    if (!selected) return;
    const branch = nodes.get(selected)?.parents ?? [];
    // The same branch keeps the same keys: a new array would render the whole menu again.
    setOpenKeys((keys) => (sameKeys(keys, branch) ? keys : branch));
  }, [selected, nodes]);

  // The menu as one element, made again only when what it shows changes: rendering this
  // component for another reason (the route changed, the selection not yet) renders no item.
  const menuElement = useMemo(() => {
    const onOpenChange: MenuProps['onOpenChange'] = (keys) => {
      const latest = keys.find((k) => !openKeys.includes(k));
      setOpenKeys(latest ? [...(nodes.get(latest)?.parents ?? []), latest] : keys);
    };
    const onClick: MenuProps['onClick'] = ({ key }) => {
      const item = nodes.get(key)?.item;
      if (!item?.path) return;
      navigate(menuTarget(item));
      onNavigate?.();
    };
    return (
      <Menu
        mode="inline"
        theme="dark"
        items={items}
        selectedKeys={selected ? [selected] : []}
        {...(collapsed ? {} : { openKeys })}
        onOpenChange={onOpenChange}
        onClick={onClick}
      />
    );
  }, [items, selected, collapsed, openKeys, nodes, navigate, onNavigate]);

  if (!visible.length) {
    return (
      <div className={styles.emptyMenu} data-testid="side-menu" role="note">
        <InboxOutlined />
        {!collapsed && <span>{t('layout.emptyMenu')}</span>}
      </div>
    );
  }

  return <div data-testid="side-menu">{menuElement}</div>;
}
