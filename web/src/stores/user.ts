import { create } from 'zustand';
import type { TokenResponse, UserInfo } from '@invest/contract/auth';
import type { MenuRoute } from '@invest/contract/menu';
import {
  fetchButtons,
  fetchMenuRoutes,
  fetchUserInfo,
  refreshToken,
  serverLogout,
  signIn,
  type SignInPayload,
} from './sessionApi';
import { httpClientReady } from '../lib/api';
import { menuForRoles, permissionMap, sortMenu } from '../lib/menuTree';
import { website } from '../lib/config';
import {
  getRefreshToken,
  getStore,
  getToken,
  removeRefreshToken,
  removeStore,
  removeToken,
  setRefreshToken,
  setStore,
  setToken,
} from '../lib/storage';
import { useCommon } from './common';
import { useLock } from './lock';
import { useTabs } from './tabs';

type UserState = {
  /** Mirror of the token cookie, so the UI re-renders when the session starts or ends. */
  token: string;
  tenantId: string;
  userInfo: UserInfo | null;
  roles: string[];
  permission: Record<string, true>;
  menu: MenuRoute[];
  menuAll: MenuRoute[];
  /** Whether user info, buttons and menu were loaded from the server in this page's life. */
  sessionLoaded: boolean;

  login: (payload: SignInPayload) => Promise<void>;
  /** The same sign-in for another grant (phone, third party): `request` answers the tokens. */
  loginWith: (request: () => Promise<TokenResponse>, tenantId: string) => Promise<void>;
  /** Renews the tokens; never overlaps another refresh, in this tab or any other. */
  refresh: () => Promise<void>;
  /** User info, buttons and menu, once per page life (shared by concurrent callers). */
  loadSession: () => Promise<void>;
  fetchUserInfo: () => Promise<UserInfo>;
  fetchButtons: () => Promise<Record<string, true>>;
  fetchMenus: (topMenuId?: string) => Promise<MenuRoute[]>;
  /** Asks the server to end the session, then clears locally. */
  logout: () => Promise<void>;
  /** Clears the session locally (401, empty token). */
  forceLogout: () => void;
  /** Re-reads the token cookie (another tab may have refreshed or signed out). */
  syncToken: () => void;
  hasPermission: (code: string) => boolean;
  hasRole: (role: string) => boolean;
};

/** The token answer as the console's user shape, until the user-info call fills in the rest. */
export function userFromToken(res: TokenResponse): UserInfo {
  return {
    userId: res.user_id,
    tenantId: res.tenant_id,
    account: res.account,
    name: res.user_name,
    realName: '',
    nickName: res.nick_name,
    email: '',
    phone: '',
    avatar: res.avatar,
    roleName: res.role_name,
    // The token names roles in Chinese; the user-info call that follows brings the English names.
    roleNameEn: res.role_name,
    roles: [],
    passwordChangeRequired: false,
  };
}

function storeTokens(res: TokenResponse): void {
  setToken(res.access_token);
  setRefreshToken(res.refresh_token);
}

/**
 * What the app starts alongside a sign-in (app/firstScreen.ts), so the screen after it does not
 * wait in waves: `submitted` at the submit (to stop what would compete with it; the request may
 * still wait for the settings and the HTTP client), `started` as the request leaves, `signedIn`
 * once the tokens are here. What `signedIn` returns, the console waits for beside the session
 * before it is shown.
 */
type SignInHooks = {
  submitted?: () => void;
  started?: () => void;
  signedIn?: () => Promise<unknown> | undefined;
};
const signInHooks: SignInHooks = {};

export function setSignInHooks(next: SignInHooks): void {
  signInHooks.submitted = next.submitted;
  signInHooks.started = next.started;
  signInHooks.signedIn = next.signedIn;
}

/** A sign-in form was submitted: called by the form at once, before it waits for anything. */
export function signInSubmitted(): void {
  signInHooks.submitted?.();
}

let refreshing: Promise<void> | undefined;
let loading: Promise<void> | undefined;

const SESSION_KEYS = ['userInfo', 'permission', 'menu', 'menuAll'];

// The tokens live in session cookies: when they are gone (the browser was closed), so is the
// session, and the last user's details do not stay behind on a shared machine.
if (!getToken() && !getRefreshToken()) for (const name of SESSION_KEYS) removeStore({ name });

const storedUser = getStore<UserInfo>({ name: 'userInfo' }) ?? null;

/**
 * The menus as the server sent them (its grants), stored so; `menu` and `menuAll` are these
 * narrowed to the user's roles (spec §5 meta.roles), again whenever the roles or the menus arrive.
 */
const served = {
  menu: getStore<MenuRoute[]>({ name: 'menu' }) ?? [],
  menuAll: getStore<MenuRoute[]>({ name: 'menuAll' }) ?? [],
};
const shownTo = (roles: string[]) => ({
  menu: menuForRoles(served.menu, roles),
  menuAll: menuForRoles(served.menuAll, roles),
});
const forgetMenus = () => {
  served.menu = [];
  served.menuAll = [];
};

export const useUser = create<UserState>()((set, get) => ({
  token: getToken(),
  tenantId: getStore<string>({ name: 'tenantId' }) || website.defaultTenantId,
  userInfo: storedUser,
  roles: storedUser?.roles ?? [],
  permission: getStore<Record<string, true>>({ name: 'permission' }) ?? {},
  ...shownTo(storedUser?.roles ?? []),
  sessionLoaded: false,

  login: (payload) => get().loginWith(() => signIn(payload), payload.tenantId),

  loginWith: async (request, requestedTenant) => {
    // The next screen's code comes while the request is in flight, but only once it has left: with
    // the client here the request leaves a few microtasks on, before `started` below. Not so while
    // the client was still being imported: `started` ran first, and its work (the shell's code,
    // 100–300 ms of main thread) held the request back; chunk fetches started first would also
    // queue it behind them (HTTP/1.1, six connections per host).
    signInSubmitted();
    await httpClientReady();
    const answer = request();
    const { started } = signInHooks;
    if (started) setTimeout(started, 0);
    const res = await answer;
    storeTokens(res);
    const tenantId = res.tenant_id || requestedTenant;
    const userInfo = userFromToken(res);
    setStore({ name: 'tenantId', content: tenantId });
    setStore({ name: 'userInfo', content: userInfo });
    useTabs.getState().resetTabs();
    useLock.getState().clearLock();
    useCommon.getState().setTopMenuId('');
    forgetMenus();
    set({ tenantId, userInfo, roles: [], permission: {}, menu: [], menuAll: [], sessionLoaded: false });
    const companions = signInHooks.signedIn?.();
    // The shell opens with its menu ready (and its first page's data, where the hook asks): the
    // token is published (and the guard moves on) last.
    await Promise.all([get().loadSession(), companions]);
    set({ token: getToken() });
  },

  refresh: () => {
    refreshing ??= runRefresh(get, set).finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  },

  loadSession: () => {
    const topMenuId = useCommon.getState().topMenuId;
    loading ??= Promise.allSettled([
      get().fetchUserInfo(),
      get().fetchButtons(),
      get().fetchMenus(),
      // The side menu of the chosen top menu (stored as menuId) survives a reload.
      ...(topMenuId ? [get().fetchMenus(topMenuId)] : []),
    ])
      .then(() => set({ sessionLoaded: true }))
      .finally(() => {
        loading = undefined;
      });
    return loading;
  },

  fetchUserInfo: async () => {
    const info = await fetchUserInfo();
    setStore({ name: 'userInfo', content: info });
    set({ userInfo: info, roles: info.roles, ...shownTo(info.roles) });
    return info;
  },

  fetchButtons: async () => {
    const permission = permissionMap(await fetchButtons());
    setStore({ name: 'permission', content: permission });
    set({ permission });
    return permission;
  },

  fetchMenus: async (topMenuId) => {
    const menu = sortMenu(await fetchMenuRoutes(topMenuId));
    // A late answer for a top menu the user has since left changes nothing.
    if (topMenuId && topMenuId !== useCommon.getState().topMenuId) return menu;
    // The whole menu (routes, search) always follows; the side menu keeps a chosen top menu's part.
    const sideToo = Boolean(topMenuId) || !useCommon.getState().topMenuId;
    if (sideToo) {
      served.menu = menu;
      setStore({ name: 'menu', content: menu });
    }
    if (!topMenuId) {
      served.menuAll = menu;
      setStore({ name: 'menuAll', content: menu });
    }
    const shown = shownTo(get().roles);
    set(topMenuId ? { menu: shown.menu } : sideToo ? shown : { menuAll: shown.menuAll });
    return menuForRoles(menu, get().roles);
  },

  logout: async () => {
    if (getToken()) await serverLogout().catch(() => undefined);
    get().forceLogout();
  },

  forceLogout: () => {
    removeToken();
    removeRefreshToken();
    for (const name of SESSION_KEYS) removeStore({ name });
    useTabs.getState().resetTabs();
    useLock.getState().clearLock();
    forgetMenus();
    set({ token: '', userInfo: null, roles: [], permission: {}, menu: [], menuAll: [], sessionLoaded: false });
  },

  syncToken: () => {
    const token = getToken();
    if (token !== get().token) set({ token });
  },

  hasPermission: (code) => get().permission[code] === true,
  hasRole: (role) => get().roles.includes(role),
}));

type Get = () => UserState;
type Set = (partial: Partial<UserState>) => void;

/**
 * Refresh tokens rotate and a reused one ends the session, so refreshes must never overlap:
 * within the tab the caller shares one promise; across tabs a Web Lock serialises them, and the
 * cookie is read again once the lock is held: if the refresh token changed meanwhile, another
 * tab already refreshed and its tokens are used as they are.
 */
async function runRefresh(get: Get, set: Set): Promise<void> {
  const seen = getRefreshToken();
  if (!seen) return;
  const work = async () => {
    const current = getRefreshToken();
    if (!current) return;
    if (current !== seen) {
      set({ token: getToken() });
      return;
    }
    const res = await refreshToken(current, get().tenantId);
    storeTokens(res);
    set({ token: res.access_token });
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) await locks.request('token-refresh', work);
  else await work();
}
