import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userInfo } from '@invest/contract/auth';
import { envelopeOf } from '@invest/contract/envelope';
import { passwordChange, profileUpdate, registerGuestQuery } from '@invest/contract/user';
import { publicAccess, signedIn, signedInDuringPasswordChange } from '@invest/contract/access';
import { requireAuth } from '../../http/auth-context.js';
import { ok } from '../../http/envelope.js';
import type { AuthService } from '../auth/service.js';
import type { UserService } from './service.js';

export const userRoutes =
  (users: UserService, auth: AuthService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/blade-user/update-info',
      {
        config: { access: signedIn },
        schema: {
          tags: ['user'],
          summary: "Update the caller's own profile",
          body: profileUpdate,
          response: { 200: envelopeOf(userInfo) },
        },
      },
      async (req) => ok(req.lang, await users.updateProfile(requireAuth(req.auth), req.body)),
    );

    app.post(
      '/api/blade-user/register-guest',
      {
        config: { access: publicAccess, rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['user'],
          summary: 'Register an account for a third-party identity; it waits for administrator approval',
          querystring: registerGuestQuery,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await auth.registerGuest(req.query);
        return ok(req.lang, null, 'registerSubmitted');
      },
    );

    app.post(
      '/api/blade-user/update-password',
      {
        config: { access: signedInDuringPasswordChange },
        schema: {
          tags: ['user'],
          summary: "Change the caller's password (MD5 hex digests); other sessions are signed out",
          body: passwordChange,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await auth.changePassword(requireAuth(req.auth), req.body, req.ip);
        return ok(req.lang, null);
      },
    );
  };
