import { AppstoreOutlined } from '@ant-design/icons';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { menuLabel } from '../../lib/menuTree';
import { useCommon } from '../../stores/common';
import { MenuIcon } from '../../components/MenuIcon';
import { ALL_TOP_MENUS, useTopMenu } from './useTopMenu';
import styles from './header.module.css';

/** The top menu in the header: "all" and each top menu; choosing one narrows the side menu to it. */
export function TopMenu() {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const { topMenus, chosen, choose } = useTopMenu();
  if (!topMenus.length) return null;
  const items = [
    {
      key: ALL_TOP_MENUS,
      icon: <AppstoreOutlined />,
      label: <span data-testid="top-menu-item">{t('topMenu.all')}</span>,
    },
    ...topMenus.map((m) => ({
      key: m.id,
      icon: <MenuIcon name={m.source} />,
      label: <span data-testid="top-menu-item">{menuLabel(m, language)}</span>,
    })),
  ];
  return (
    <nav className={styles.topMenu} aria-label={t('topMenu.label')} data-testid="top-menu">
      <Menu mode="horizontal" items={items} selectedKeys={[chosen]} onClick={({ key }) => choose(key)} />
    </nav>
  );
}
