import { Layout } from 'antd';
import { useCommon } from '../stores/common';
import { Logo } from './Logo';
import { SideMenu } from './SideMenu';
import styles from './layout.module.css';

/** The collapsible sidebar; it folds by itself below 992 px (antd's `lg` breakpoint). */
export function SideBar() {
  const collapse = useCommon((s) => s.collapse);
  const setCollapse = useCommon((s) => s.setCollapse);
  return (
    <Layout.Sider
      className={styles.sider}
      width={220}
      collapsedWidth={64}
      collapsible
      collapsed={collapse}
      trigger={null}
      breakpoint="lg"
      onBreakpoint={(broken) => setCollapse(broken)}
    >
      <Logo collapsed={collapse} />
      <div className={styles.menuScroll}>
        <SideMenu collapsed={collapse} />
      </div>
    </Layout.Sider>
  );
}
