import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountInConsole } from '../test/mountInConsole';
import { removeToken, setToken } from '../lib/storage';
import { useLock } from '../stores/lock';
import { useUser } from '../stores/user';
import { routes } from './router';
import { waitForScreen } from '../test/mountRoot';

const getData = vi.hoisted(() => vi.fn());
vi.mock('../lib/api', async () => (await import('../test/callViaHttp')).callViaHttp(getData));
// The shell and the pages as stand-ins: what is checked here is where the guard sends the user.
vi.mock('./pages', () => ({
  ShellLayout: () => <Outlet />,
  pageFor: (code: string) => () => <p>{code}</p>,
}));

beforeEach(() => {
  getData.mockReturnValue(new Promise(() => undefined));
  setToken('access-1');
  useUser.setState({ token: 'access-1' });
  useLock.setState({ isLock: false, syncing: false });
});
afterEach(() => {
  removeToken();
  useUser.setState({ token: '' });
});
// After the hooks above: the screen is unmounted before they sign out (mountRoot).
const screen = mountInConsole();

/** Opens `path` signed in; resolves with every address the router went through. */
async function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const visited = [router.state.location.pathname];
  router.subscribe((state) => visited.push(state.location.pathname + state.location.search));
  await screen.render(<RouterProvider router={router} />);
  return visited;
}

describe('the sign-in page with a session', () => {
  it('goes straight to the home page, not through / and /wel (a render and a commit each)', async () => {
    const visited = await open('/login');
    await waitForScreen(() => expect(screen.host.textContent).toBe('home'));
    expect(visited).toEqual(['/login', '/wel/index']);
  });

  it('goes to the page the user asked for', async () => {
    const visited = await open('/login?redirect=%2Fwel%2Fdashboard%3Ftab%3D2');
    await waitForScreen(() => expect(screen.host.textContent).toBe('dashboard'));
    expect(visited).toEqual(['/login', '/wel/dashboard?tab=2']);
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/login?redirect=%2Fwel'])(
    'never follows a redirect outside the console or back to the sign-in page (%s): the home page instead',
    async (redirect) => {
      const visited = await open(`/login?redirect=${encodeURIComponent(redirect)}`);
      await waitForScreen(() => expect(screen.host.textContent).toBe('home'));
      expect(visited.at(-1)).toBe('/wel/index');
    },
  );
});
