import { useMemo } from 'react';
import { useUser } from '../stores/user';
import { buildMenuRoutes } from './menuRoutes';

/** The routes of the signed-in user's whole menu, rebuilt only when the menu changes. */
export function useMenuRoutes() {
  const menuAll = useUser((s) => s.menuAll);
  return useMemo(() => buildMenuRoutes(menuAll), [menuAll]);
}
