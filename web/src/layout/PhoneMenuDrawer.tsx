import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { TopMenuSelect } from './header/TopMenuSelect';
import { Logo } from './Logo';
import { SideMenu } from './SideMenu';
import styles from './layout.module.css';

/**
 * The side menu on phones (< 768 px): a drawer over the page with the top menu as a select, closed
 * by choosing a page, the mask or Esc. A chunk of its own (layout/shellDialogs.ts): its drawer and
 * select are not part of the wider screens' first screen.
 */
export function PhoneMenuDrawer({ open, onClose }: { open: boolean; onClose: (done: false) => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      placement="left"
      size={240}
      open={open}
      onClose={() => onClose(false)}
      closable={false}
      title={null}
      aria-label={t('layout.menu')}
      rootClassName={styles.menuDrawer}
      styles={{ body: { padding: 0 } }}
      data-testid="menu-drawer"
    >
      <div className={styles.drawerSider}>
        <Logo collapsed={false} />
        <div className={styles.drawerTopMenu}>
          <TopMenuSelect />
        </div>
        <div className={styles.menuScroll}>
          <SideMenu collapsed={false} onNavigate={() => onClose(false)} />
        </div>
      </div>
    </Drawer>
  );
}
