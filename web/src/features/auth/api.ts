import { useQuery } from '@tanstack/react-query';
import { authApi } from '@invest/contract/api/auth';
import { userApi } from '@invest/contract/api/user';
import type { TokenError, TokenResponse } from '@invest/contract/auth';
import { call, callForMessage } from '../../lib/api';
import { HttpError } from '../../lib/httpError';
import { requestToken } from '../../stores/sessionApi';

export type SmsSignInPayload = { tenantId: string; phone: string; code: string };

/** Phone sign-in: the code sent by sendSmsCode (docs/decisions.md: grant_type=sms_code). Silent: the form shows why it failed. */
export async function smsSignIn(p: SmsSignInPayload): Promise<TokenResponse> {
  return requestToken(
    { tenantId: p.tenantId, phone: p.phone, code: p.code, grant_type: 'sms_code', scope: 'all' },
    { 'Tenant-Id': p.tenantId },
    true,
  );
}

/** Asks for a sign-in code by SMS; answers the server's message (验证码已发送). Silent: the form shows failures. */
export async function sendSmsCode(phone: string, tenantId: string): Promise<string> {
  return callForMessage(
    authApi.smsCode,
    { query: { phone, tenantId } },
    { authorization: false, silent: true, headers: { 'Tenant-Id': tenantId } },
  );
}

/** Where to send the browser to sign in with a third party; it comes back to `redirectUri`. Silent: the page shows failures. */
export const socialAuthorizeUrl = async (source: string, tenantId: string, redirectUri: string) =>
  (
    await call(
      authApi.socialAuthorize,
      { params: { source }, query: { tenantId, redirectUri } },
      { authorization: false, silent: true },
    )
  ).authorizeUrl;

export type SocialSignInPayload = { tenantId: string; source: string; code: string; state: string };

/**
 * The provider's answer traded for tokens. Silent: an identity with no account yet is not an
 * error for the user (the registration dialog opens), so the caller shows every other failure.
 */
export async function socialSignIn(p: SocialSignInPayload): Promise<TokenResponse> {
  return requestToken(
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

const fetchCaptcha = () => call(authApi.captcha, {}, { authorization: false });

/** A fresh captcha (never cached: each code works once); `refetch` gives a new one. */
export function useCaptcha(enabled: boolean) {
  return useQuery({ queryKey: ['captcha'], queryFn: fetchCaptcha, enabled, staleTime: Infinity, gcTime: 0, retry: 1 });
}

export const clearServerCache = () => callForMessage(authApi.clearCache);
