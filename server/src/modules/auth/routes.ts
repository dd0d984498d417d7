import { authApi } from '@invest/contract/api/auth';
import { DEFAULT_TENANT_ID } from '@invest/contract/constants';
import { Answer, bindAll, type RoutePolicy } from '../../http/bind.js';
import type { CacheHub } from '../../caches.js';
import type { UserService } from '../user/service.js';
import type { AuthService } from './service.js';

/** Sign-in attempts per address per minute, on top of the per-account lockout. */
const SIGN_IN_RATE: RoutePolicy = { rateLimit: { max: 60, timeWindow: '1 minute' } };

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

export const authRoutes = (deps: { auth: AuthService; users: UserService; caches: CacheHub }) => {
  const { auth, users, caches } = deps;
  const logout = async (req: { auth: Parameters<AuthService['logout']>[0] }) => {
    await auth.logout(req.auth);
  };
  return bindAll(
    authApi,
    {
      token: async (req) =>
        auth.grant(req.query, {
          client: req.oauthClient!,
          ip: req.ip,
          headerTenantId: header(req.headers['tenant-id']),
          captchaKey: header(req.headers['captcha-key']),
          captchaCode: header(req.headers['captcha-code']),
        }),
      refresh: async (req) => auth.refresh(req.query.refreshToken, req.query.tenantId, req.oauthClient!),
      smsCode: async (req) => {
        await auth.requestSmsCode(
          req.query.tenantId || header(req.headers['tenant-id']) || DEFAULT_TENANT_ID,
          req.query.phone,
          req.ip,
          req.lang,
        );
        return new Answer(undefined, 'smsSent');
      },
      socialAuthorize: async (req) =>
        auth.socialAuthorize(req.params.source, req.query.tenantId || DEFAULT_TENANT_ID, req.query.redirectUri),
      captcha: async () => auth.newCaptcha(),
      logout,
      logoutByGet: logout,
      userInfo: async (req) => users.userInfo(req.auth),
      clearCache: async () => {
        await caches.clearAll();
        return new Answer(undefined, 'cacheCleared');
      },
    },
    {
      token: SIGN_IN_RATE,
      refresh: SIGN_IN_RATE,
      smsCode: SIGN_IN_RATE,
      socialAuthorize: SIGN_IN_RATE,
      captcha: SIGN_IN_RATE,
    },
  );
};
