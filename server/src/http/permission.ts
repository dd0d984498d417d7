import type { AuthUser } from './auth-context.js';
import { forbidden } from '../errors.js';

export type PermissionCheck = { hasAnyPermission(auth: AuthUser, codes: string[]): Promise<boolean> };

/**
 * For a route whose exact permission depends on the request (submit = add without an id, edit
 * with one): the route declares both codes, and the service asks for the one that applies.
 */
export async function requirePermission(check: PermissionCheck, auth: AuthUser, code: string): Promise<void> {
  if (!(await check.hasAnyPermission(auth, [code]))) throw forbidden();
}
