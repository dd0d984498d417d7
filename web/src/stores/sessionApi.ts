import { authApi } from '@invest/contract/api/auth';
import { menuApi } from '@invest/contract/api/menu';
import type { TokenResponse } from '@invest/contract/auth';
import type { QueryIn } from '@invest/contract/endpoint';
import { call } from '../lib/api';

/*
 * The session's own calls (sign in, renew, user info, buttons, menus, sign out): the user store
 * owns them, as a feature owns its calls, because stores sit below features (docs/decisions.md).
 */

/** The token endpoint without a session (spec §7): every grant sends the tenant as a header too. */
export const requestToken = (query: QueryIn<typeof authApi.token>, headers: Record<string, string>, silent = false) =>
  call(authApi.token, { query }, { authorization: false, silent, headers });

export type SignInPayload = {
  tenantId: string;
  username: string;
  /** Already MD5 hex (lib/crypto). */
  password: string;
  /** Present when captcha mode is on. */
  captcha?: { key: string; code: string };
};

export async function signIn(p: SignInPayload): Promise<TokenResponse> {
  const headers: Record<string, string> = { 'Tenant-Id': p.tenantId };
  if (p.captcha) {
    headers['Captcha-Key'] = p.captcha.key;
    headers['Captcha-Code'] = p.captcha.code;
  }
  // Silent: the sign-in page shows why it was refused in its card (it has no toasts of its own).
  return requestToken(
    {
      tenantId: p.tenantId,
      username: p.username,
      password: p.password,
      grant_type: p.captcha ? 'captcha' : 'password',
      scope: 'all',
      type: 'account',
    },
    headers,
    true,
  );
}

/** Refresh tokens rotate: each one works once (the caller serialises refreshes, stores/user.ts). */
export async function refreshToken(refresh: string, tenantId: string): Promise<TokenResponse> {
  return requestToken(
    { tenantId, refresh_token: refresh, grant_type: 'refresh_token', scope: 'all' },
    { 'Tenant-Id': tenantId },
  );
}

export const fetchUserInfo = () => call(authApi.userInfo);

export const fetchMenuRoutes = (topMenuId?: string) => call(menuApi.routes, { query: topMenuId ? { topMenuId } : {} });

export const fetchButtons = () => call(menuApi.buttons);

/**
 * Spec §7's POST form of logout: it ends the session, so it is not a GET (never prefetched or
 * repeated by the browser). Silent: signing out goes on locally whatever the server answers.
 */
export const serverLogout = () => call(authApi.logout, {}, { silent: true });
