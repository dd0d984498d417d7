import { memo, startTransition, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IsRestoringProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { PageErrorBoundary } from '../errorlog/PageErrorBoundary';
import { PageLoading } from '../PageLoading';
import { useKeptPages } from './keptPages';
import { RouterSnapshotProvider, type RouterSnapshot } from './routerSnapshot';
import styles from '../layout.module.css';

/**
 * Draws the pages KeepAliveOutlet keeps, into the shell's page area, from outside the router's
 * providers (render it beside RouterProvider, under the app's other providers). A navigation
 * changes the router's contexts above everything inside it; out here, a tab switch renders
 * only the two pages whose visibility changes, and not even those below their top.
 */
export function KeptPagesHost() {
  const place = useKeptPages((s) => s.place);
  const pages = useKeptPages((s) => s.pages);
  if (!place) return null;
  return pages.map((p) =>
    createPortal(
      <KeptPage
        key={p.key}
        name={p.key}
        visible={p.visible}
        element={p.element}
        router={p.router}
        onShown={place.onShown}
      />,
      place.container,
      p.key,
    ),
  );
}

/**
 * How long a hidden page's queries keep running before they pause. Pausing and resuming each
 * render the page's readers of queries again, so a quick look at another tab and back costs
 * neither; a page left hidden stops within this time.
 */
export const PAUSE_HIDDEN_AFTER_MS = 3000;

/**
 * Whether a kept page's queries are paused: some time after it is hidden, and no longer soon
 * after it is shown again. Both in a transition: the switch itself is drawn first.
 */
function usePausedWhileHidden(visible: boolean): boolean {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setPaused(!visible)), visible ? 0 : PAUSE_HIDDEN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  return paused;
}

/**
 * A place of the page's own for its dialogs, drawers and pop-ups, beside the others at the end of
 * the document: hidden with the page, so that a dialog left open (the browser's Back pressed under
 * it) is not left over another tab, and back when the page is shown.
 */
function usePopupLayer(visible: boolean): HTMLElement {
  const [layer] = useState(() => document.createElement('div'));
  useLayoutEffect(() => {
    document.body.append(layer);
    return () => layer.remove();
  }, [layer]);
  useLayoutEffect(() => {
    layer.hidden = !visible;
  }, [layer, visible]);
  return layer;
}

/**
 * One kept page. A hidden page stays laid out (`content-visibility: hidden` keeps its layout, so
 * showing it again does not lay it out anew) and does no work: its queries neither refetch nor
 * follow the cache (React Query's `IsRestoringProvider`, which keeps its observers unsubscribed)
 * until it is shown again, when they catch up and refetch what went stale.
 */
const KeptPage = memo(function KeptPage({
  name,
  visible,
  element,
  router,
  onShown,
}: {
  name: string;
  visible: boolean;
  element: ReactNode;
  router: RouterSnapshot;
  onShown: (key: string) => void;
}) {
  const paused = usePausedWhileHidden(visible);
  useLayoutEffect(() => {
    if (visible) onShown(name);
  }, [visible, name, onShown]);
  const layer = usePopupLayer(visible);
  const [popupContainer] = useState(() => () => layer);
  return (
    <div className={styles.keptPage} data-kept-page={name} hidden={!visible}>
      <ConfigProvider getPopupContainer={popupContainer}>
        <IsRestoringProvider value={paused}>
          <RouterSnapshotProvider snapshot={router}>
            <PageErrorBoundary>
              <Suspense fallback={<PageLoading />}>{element}</Suspense>
            </PageErrorBoundary>
          </RouterSnapshotProvider>
        </IsRestoringProvider>
      </ConfigProvider>
    </div>
  );
});
