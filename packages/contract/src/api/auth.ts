import { z } from 'zod';
import { publicAccess, signedIn, signedInDuringPasswordChange } from '../access.js';
import {
  captchaResponse,
  refreshForm,
  smsCodeQuery,
  socialRenderQuery,
  tokenError,
  tokenQuery,
  tokenResponse,
  userInfo,
} from '../auth.js';
import { endpoint, endpoints } from '../endpoint.js';

const A = '/api/blade-auth/oauth';

/** Sign-out ends the session: the console uses POST; the GET form stays for the spec's other clients. */
const logout = <M extends 'GET' | 'POST'>(method: M) =>
  endpoint({
    method,
    path: `${A}/logout`,
    access: signedInDuringPasswordChange,
    summary: 'Sign out: ends the session and its refresh tokens',
  });

/** Authentication (spec §7): tokens, captcha, SMS codes, third-party sign-in, the signed-in user. */
export const authApi = endpoints('auth', {
  token: endpoint({
    method: 'POST',
    path: `${A}/token`,
    access: publicAccess,
    summary: 'Sign in or refresh (grant_type password, captcha, sms_code, social, refresh_token)',
    query: tokenQuery,
    response: tokenResponse,
    refusals: { '4xx': tokenError },
    answer: 'oauth',
  }),
  refresh: endpoint({
    method: 'POST',
    path: `${A}/token/refresh`,
    access: publicAccess,
    summary: 'Refresh with the refresh token (alternative form)',
    query: refreshForm,
    response: tokenResponse,
    refusals: { '4xx': tokenError },
    answer: 'oauth',
  }),
  smsCode: endpoint({
    method: 'POST',
    path: `${A}/sms-code`,
    access: publicAccess,
    summary: 'Send a sign-in code by SMS (phone sign-in)',
    query: smsCodeQuery,
  }),
  socialAuthorize: endpoint({
    method: 'GET',
    path: `${A}/render/:source`,
    access: publicAccess,
    summary: "Start a third-party sign-in: the provider's authorization address",
    params: z.object({ source: z.string().min(1).max(64) }),
    query: socialRenderQuery,
    response: z.object({ authorizeUrl: z.string() }),
  }),
  captcha: endpoint({
    method: 'GET',
    path: `${A}/captcha`,
    access: publicAccess,
    summary: 'A new image captcha',
    response: captchaResponse,
  }),
  logout: logout('POST'),
  logoutByGet: logout('GET'),
  userInfo: endpoint({
    method: 'GET',
    path: `${A}/user-info`,
    access: signedInDuringPasswordChange,
    summary: 'The signed-in user and role codes',
    response: userInfo,
  }),
  clearCache: endpoint({
    method: 'GET',
    path: `${A}/clear-cache`,
    access: signedIn,
    summary: 'Clear server caches in every process',
  }),
});
