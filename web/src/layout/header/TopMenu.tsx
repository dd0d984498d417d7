import { AppstoreOutlined } from '@ant-design/icons';
import { Menu, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { menuLabel } from '../../lib/menuTree';
import { useCommon } from '../../stores/common';
import { MenuIcon } from '../../components/MenuIcon';
import { useTopMenu } from './useTopMenu';
import styles from './header.module.css';

const ALL = 'all';

/** The top menu in the header: "all" and each top menu; choosing one narrows the side menu to it. */
export function TopMenu() {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const { topMenus, topMenuId, choose } = useTopMenu();
  if (!topMenus.length) return null;
  const items = [
    { key: ALL, icon: <AppstoreOutlined />, label: <span data-testid="top-menu-item">{t('topMenu.all')}</span> },
    ...topMenus.map((m) => ({
      key: m.id,
      icon: <MenuIcon name={m.source} />,
      label: <span data-testid="top-menu-item">{menuLabel(m, language)}</span>,
    })),
  ];
  return (
    <nav className={styles.topMenu} aria-label={t('topMenu.label')} data-testid="top-menu">
      <Menu
        mode="horizontal"
        items={items}
        selectedKeys={[topMenuId || ALL]}
        onClick={({ key }) => choose(key === ALL ? '' : key)}
      />
    </nav>
  );
}

/** The same choice as a compact select, for the phone menu drawer. */
export function TopMenuSelect() {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const { topMenus, topMenuId, choose } = useTopMenu();
  if (!topMenus.length) return null;
  return (
    <Select
      className={styles.topMenuSelect}
      value={topMenuId || ALL}
      onChange={(v: string) => choose(v === ALL ? '' : v)}
      aria-label={t('topMenu.label')}
      options={[
        { value: ALL, label: t('topMenu.all') },
        ...topMenus.map((m) => ({ value: m.id, label: menuLabel(m, language) })),
      ]}
      data-testid="top-menu-select"
    />
  );
}
