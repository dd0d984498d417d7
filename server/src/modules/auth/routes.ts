import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  captchaResponse,
  refreshForm,
  smsCodeQuery,
  socialRenderQuery,
  tokenError,
  tokenQuery,
  tokenResponse,
  userInfo,
} from '@invest/contract/auth';
import { DEFAULT_TENANT_ID } from '@invest/contract/constants';
import { envelopeOf } from '@invest/contract/envelope';
import { publicAccess, signedIn, signedInDuringPasswordChange } from '@invest/contract/access';
import { requireAuth } from '../../http/auth-context.js';
import { ok } from '../../http/envelope.js';
import type { CacheHub } from '../../caches.js';
import type { UserService } from '../user/service.js';
import type { AuthService } from './service.js';

/** Sign-in attempts per address per minute, on top of the per-account lockout. */
const SIGN_IN_RATE = { max: 60, timeWindow: '1 minute' };

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

export const authRoutes =
  (deps: { auth: AuthService; users: UserService; caches: CacheHub }): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth, users, caches } = deps;

    app.post(
      '/api/blade-auth/oauth/token',
      {
        config: { access: publicAccess, errorFormat: 'oauth', rateLimit: SIGN_IN_RATE },
        schema: {
          tags: ['auth'],
          summary: 'Sign in or refresh (grant_type password, captcha, refresh_token)',
          querystring: tokenQuery,
          response: { 200: tokenResponse, '4xx': tokenError },
        },
      },
      async (req) =>
        auth.grant(req.query, {
          client: req.oauthClient!,
          ip: req.ip,
          headerTenantId: header(req.headers['tenant-id']),
          captchaKey: header(req.headers['captcha-key']),
          captchaCode: header(req.headers['captcha-code']),
        }),
    );

    app.post(
      '/api/blade-auth/oauth/token/refresh',
      {
        config: { access: publicAccess, errorFormat: 'oauth', rateLimit: SIGN_IN_RATE },
        schema: {
          tags: ['auth'],
          summary: 'Refresh with the refresh token (alternative form)',
          querystring: refreshForm,
          response: { 200: tokenResponse, '4xx': tokenError },
        },
      },
      async (req) => auth.refresh(req.query.refreshToken, req.query.tenantId, req.oauthClient!),
    );

    app.post(
      '/api/blade-auth/oauth/sms-code',
      {
        config: { access: publicAccess, rateLimit: SIGN_IN_RATE },
        schema: {
          tags: ['auth'],
          summary: 'Send a sign-in code by SMS (phone sign-in)',
          querystring: smsCodeQuery,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await auth.requestSmsCode(
          req.query.tenantId || header(req.headers['tenant-id']) || DEFAULT_TENANT_ID,
          req.query.phone,
          req.ip,
          req.lang,
        );
        return ok(req.lang, null, 'smsSent');
      },
    );

    app.get(
      '/api/blade-auth/oauth/render/:source',
      {
        config: { access: publicAccess, rateLimit: SIGN_IN_RATE },
        schema: {
          tags: ['auth'],
          summary: "Start a third-party sign-in: the provider's authorization address",
          params: z.object({ source: z.string().min(1).max(64) }),
          querystring: socialRenderQuery,
          response: { 200: envelopeOf(z.object({ authorizeUrl: z.string() })) },
        },
      },
      async (req) =>
        ok(
          req.lang,
          await auth.socialAuthorize(req.params.source, req.query.tenantId || DEFAULT_TENANT_ID, req.query.redirectUri),
        ),
    );

    app.get(
      '/api/blade-auth/oauth/captcha',
      {
        config: { access: publicAccess, rateLimit: SIGN_IN_RATE },
        schema: { tags: ['auth'], summary: 'A new image captcha', response: { 200: envelopeOf(captchaResponse) } },
      },
      async (req) => ok(req.lang, await auth.newCaptcha()),
    );

    for (const method of ['GET', 'POST'] as const) {
      app.route({
        method,
        url: '/api/blade-auth/oauth/logout',
        config: { access: signedInDuringPasswordChange },
        schema: {
          tags: ['auth'],
          summary: 'Sign out: ends the session and its refresh tokens',
          response: { 200: envelopeOf(z.null()) },
        },
        handler: async (req) => {
          await auth.logout(requireAuth(req.auth));
          return ok(req.lang, null);
        },
      });
    }

    app.get(
      '/api/blade-auth/oauth/user-info',
      {
        config: { access: signedInDuringPasswordChange },
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user and role codes',
          response: { 200: envelopeOf(userInfo) },
        },
      },
      async (req) => ok(req.lang, await users.userInfo(requireAuth(req.auth))),
    );

    app.get(
      '/api/blade-auth/oauth/clear-cache',
      {
        config: { access: signedIn },
        schema: {
          tags: ['auth'],
          summary: 'Clear server caches in every process',
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await caches.clearAll();
        return ok(req.lang, null, 'cacheCleared');
      },
    );
  };
