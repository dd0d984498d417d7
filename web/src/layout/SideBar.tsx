import { Drawer, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCommon } from '../stores/common';
import { TopMenuSelect } from './header/TopMenu';
import { Logo } from './Logo';
import { SideMenu } from './SideMenu';
import styles from './layout.module.css';

/** Wide enough for the English product title on one line beside the logo (issue 14). */
const SIDER_WIDTH = 248;

/**
 * The side menu (spec §2 Layout): a collapsible sidebar that folds by itself when the screen is
 * narrow (< 992 px), and on phones (< 768 px) a drawer over the page, opened by the menu toggle
 * and closed by choosing a page, the mask or Esc.
 */
export function SideBar() {
  const { t } = useTranslation();
  const collapse = useCommon((s) => s.collapse);
  const setCollapse = useCommon((s) => s.setCollapse);
  const phone = useCommon((s) => s.screen === 0);

  if (phone) {
    return (
      <Drawer
        placement="left"
        size={240}
        open={!collapse}
        onClose={() => setCollapse(true)}
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
            <SideMenu collapsed={false} onNavigate={() => setCollapse(true)} />
          </div>
        </div>
      </Drawer>
    );
  }

  return (
    <Layout.Sider
      className={styles.sider}
      width={SIDER_WIDTH}
      collapsedWidth={64}
      collapsible
      collapsed={collapse}
      trigger={null}
    >
      <Logo collapsed={collapse} />
      <div className={styles.menuScroll}>
        <SideMenu collapsed={collapse} />
      </div>
    </Layout.Sider>
  );
}
