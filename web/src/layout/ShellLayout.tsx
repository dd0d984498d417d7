import { useEffect, useRef } from 'react';
import { Layout } from 'antd';
import { useCommon, watchScreen } from '../stores/common';
import { MenuSearchPanel } from './search/MenuSearchPanel';
import { preloadShellDialogsLater } from './shellDialogs';
import { SideBar } from './SideBar';
import { KeepAliveOutlet } from './tabs/KeepAliveOutlet';
import { TabBar } from './tabs/TabBar';
import { TopBar } from './TopBar';
import { useSessionBootstrap } from './useSessionBootstrap';
import { useTabTracking } from './tabs/useTabTracking';
import styles from './layout.module.css';

/**
 * The signed-in shell: sidebar, header, tab bar and the routed pages (kept alive per tab). The
 * menu search covers the pages without unmounting them. The shell renders again on every
 * navigation (tab tracking reads the route); the sidebar, header and tab bar are memoised and
 * render only for what they read themselves.
 */
export default function ShellLayout() {
  useSessionBootstrap();
  useTabTracking();
  useEffect(() => watchScreen(), []);
  useEffect(() => preloadShellDialogsLater(), []);
  const searchOpen = useCommon((s) => s.searchOpen);
  const scrollRef = useRef<HTMLElement>(null);
  return (
    <Layout className={styles.shell} hasSider>
      <SideBar />
      <Layout className={styles.main}>
        <TopBar />
        <TabBar />
        <div className={styles.body}>
          <Layout.Content
            ref={scrollRef}
            className={styles.content}
            inert={searchOpen}
            aria-hidden={searchOpen || undefined}
            data-testid="page-scroll"
          >
            <KeepAliveOutlet scrollRef={scrollRef} />
          </Layout.Content>
          {searchOpen && <MenuSearchPanel />}
        </div>
      </Layout>
    </Layout>
  );
}
