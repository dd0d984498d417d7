import { useQuery } from '@tanstack/react-query';
import type { CaptchaResponse, TokenError, TokenResponse, UserInfo } from '@invest/contract/auth';
import type { Envelope } from '@invest/contract/envelope';
import { getData, http, HttpError, postData } from '../../lib/http';

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

export type SmsSignInPayload = { tenantId: string; phone: string; code: string };

/** Phone sign-in: the code sent by sendSmsCode (docs/decisions.md: grant_type=sms_code). */
export async function smsSignIn(p: SmsSignInPayload): Promise<TokenResponse> {
  const res = await http.post<TokenResponse>(TOKEN, null, {
    authorization: false,
    headers: { 'Tenant-Id': p.tenantId },
    params: { tenantId: p.tenantId, phone: p.phone, code: p.code, grant_type: 'sms_code', scope: 'all' },
  });
  return res.data;
}

/** Asks for a sign-in code by SMS; answers the server's message (验证码已发送). */
export async function sendSmsCode(phone: string, tenantId: string): Promise<string> {
  const res = await http.post<Envelope<null>>('/api/blade-auth/oauth/sms-code', null, {
    authorization: false,
    headers: { 'Tenant-Id': tenantId },
    params: { phone, tenantId },
  });
  return res.data.msg;
}

/** Where to send the browser to sign in with a third party; it comes back to `redirectUri`. */
export const socialAuthorizeUrl = async (source: string, tenantId: string, redirectUri: string) =>
  (
    await getData<{ authorizeUrl: string }>(`/api/blade-auth/oauth/render/${encodeURIComponent(source)}`, {
      authorization: false,
      params: { tenantId, redirectUri },
    })
  ).authorizeUrl;

export type SocialSignInPayload = { tenantId: string; source: string; code: string; state: string };

/**
 * The provider's answer traded for tokens. Silent: an identity with no account yet is not an
 * error for the user (the registration dialog opens), so the caller shows every other failure.
 */
export async function socialSignIn(p: SocialSignInPayload): Promise<TokenResponse> {
  const res = await http.post<TokenResponse>(TOKEN, null, {
    authorization: false,
    silent: true,
    headers: { 'Tenant-Id': p.tenantId },
    params: {
      tenantId: p.tenantId,
      source: p.source,
      code: p.code,
      state: p.state,
      grant_type: 'social',
      scope: 'all',
    },
  });
  return res.data;
}

/** What the 400 answer for an identity without an account carries (spec §2 registration dialog). */
export type UnboundIdentity = { oauthId: string; tenantId: string; name: string };

export function unboundIdentity(error: unknown): UnboundIdentity | undefined {
  if (!(error instanceof HttpError) || error.kind !== 'answer') return undefined;
  const body = error.body as Partial<TokenError> | undefined;
  if (!body || typeof body.oauth_id !== 'string' || !body.oauth_id) return undefined;
  return { oauthId: body.oauth_id, tenantId: body.tenant_id ?? '', name: body.name ?? '' };
}

export type RegisterGuestPayload = {
  tenantId: string;
  name: string;
  account: string;
  /** Already MD5 hex (lib/crypto). */
  password: string;
  oauthId: string;
};

/** Registers an account for a third-party identity (it waits for approval); answers the server's msg. Silent: the dialog shows msg or 提交失败. */
export async function registerGuest(p: RegisterGuestPayload): Promise<string> {
  const res = await http.post<Envelope<null>>('/api/blade-user/register-guest', null, {
    authorization: false,
    silent: true,
    params: p,
  });
  return res.data.msg;
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

/**
 * Spec §7's POST form of logout: it ends the session, so it is not a GET (never prefetched or
 * repeated by the browser). Silent: signing out goes on locally whatever the server answers.
 */
export const serverLogout = () => postData<null>('/api/blade-auth/oauth/logout', undefined, { silent: true });

export async function clearServerCache(): Promise<string> {
  const res = await http.get<{ msg: string }>('/api/blade-auth/oauth/clear-cache');
  return res.data.msg;
}
