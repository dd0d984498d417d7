import type { Lang } from './messages.js';
import type { ClientRow } from '../modules/auth/repo.js';

/** Who is calling, as proven by the access token. */
export type AuthUser = {
  userId: string;
  tenantId: string;
  account: string;
  sessionId: string;
  clientId: string;
  roleIds: string[];
  roleAliases: string[];
};

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    /** Set by the auth guard on every route that is not public. */
    auth: AuthUser | undefined;
    /** The OAuth client proven by the Basic header. */
    oauthClient: ClientRow | undefined;
  }
}

/** The super administrator role: everything, in every tenant. */
export const SUPER_ROLE = 'administrator';

export function requireAuth(auth: AuthUser | undefined): AuthUser {
  // The guard has already refused anonymous calls to signed-in routes; this narrows the type.
  if (!auth) throw new Error('auth guard did not run for a signed-in route');
  return auth;
}
