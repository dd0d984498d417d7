import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenResponse } from '@invest/contract/auth';
import {
  getRefreshToken,
  getStore,
  getToken,
  removeRefreshToken,
  removeToken,
  setRefreshToken,
  setToken,
} from '../lib/storage';

vi.mock('./sessionApi', () => ({
  signIn: vi.fn(),
  refreshToken: vi.fn(),
  fetchUserInfo: vi.fn(),
  serverLogout: vi.fn(),
  fetchMenuRoutes: vi.fn(),
  fetchButtons: vi.fn(),
}));

const session = await import('./sessionApi');
const { setSignInHooks, useUser } = await import('./user');
const { useTabs } = await import('./tabs');
const { useLock } = await import('./lock');

const tokens = (n: number): TokenResponse => ({
  access_token: `access-${n}`,
  refresh_token: `refresh-${n}`,
  token_type: 'bearer',
  expires_in: 3600,
  tenant_id: '000000',
  user_id: '1',
  account: 'admin',
  user_name: 'admin',
  nick_name: '管理员',
  role_name: '超级管理员',
  avatar: '',
  oauth_id: '',
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A stand-in for navigator.locks that lets a test act while the lock is being acquired. */
function installLocks(beforeGrant?: () => void) {
  const request = vi.fn(async (_name: string, cb: () => Promise<unknown>) => {
    beforeGrant?.();
    return cb();
  });
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return request;
}

beforeEach(() => {
  vi.mocked(session.refreshToken).mockReset();
  vi.mocked(session.signIn).mockReset();
  vi.mocked(session.fetchUserInfo).mockResolvedValue({
    userId: '1',
    tenantId: '000000',
    account: 'admin',
    name: 'admin',
    realName: '管理员',
    nickName: '管理员',
    email: '',
    phone: '',
    avatar: '',
    roleName: '超级管理员',
    roleNameEn: 'Super administrator',
    roles: ['administrator'],
    passwordChangeRequired: false,
  });
  vi.mocked(session.fetchButtons).mockResolvedValue([
    {
      code: 'project_list',
      name: '',
      nameEn: '',
      children: [{ code: 'project_add', name: '', nameEn: '', children: [] }],
    },
  ]);
  vi.mocked(session.fetchMenuRoutes).mockResolvedValue([]);
  vi.mocked(session.serverLogout).mockResolvedValue(undefined);
  setToken('access-0');
  setRefreshToken('refresh-0');
  useUser.setState({ token: 'access-0' });
});

afterEach(() => {
  removeToken();
  removeRefreshToken();
  Reflect.deleteProperty(navigator, 'locks');
});

describe('token refresh', () => {
  it('never overlaps: concurrent callers share one refresh, through the cross-tab lock', async () => {
    const request = installLocks();
    const answer = deferred<TokenResponse>();
    vi.mocked(session.refreshToken).mockReturnValue(answer.promise);
    const first = useUser.getState().refresh();
    const second = useUser.getState().refresh();
    answer.resolve(tokens(1));
    await Promise.all([first, second]);
    expect(session.refreshToken).toHaveBeenCalledTimes(1);
    expect(session.refreshToken).toHaveBeenCalledWith('refresh-0', expect.any(String));
    expect(request).toHaveBeenCalledWith('token-refresh', expect.any(Function));
    expect(getToken()).toBe('access-1');
    expect(getRefreshToken()).toBe('refresh-1');
    expect(useUser.getState().token).toBe('access-1');
  });

  it('uses the tokens another tab refreshed while this one waited for the lock', async () => {
    installLocks(() => {
      setToken('access-9');
      setRefreshToken('refresh-9');
    });
    await useUser.getState().refresh();
    expect(session.refreshToken).not.toHaveBeenCalled();
    expect(useUser.getState().token).toBe('access-9');
  });

  it('does nothing without a refresh token', async () => {
    removeRefreshToken();
    await useUser.getState().refresh();
    expect(session.refreshToken).not.toHaveBeenCalled();
  });
});

describe('sign-in and sign-out', () => {
  it('stores tokens, tenant and user, resets tabs, clears the lock and loads roles, buttons and menu', async () => {
    removeToken();
    useUser.setState({ token: '' });
    useTabs.getState().addTab({ label: 'x', value: '/x' });
    await useLock.getState().lock('pw');
    vi.mocked(session.signIn).mockResolvedValue(tokens(2));
    await useUser.getState().login({ tenantId: '000000', username: 'admin', password: 'md5' });
    const s = useUser.getState();
    expect(getToken()).toBe('access-2');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(s.token).toBe('access-2');
    expect(getStore({ name: 'tenantId' })).toBe('000000');
    expect(s.roles).toEqual(['administrator']);
    expect(s.permission).toEqual({ project_add: true });
    expect(s.sessionLoaded).toBe(true);
    expect(useTabs.getState().tabList.map((t) => t.value)).toEqual(['/wel/index']);
    expect(useLock.getState().isLock).toBe(false);
    expect(useLock.getState().hasPasswd).toBe(false);
  });

  it('starts the next screen with the request, and its data with the tokens, not after the menus', async () => {
    removeToken();
    useUser.setState({ token: '' });
    const seen: string[] = [];
    setSignInHooks({
      started: () => seen.push(`started, token '${getToken()}'`),
      signedIn: () => {
        seen.push(`signed in, token '${getToken()}'`);
        return undefined;
      },
    });
    const answer = deferred<TokenResponse>();
    // As the HTTP client does, the request leaves a few microtasks after the call.
    vi.mocked(session.signIn).mockImplementation(async () => {
      await Promise.resolve();
      await Promise.resolve();
      seen.push('request sent');
      return answer.promise;
    });
    const menus = deferred<Awaited<ReturnType<typeof session.fetchMenuRoutes>>>();
    vi.mocked(session.fetchMenuRoutes).mockReturnValue(menus.promise);
    try {
      const signingIn = useUser.getState().login({ tenantId: '000000', username: 'admin', password: 'md5' });
      // The request is in flight: the shell's and home page's code are on their way, and did not hold it back.
      await vi.waitFor(() => expect(seen).toEqual(['request sent', "started, token ''"]));
      answer.resolve(tokens(3));
      // The tokens are here, the menus not yet: the home page's figures go out now, beside them.
      await vi.waitFor(() =>
        expect(seen).toEqual(['request sent', "started, token ''", "signed in, token 'access-3'"]),
      );
      expect(useUser.getState().token).toBe('');
      menus.resolve([]);
      await signingIn;
      expect(useUser.getState().token).toBe('access-3');
    } finally {
      setSignInHooks({});
    }
  });

  it('tells the app of a submit at once, before the request leaves', async () => {
    removeToken();
    useUser.setState({ token: '' });
    const seen: string[] = [];
    setSignInHooks({ submitted: () => seen.push('submitted'), started: () => seen.push('started') });
    vi.mocked(session.signIn).mockImplementation(() => {
      seen.push('request sent');
      return Promise.resolve(tokens(5));
    });
    vi.mocked(session.fetchMenuRoutes).mockResolvedValue([]);
    try {
      const signingIn = useUser.getState().login({ tenantId: '000000', username: 'admin', password: 'md5' });
      // Synchronously: the HTTP client may still be on its way.
      expect(seen).toEqual(['submitted']);
      await signingIn;
      await vi.waitFor(() => expect(seen).toEqual(['submitted', 'request sent', 'started']));
    } finally {
      setSignInHooks({});
    }
  });

  it('shows the console only once the session and what the sign-in hook waits for are in', async () => {
    removeToken();
    useUser.setState({ token: '' });
    const figures = deferred<void>();
    setSignInHooks({ signedIn: () => figures.promise });
    vi.mocked(session.signIn).mockResolvedValue(tokens(4));
    vi.mocked(session.fetchMenuRoutes).mockResolvedValue([]);
    try {
      const signingIn = useUser.getState().login({ tenantId: '000000', username: 'admin', password: 'md5' });
      // The session is loaded, the figures are not: the guard does not move on yet.
      await vi.waitFor(() => expect(useUser.getState().sessionLoaded).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(useUser.getState().token).toBe('');
      figures.resolve();
      await signingIn;
      expect(useUser.getState().token).toBe('access-4');
    } finally {
      setSignInHooks({});
    }
  });

  it('a failed sign-in signs nobody in', async () => {
    removeToken();
    useUser.setState({ token: '' });
    vi.mocked(session.signIn).mockRejectedValue(new Error('用户名或密码不正确'));
    await expect(useUser.getState().login({ tenantId: '000000', username: 'a', password: 'b' })).rejects.toThrow();
    expect(getToken()).toBe('');
    expect(useUser.getState().token).toBe('');
  });

  it('logout asks the server, then clears tokens, user, menus, tabs and the lock', async () => {
    useTabs.getState().addTab({ label: 'x', value: '/x' });
    await useLock.getState().lock('pw');
    await useUser.getState().logout();
    expect(session.serverLogout).toHaveBeenCalledTimes(1);
    const s = useUser.getState();
    expect([getToken(), getRefreshToken(), s.token]).toEqual(['', '', '']);
    expect([s.userInfo, s.menu, s.permission]).toEqual([null, [], {}]);
    expect(getStore({ name: 'userInfo' })).toBeUndefined();
    expect(useTabs.getState().tabList).toHaveLength(1);
    expect(useLock.getState().isLock).toBe(false);
    expect(useLock.getState().hasPasswd).toBe(false);
  });
});
