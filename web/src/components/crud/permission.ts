import { useUser } from '../../stores/user';

/** A button code, or several of which any one will do. */
export type PermissionCode = string | readonly string[];

/** Whether the permission map (stores/user.ts `permission`) holds the code, or any of the codes. */
export function holds(permission: Record<string, true>, code: PermissionCode): boolean {
  const codes = typeof code === 'string' ? [code] : code;
  return codes.some((c) => permission[c] === true);
}

/** Whether the signed-in user holds the button code (re-renders when the grants change). */
export function usePermission(code: PermissionCode): boolean {
  return useUser((s) => holds(s.permission, code));
}

/** A checker for many codes at once: `const can = useCan(); can('user_add')`. */
export function useCan(): (code: PermissionCode) => boolean {
  const permission = useUser((s) => s.permission);
  return (code) => holds(permission, code);
}
