import { act, useRef, useState } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Modal } from 'antd';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import type { MenuRoute } from '@invest/contract/menu';
import { useTabs } from '../../stores/tabs';
import { useUser } from '../../stores/user';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { KeptPagesHost, PAUSE_HIDDEN_AFTER_MS } from './KeptPagesHost';
import { requestRemount } from './keepAlivePolicy';
import { mountRoot } from '../../test/mountRoot';

/** A page with state of its own, which also shows the path it reads. */
function Counter() {
  const { pathname } = useLocation();
  const [count, setCount] = useState(0);
  return (
    <section data-page={pathname}>
      <span className="path">{pathname}</span>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        {count}
      </button>
    </section>
  );
}

/** Fetches of each page's query, by path. */
const fetches = new Map<string, number>();
/** A page with a query of its own (the paths under /q/). */
function QueryPage() {
  const { pathname } = useLocation();
  const { data } = useQuery({
    queryKey: ['page', pathname],
    queryFn: async () => {
      const n = (fetches.get(pathname) ?? 0) + 1;
      fetches.set(pathname, n);
      return n;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  return <output data-page={pathname}>{data}</output>;
}

/** Renders of the page's own top, which reads nothing of the router. */
let pageRenders = 0;
function PageTop() {
  pageRenders += 1;
  const { pathname } = useLocation();
  if (pathname.startsWith('/q/')) return <QueryPage />;
  if (pathname.startsWith('/dialog/'))
    return (
      <Modal open title={pathname} footer={null}>
        <p data-dialog={pathname}>{pathname}</p>
      </Modal>
    );
  return <Counter />;
}

/** Renders of the route's element, which reads the router as the console's menu routes do. */
let routeViewRenders = 0;
/** The route's element picks the page by its path, as the console's menu routes do. */
function RouteView() {
  routeViewRenders += 1;
  useLocation();
  return <PageTop />;
}

function Shell() {
  const scrollRef = useRef<HTMLElement>(null);
  return (
    <main ref={scrollRef}>
      <KeepAliveOutlet scrollRef={scrollRef} />
    </main>
  );
}

const fresh: MenuRoute = {
  id: '9',
  parentId: '0',
  code: 'fresh',
  name: '每次新开',
  nameEn: 'Always fresh',
  path: '/fresh',
  source: '',
  sort: 1,
  keepAlive: false,
  isShow: true,
  meta: { i18n: 'fresh', keepAlive: false },
  group: [],
  query: {},
  pinyin: [],
  children: [],
};

const mounted = mountRoot();
let router: ReturnType<typeof createMemoryRouter>;
let queryClient: QueryClient;

const page = (path: string) => mounted.host.querySelector<HTMLElement>(`[data-page="${path}"]`);
const hidden = (path: string) => page(path)?.closest<HTMLElement>('[data-kept-page]')?.hidden;
const count = (path: string) => page(path)?.querySelector('button')?.textContent;
const click = (path: string) => act(() => page(path)!.querySelector('button')!.click());
async function go(path: string) {
  await act(async () => {
    // Visiting a page opens its tab, as the shell's tab tracking does.
    useTabs.getState().addTab({ label: path, value: path });
    await router.navigate(path);
  });
}

beforeEach(async () => {
  localStorage.clear();
  useTabs.getState().resetTabs();
  fetches.clear();
  queryClient = new QueryClient();
  router = createMemoryRouter([{ element: <Shell />, children: [{ path: '*', element: <RouteView /> }] }], {
    initialEntries: ['/wel/index'],
  });
  await act(async () =>
    mounted.root.render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <KeptPagesHost />
      </QueryClientProvider>,
    ),
  );
});

describe('keep-alive pages', () => {
  it('keep their state while hidden, and keep reading their own path', async () => {
    await go('/a');
    click('/a');
    click('/a');
    await go('/b');
    expect(hidden('/a')).toBe(true);
    expect(page('/a')?.querySelector('.path')?.textContent).toBe('/a');
    expect(count('/b')).toBe('0');
    await go('/a');
    expect(count('/a')).toBe('2');
    expect(hidden('/a')).toBe(false);
    expect(hidden('/b')).toBe(true);
  });

  it('show a page switched back to without rendering it again', async () => {
    await go('/a');
    click('/a');
    await go('/b');
    await go('/c');
    const before = pageRenders;
    await go('/a');
    await go('/b');
    await go('/c');
    expect(pageRenders).toBe(before);
    expect(count('/a')).toBe('1');
    expect(hidden('/a')).toBe(true);
    expect(hidden('/c')).toBe(false);
  });

  it('render no hidden page when the route changes elsewhere', async () => {
    await go('/a');
    await go('/b');
    const before = routeViewRenders;
    // Another path of the same page's route: only the page shown renders, not /a's, though /a's
    // route element reads the router.
    await go('/c');
    await go('/d');
    expect(routeViewRenders - before).toBe(2);
    expect(page('/a')?.querySelector('.path')?.textContent).toBe('/a');
  });

  it("hide a hidden page's open dialog with it, and show it again with the page", async () => {
    await go('/dialog/1');
    const dialog = () => document.querySelector('[data-dialog="/dialog/1"]');
    expect(dialog()?.closest('[hidden]')).toBeNull();
    // A navigation from under the dialog (the browser's Back) leaves it open, on the page's tab.
    await go('/b');
    expect(dialog()?.closest('[hidden]')).not.toBeNull();
    await go('/dialog/1');
    expect(dialog()?.closest('[hidden]')).toBeNull();
  });

  it("drop a closed tab's page: it comes back fresh", async () => {
    await go('/a');
    click('/a');
    await go('/b');
    await act(async () => useTabs.getState().closeTab('/a'));
    expect(page('/a')).toBeNull();
    await go('/a');
    expect(count('/a')).toBe('0');
  });

  it('remount only the page asked for (a tab refresh)', async () => {
    await go('/a');
    click('/a');
    await go('/b');
    click('/b');
    requestRemount('/a');
    await go('/wel/index');
    await go('/a');
    expect(count('/a')).toBe('0');
    await go('/b');
    expect(count('/b')).toBe('1');
  });

  it('keep at most 20 pages: the least recently used one comes back fresh', async () => {
    await go('/p/0');
    click('/p/0');
    for (let i = 1; i <= 20; i++) await go(`/p/${i}`);
    // Home, /p/0 … /p/20 are open tabs, but only 20 pages stay mounted.
    expect(mounted.host.querySelectorAll('[data-page]')).toHaveLength(20);
    expect(page('/wel/index')).toBeNull();
    expect(page('/p/0')).toBeNull();
    await go('/p/0');
    expect(count('/p/0')).toBe('0');
  });

  it('mount a menu page whose keepAlive is false afresh every time, though its tab stays open', async () => {
    act(() => useUser.setState({ menuAll: [fresh] }));
    await go('/fresh');
    click('/fresh');
    await go('/b');
    expect(page('/fresh')).toBeNull();
    await go('/fresh');
    expect(count('/fresh')).toBe('0');
    expect(useTabs.getState().tabList.map((t) => t.value)).toContain('/fresh');
    act(() => useUser.setState({ menuAll: [] }));
  });

  describe("a hidden page's queries", () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
    afterEach(() => vi.useRealTimers());
    const settle = (ms = 0) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

    it('pause a while after the page is hidden, and catch up when it is shown again', async () => {
      await go('/q/1');
      await settle();
      expect(page('/q/1')?.textContent).toBe('1');
      await go('/b');
      await settle(PAUSE_HIDDEN_AFTER_MS);
      await act(() => queryClient.invalidateQueries());
      await settle();
      // Paused: the invalidation did not fetch for the hidden page, which still shows what it had.
      expect(fetches.get('/q/1')).toBe(1);
      expect(page('/q/1')?.textContent).toBe('1');
      await go('/q/1');
      await settle();
      await settle();
      expect(fetches.get('/q/1')).toBe(2);
      expect(page('/q/1')?.textContent).toBe('2');
    });

    it('keep running for a quick look at another tab', async () => {
      await go('/q/1');
      await settle();
      await go('/b');
      await settle(PAUSE_HIDDEN_AFTER_MS / 2);
      await act(() => queryClient.invalidateQueries());
      await settle();
      expect(fetches.get('/q/1')).toBe(2);
    });
  });
});
