/**
 * Who may call an endpoint. Every endpoint of the contract declares one; the server enforces it
 * (http/guard.ts) and the route-table test reads it from here. Zod-free: the console may import it.
 */
export type Access =
  /** No bearer token; the Basic client header is still required. */
  | PublicAccess
  /** Neither client header nor token (health probes, API docs). */
  | OpenAccess
  /**
   * A signed-in user; with `permission`, one whose roles grant that code (or any of those codes).
   * Closed while the user must change a reset password, unless `duringPasswordChange` opens it.
   */
  | UserAccess;

export type PublicAccess = { kind: 'public' };
export type OpenAccess = { kind: 'open' };
export type UserAccess = { kind: 'user'; permission?: string | string[]; duringPasswordChange?: true };

export const publicAccess: PublicAccess = { kind: 'public' };
export const openAccess: OpenAccess = { kind: 'open' };
export const signedIn: UserAccess = { kind: 'user' };
/** The few calls a user whose password was reset needs to change it or leave (and the own menu, which the console loads with them). */
export const signedInDuringPasswordChange: UserAccess = { kind: 'user', duringPasswordChange: true };
export const needs = (permission: string): UserAccess => ({ kind: 'user', permission });
/** For an endpoint shared by several screens, or one whose exact code depends on the body (add or edit). */
export const needsAnyOf = (...permissions: string[]): UserAccess => ({ kind: 'user', permission: permissions });

/** The screens that show projects (list, pool, key projects): one rule for every project read. */
export const PROJECT_SCREENS = ['project_list', 'project_pool', 'project_key_list'] as const;
/** Whoever may open a project screen reads projects, their meetings, scores and files. */
export const readsProjects = needsAnyOf(...PROJECT_SCREENS);
