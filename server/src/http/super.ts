import { isSuperAdmin, type AuthUser } from './auth-context.js';
import { forbidden } from '../errors.js';

/** Menus, top menus and tenants are shared by every tenant: only the super administrator changes them. */
export function requireSuperAdmin(auth: AuthUser): void {
  if (!isSuperAdmin(auth)) throw forbidden('superOnly');
}
