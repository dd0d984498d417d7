/**
 * What a route requires of its caller. Every /api route declares one (the app refuses to start
 * otherwise), so "who may call this" is visible at the route and testable over the route table.
 */
export type Access =
  /** No bearer token; the Basic client header is still required. */
  | { kind: 'public' }
  /** Neither client header nor token (health probes, API docs). */
  | { kind: 'open' }
  /**
   * A signed-in user; with `permission`, one whose roles grant that code (or any of those codes).
   * Closed while the user must change a reset password, unless `duringPasswordChange` opens it.
   */
  | { kind: 'user'; permission?: string | string[]; duringPasswordChange?: true };

export const publicAccess: Access = { kind: 'public' };
export const openAccess: Access = { kind: 'open' };
export const signedIn: Access = { kind: 'user' };
/** The few calls a user whose password was reset needs to change it or leave (and the own menu, which the console loads with them). */
export const signedInDuringPasswordChange: Access = { kind: 'user', duringPasswordChange: true };
export const needs = (permission: string): Access => ({ kind: 'user', permission });
/** For a route shared by several screens, or one whose exact code depends on the body (add or edit). */
export const needsAnyOf = (...permissions: string[]): Access => ({ kind: 'user', permission: permissions });

/** Routes whose errors are answered in OAuth form ({error_code, error_description}). */
export type ErrorFormat = 'envelope' | 'oauth';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    errorFormat?: ErrorFormat;
  }
}
