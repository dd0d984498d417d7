import { act, useRef, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../lib/i18n';
import type { MenuRoute } from '@invest/contract/menu';
import { useTabs } from '../../stores/tabs';
import { useUser } from '../../stores/user';
import { KeepAliveOutlet } from './KeepAliveOutlet';
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

/** Renders of the page's own top, which reads nothing of the router. */
let pageRenders = 0;
function PageTop() {
  pageRenders += 1;
  return <Counter />;
}

/** The route's element picks the page by its path, as the console's menu routes do. */
function RouteView() {
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

const page = (path: string) => mounted.host.querySelector<HTMLElement>(`[data-page="${path}"]`);
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
  router = createMemoryRouter([{ element: <Shell />, children: [{ path: '*', element: <RouteView /> }] }], {
    initialEntries: ['/wel/index'],
  });
  await act(async () => mounted.root.render(<RouterProvider router={router} />));
});

describe('keep-alive pages', () => {
  it('keep their state while hidden, and keep reading their own path', async () => {
    await go('/a');
    click('/a');
    click('/a');
    await go('/b');
    expect(page('/a')?.style.display).toBe('none');
    expect(page('/a')?.querySelector('.path')?.textContent).toBe('/a');
    expect(count('/b')).toBe('0');
    await go('/a');
    expect(count('/a')).toBe('2');
    expect(page('/a')?.style.display).not.toBe('none');
    expect(page('/b')?.style.display).toBe('none');
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
    expect(page('/a')?.style.display).toBe('none');
    expect(page('/c')?.style.display).not.toBe('none');
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
});
