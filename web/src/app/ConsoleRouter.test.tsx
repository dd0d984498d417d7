import { act, lazy, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, Outlet, useLocation } from 'react-router';
import { expect, it } from 'vitest';
import { ConsoleRouter } from './ConsoleRouter';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

it('commits every navigation, so a page whose code is still loading is not skipped by the next one', async () => {
  const committed: string[] = [];
  // The shell records each location it shows, as the tab bar does.
  function Shell() {
    const { pathname } = useLocation();
    useEffect(() => {
      committed.push(pathname);
    }, [pathname]);
    return (
      <Suspense fallback={<p>loading</p>}>
        <Outlet />
      </Suspense>
    );
  }
  let arrive: (page: { default: () => React.ReactNode }) => void = () => {};
  const SlowPage = lazy(() => new Promise<{ default: () => React.ReactNode }>((resolve) => (arrive = resolve)));
  const router = createMemoryRouter([
    {
      element: <Shell />,
      children: [
        { path: '/', element: <p>home</p> },
        { path: '/slow', element: <SlowPage /> },
        { path: '/next', element: <p>next</p> },
      ],
    },
  ]);
  const host = document.createElement('div');
  const root = createRoot(host);
  await act(async () => root.render(<ConsoleRouter router={router} />));

  await act(async () => {
    await router.navigate('/slow');
  });
  expect(host.textContent).toContain('loading');
  await act(async () => {
    await router.navigate('/next');
  });
  await act(async () => arrive({ default: () => <p>slow</p> }));

  expect(committed).toEqual(['/', '/slow', '/next']);
  expect(host.textContent).toBe('next');
  act(() => root.unmount());
});
