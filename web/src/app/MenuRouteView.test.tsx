import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountInConsole } from '../test/mountInConsole';
import { useUser } from '../stores/user';
import { MenuRouteView } from './MenuRouteView';
import { waitForScreen } from '../test/mountRoot';

const getData = vi.hoisted(() => vi.fn());
vi.mock('../lib/api', async () => (await import('../test/callViaHttp')).callViaHttp(getData));

const screen = mountInConsole();
afterEach(() => useUser.setState({ sessionLoaded: false, menuAll: [] }));

/** Opens `path` for a signed-in user whose menu is empty; the server knows only /system/user. */
async function open(path: string) {
  getData.mockImplementation(async (_url: string, { params }: { params: { path: string } }) => ({
    known: params.path === '/system/user',
  }));
  useUser.setState({ sessionLoaded: true, menuAll: [] });
  const router = createMemoryRouter(
    [
      { path: '/403', element: <p>no permission</p> },
      { path: '/404', element: <p>not found</p> },
      { path: '*', element: <MenuRouteView /> },
    ],
    { initialEntries: [path] },
  );
  await screen.render(<RouterProvider router={router} />);
  return router;
}

describe('a path outside the user menu', () => {
  it("is 403 when it is a page of some role's menu", async () => {
    const router = await open('/system/user');
    await waitForScreen(() => expect(screen.host.textContent).toBe('no permission'));
    expect(router.state.location.pathname).toBe('/403');
    expect(getData).toHaveBeenCalledWith('/api/blade-system/menu/known-path', { params: { path: '/system/user' } });
  });

  it('is 404 when no menu has it', async () => {
    const router = await open('/no/such/page');
    await waitForScreen(() => expect(screen.host.textContent).toBe('not found'));
    expect(router.state.location.pathname).toBe('/404');
  });
});
