import { memo, useEffect } from 'react';
import { Layout } from 'antd';
import { useCommon } from '../stores/common';
import { Logo } from './Logo';
import { PhoneMenuDrawer, afterFirstScreen } from './shellDialogs';
import { SideMenu } from './SideMenu';
import styles from './layout.module.css';

/** Wide enough for the English product title on one line beside the logo (issue 14). */
const SIDER_WIDTH = 248;

/**
 * The side menu (spec §2 Layout): a collapsible sidebar that folds by itself when the screen is
 * narrow (< 992 px), and on phones (< 768 px) a drawer over the page (PhoneMenuDrawer), opened by
 * the menu toggle.
 */
export const SideBar = memo(function SideBar() {
  const collapse = useCommon((s) => s.collapse);
  const setCollapse = useCommon((s) => s.setCollapse);
  const phone = useCommon((s) => s.screen === 0);

  // On a phone the drawer's code comes once the first screen is drawn, so a tap finds it here.
  useEffect(
    () => (phone ? afterFirstScreen(() => void PhoneMenuDrawer.preload().catch(() => undefined)) : undefined),
    [phone],
  );

  if (phone) return <PhoneMenuDrawer open={!collapse} onClose={() => setCollapse(true)} />;

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
});
