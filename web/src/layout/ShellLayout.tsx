import { Suspense } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { PageLoading } from './PageLoading';
import { SideBar } from './SideBar';
import { TagBar } from './TagBar';
import { TopBar } from './TopBar';
import { useSessionBootstrap } from './useSessionBootstrap';
import { useTagTracking } from './useTagTracking';
import styles from './layout.module.css';

/** The signed-in shell: sidebar, header, tab bar and the routed page. */
export default function ShellLayout() {
  useSessionBootstrap();
  useTagTracking();
  return (
    <Layout className={styles.shell} hasSider>
      <SideBar />
      <Layout className={styles.main}>
        <TopBar />
        <TagBar />
        <Layout.Content className={styles.content}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
