import { useQuery } from '@tanstack/react-query';
import { authApi } from '@invest/contract/api/auth';
import { userApi } from '@invest/contract/api/user';
import type { TokenError, TokenResponse } from '@invest/contract/auth';
import type { QueryIn } from '@invest/contract/endpoint';
import { call, callForMessage } from '../../lib/api';
import { HttpError } from '../../lib/http';

/** The token endpoint without a session (spec §7): every grant sends the tenant as a header too. */
const token = (query: QueryIn<typeof authApi.token>, headers: Record<string, string>, silent = false) =>
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
  return token(
    {
      tenantId: p.tenantId,
      username: p.username,
      password: p.password,
      grant_type: p.captcha ? 'captcha' : 'password',
      scope: 'all',
      type: 'account',
    },
    headers,
  );
}

export type SmsSignInPayload = { tenantId: string; phone: string; code: string };

/** Phone sign-in: the code sent by sendSmsCode (docs/decisions.md: grant_type=sms_code). */
export async function smsSignIn(p: SmsSignInPayload): Promise<TokenResponse> {
  return token(
    { tenantId: p.tenantId, phone: p.phone, code: p.code, grant_type: 'sms_code', scope: 'all' },
    { 'Tenant-Id': p.tenantId },
  );
}

/** Asks for a sign-in code by SMS; answers the server's message (验证码已发送). */
export async function sendSmsCode(phone: string, tenantId: string): Promise<string> {
  return callForMessage(
    authApi.smsCode,
    { query: { phone, tenantId } },
    { authorization: false, headers: { 'Tenant-Id': tenantId } },
  );
}

/** Where to send the browser to sign in with a third party; it comes back to `redirectUri`. */
export const socialAuthorizeUrl = async (source: string, tenantId: string, redirectUri: string) =>
  (
    await call(
      authApi.socialAuthorize,
      { params: { source }, query: { tenantId, redirectUri } },
      { authorization: false },
    )
  ).authorizeUrl;

export type SocialSignInPayload = { tenantId: string; source: string; code: string; state: string };

/**
 * The provider's answer traded for tokens. Silent: an identity with no account yet is not an
 * error for the user (the registration dialog opens), so the caller shows every other failure.
 */
export async function socialSignIn(p: SocialSignInPayload): Promise<TokenResponse> {
  return token(
    { tenantId: p.tenantId, source: p.source, code: p.code, state: p.state, grant_type: 'social', scope: 'all' },
    { 'Tenant-Id': p.tenantId },
    true,
  );
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
  return callForMessage(userApi.registerGuest, { query: p }, { authorization: false, silent: true });
}

/** Refresh tokens rotate: each one works once (the caller serialises refreshes, stores/user.ts). */
export async function refreshToken(refresh: string, tenantId: string): Promise<TokenResponse> {
  return token(
    { tenantId, refresh_token: refresh, grant_type: 'refresh_token', scope: 'all' },
    { 'Tenant-Id': tenantId },
  );
}

const fetchCaptcha = () => call(authApi.captcha, {}, { authorization: false });

/** A fresh captcha (never cached: each code works once); `refetch` gives a new one. */
export function useCaptcha(enabled: boolean) {
  return useQuery({ queryKey: ['captcha'], queryFn: fetchCaptcha, enabled, staleTime: Infinity, gcTime: 0, retry: 1 });
}

export const fetchUserInfo = () => call(authApi.userInfo);

/**
 * Spec §7's POST form of logout: it ends the session, so it is not a GET (never prefetched or
 * repeated by the browser). Silent: signing out goes on locally whatever the server answers.
 */
export const serverLogout = () => call(authApi.logout, {}, { silent: true });

export const clearServerCache = () => callForMessage(authApi.clearCache);
