import {
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLocation, useMatches, useOutlet } from 'react-router';
import { useMenuPaths } from '../useMenuPaths';
import { useTabs } from '../../stores/tabs';
import { PageErrorBoundary } from '../errorlog/PageErrorBoundary';
import { PageLoading } from '../PageLoading';
import { KeepAliveCache } from './keepAliveCache';
import { keepAliveKey, takeRemounts } from './keepAlivePolicy';
import { showKeptPages } from './keptPages';
import { useRouterSnapshot, type RouterSnapshot } from './routerSnapshot';

type Kept = {
  element: ReactNode;
  /** The router as the page was shown: a hidden page keeps reading its own path and query. */
  router: RouterSnapshot;
  /** The route that rendered it: the same path can come to another route after the menus change. */
  routeId: string | undefined;
  /** The scroll container's position while this page was shown. */
  scrollTop: number;
};

/**
 * The routed view with keep-alive (spec §2 Layout, §4 Tabs): the page of every open tab stays
 * mounted, hidden, keyed by its full path (KeptPagesHost draws them here), so its form input,
 * filters and table page survive a tab switch; the scroll position of the shared scroll
 * container is saved per page and restored. A closed tab's page is dropped, at most 20 pages
 * are kept (least recently used go first), and the refresh route and `keepAlive: false` menu
 * pages are always mounted afresh.
 */
export function KeepAliveOutlet({ scrollRef }: { scrollRef: RefObject<HTMLElement | null> }) {
  const outlet = useOutlet();
  const location = useLocation();
  const router = useRouterSnapshot();
  const routeId = useMatches().at(-1)?.id;
  const paths = useMenuPaths();
  const tabList = useTabs((s) => s.tabList);
  const cacheRef = useRef<KeepAliveCache<Kept>>(null);
  const cache = (cacheRef.current ??= new KeepAliveCache<Kept>());
  const current = location.pathname + location.search;
  const key = keepAliveKey(location, paths);

  // The cache follows the tabs: refreshed pages and closed tabs go; the page shown is (re)kept.
  for (const k of takeRemounts()) cache.drop(k);
  const open = new Set(tabList.map((t) => t.value));
  cache.retain((k) => k === key || open.has(k));
  if (key) cache.visit(key, shownPage(cache.get(key), { element: outlet, router, routeId }));
  else cache.drop(current);

  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const entries = cache.entries();
  const onShown = useScrollMemory(scrollRef, key, cache);
  useLayoutEffect(() => {
    showKeptPages(
      container && { container, onShown },
      entries.map(([k, kept]) => ({ key: k, element: kept.element, router: kept.router, visible: k === key })),
    );
  });
  useLayoutEffect(() => () => showKeptPages(null, []), []);

  return (
    <>
      <div ref={setContainer} />
      {!key && (
        <PageErrorBoundary key={current}>
          <Suspense fallback={<PageLoading />}>{outlet}</Suspense>
        </PageErrorBoundary>
      )}
    </>
  );
}

/**
 * What to keep of the page shown. A tab switched back to keeps the element it was kept with, so
 * the page is shown again without rendering again: the router's new element for the same path
 * would render the whole page for nothing. A navigation that carries state of its own to the
 * page (`navigate(path, { state })`), or a path that another route now serves, gives it the new
 * element and location.
 */
function shownPage(kept: Kept | undefined, shown: Omit<Kept, 'scrollTop'>): Kept {
  if (
    kept &&
    kept.routeId === shown.routeId &&
    kept.router.location.location.state === shown.router.location.location.state
  )
    return kept;
  return { ...shown, scrollTop: kept?.scrollTop ?? 0 };
}

/**
 * Remembers the scroll container's position per kept page; answers the function that puts a
 * kept page's position back, which the host calls once the page is shown (before, the page is
 * still hidden and the container's height is the other page's).
 */
function useScrollMemory(
  scrollRef: RefObject<HTMLElement | null>,
  key: string | undefined,
  cache: KeepAliveCache<Kept>,
): (shownKey: string) => void {
  const shown = useRef(key);
  // Where the container is scrolled, as its scroll events last said: a write of the same
  // position would only force the page's layout in the middle of the switch.
  const position = useRef(0);
  const scrollTo = useCallback(
    (target: number) => {
      const el = scrollRef.current;
      if (el && target !== position.current) el.scrollTop = position.current = target;
    },
    [scrollRef],
  );

  useLayoutEffect(() => {
    shown.current = key;
    // A page that is never kept starts at the top.
    if (!key) scrollTo(0);
  }, [key, scrollTo]);

  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const onScroll = () => {
      position.current = el.scrollTop;
      const kept = shown.current ? cache.get(shown.current) : undefined;
      if (kept) kept.scrollTop = position.current;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [cache, scrollRef]);

  return useCallback(
    (shownKey: string) => {
      if (shownKey === shown.current) scrollTo(cache.get(shownKey)?.scrollTop ?? 0);
    },
    [cache, scrollTo],
  );
}
