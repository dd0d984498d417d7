import {
  Activity,
  memo,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type ContextType,
  type ReactNode,
  type RefObject,
} from 'react';
import { UNSAFE_LocationContext, useLocation, useMatches, useOutlet } from 'react-router';
import { useMenuPaths } from '../useMenuPaths';
import { useTabs } from '../../stores/tabs';
import { PageErrorBoundary } from '../errorlog/PageErrorBoundary';
import { PageLoading } from '../PageLoading';
import { KeepAliveCache } from './keepAliveCache';
import { keepAliveKey, takeRemounts } from './keepAlivePolicy';

type Kept = {
  element: ReactNode;
  /** The location the page was shown at: a hidden page keeps reading its own path and query. */
  location: ContextType<typeof UNSAFE_LocationContext>;
  /** The route that rendered it: the same path can come to another route after the menus change. */
  routeId: string | undefined;
  /** The scroll container's position while this page was shown. */
  scrollTop: number;
};

/**
 * The routed view with keep-alive (spec §2 Layout, §4 Tabs): the page of every open tab stays
 * mounted under React's `<Activity mode="hidden">`, keyed by its full path, so its form input,
 * filters and table page survive a tab switch; the scroll position of the shared scroll
 * container is saved per page and restored. A closed tab's page is dropped, at most 20 pages
 * are kept (least recently used go first), and the refresh route and `keepAlive: false` menu
 * pages are always mounted afresh.
 */
export function KeepAliveOutlet({ scrollRef }: { scrollRef: RefObject<HTMLElement | null> }) {
  const outlet = useOutlet();
  const location = useLocation();
  const locationContext = useContext(UNSAFE_LocationContext);
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
  if (key) cache.visit(key, shownPage(cache.get(key), { element: outlet, location: locationContext, routeId }));
  else cache.drop(current);

  useScrollMemory(scrollRef, key, cache);

  return (
    <>
      {cache.entries().map(([k, kept]) => (
        <KeptPage key={k} name={k} visible={k === key} element={kept.element} location={kept.location} />
      ))}
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
  if (kept && kept.routeId === shown.routeId && kept.location.location.state === shown.location.location.state)
    return kept;
  return { ...shown, scrollTop: kept?.scrollTop ?? 0 };
}

/**
 * One kept page. Memoised: a tab switch renders only the page leaving and the page shown (their
 * Activity modes change), not the other kept pages.
 */
const KeptPage = memo(function KeptPage({
  name,
  visible,
  element,
  location,
}: {
  name: string;
  visible: boolean;
  element: ReactNode;
  location: ContextType<typeof UNSAFE_LocationContext>;
}) {
  return (
    <Activity mode={visible ? 'visible' : 'hidden'} name={name}>
      <UNSAFE_LocationContext.Provider value={location}>
        <PageErrorBoundary>
          <Suspense fallback={<PageLoading />}>{element}</Suspense>
        </PageErrorBoundary>
      </UNSAFE_LocationContext.Provider>
    </Activity>
  );
});

/** Remembers the scroll container's position per kept page and puts it back when the page returns. */
function useScrollMemory(
  scrollRef: RefObject<HTMLElement | null>,
  key: string | undefined,
  cache: KeepAliveCache<Kept>,
) {
  const shown = useRef(key);

  useLayoutEffect(() => {
    shown.current = key;
    const el = scrollRef.current;
    if (el) el.scrollTop = (key && cache.get(key)?.scrollTop) || 0;
  }, [key, cache, scrollRef]);

  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const onScroll = () => {
      const kept = shown.current ? cache.get(shown.current) : undefined;
      if (kept) kept.scrollTop = el.scrollTop;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [cache, scrollRef]);
}
