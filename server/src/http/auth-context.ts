import { DEFAULT_TENANT_ID } from '@invest/contract/constants';
import type { Lang } from './messages.js';
import type { ClientRow } from '../modules/auth/repo.js';

/** Who is calling, as proven by the access token. */
export type AuthUser = {
  userId: string;
  tenantId: string;
  account: string;
  sessionId: string;
  clientId: string;
  /** Current roles, read from the database on every request (never trusted from the token). */
  roleIds: string[];
  roleAliases: string[];
  /** After an administrator's reset: only the calls that change the password are open. */
  passwordChangeRequired: boolean;
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

/** Whose rights are compared: a caller, another account, or a set of roles about to be given. */
export type RightsHolder = Pick<AuthUser, 'tenantId' | 'roleIds' | 'roleAliases'>;

/** The super administrator's role code: everything, in every tenant — but only in the default tenant. */
export const SUPER_ROLE = 'administrator';

/**
 * Whether the caller is the super administrator. The role code alone is not enough: any tenant
 * may name a role, so the power is tied to the default tenant, where the product seeds it.
 */
export const isSuperAdmin = (auth: Pick<AuthUser, 'tenantId' | 'roleAliases'>) =>
  auth.tenantId === DEFAULT_TENANT_ID && auth.roleAliases.includes(SUPER_ROLE);

export function requireAuth(auth: AuthUser | undefined): AuthUser {
  // The guard has already refused anonymous calls to signed-in routes; this narrows the type.
  if (!auth) throw new Error('auth guard did not run for a signed-in route');
  return auth;
}
