import { useQuery } from '@tanstack/react-query';
import type { CaptchaResponse, TokenResponse, UserInfo } from '@invest/contract/auth';
import { getData, http } from '../../lib/http';

/** Every auth URL of the console (spec §7, Authentication). */
const TOKEN = '/api/blade-auth/oauth/token';

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
  const res = await http.post<TokenResponse>(TOKEN, null, {
    authorization: false,
    headers,
    params: {
      tenantId: p.tenantId,
      username: p.username,
      password: p.password,
      grant_type: p.captcha ? 'captcha' : 'password',
      scope: 'all',
      type: 'account',
    },
  });
  return res.data;
}

/** Refresh tokens rotate: each one works once (the caller serialises refreshes, stores/user.ts). */
export async function refreshToken(refresh: string, tenantId: string): Promise<TokenResponse> {
  const res = await http.post<TokenResponse>(TOKEN, null, {
    authorization: false,
    headers: { 'Tenant-Id': tenantId },
    params: { tenantId, refresh_token: refresh, grant_type: 'refresh_token', scope: 'all' },
  });
  return res.data;
}

const fetchCaptcha = () => getData<CaptchaResponse>('/api/blade-auth/oauth/captcha', { authorization: false });

/** A fresh captcha (never cached: each code works once); `refetch` gives a new one. */
export function useCaptcha(enabled: boolean) {
  return useQuery({ queryKey: ['captcha'], queryFn: fetchCaptcha, enabled, staleTime: Infinity, gcTime: 0, retry: 1 });
}

export const fetchUserInfo = () => getData<UserInfo>('/api/blade-auth/oauth/user-info');

/** Silent: signing out goes on locally whatever the server answers. */
export const serverLogout = () => getData<null>('/api/blade-auth/oauth/logout', { silent: true });

export async function clearServerCache(): Promise<string> {
  const res = await http.get<{ msg: string }>('/api/blade-auth/oauth/clear-cache');
  return res.data.msg;
}
