import { useMemo } from 'react';
import { useUser } from '../stores/user';
import { buildMenuPaths } from './menuPaths';

/** The paths of the signed-in user's whole menu, rebuilt only when the menu changes. */
export function useMenuPaths() {
  const menuAll = useUser((s) => s.menuAll);
  return useMemo(() => buildMenuPaths(menuAll), [menuAll]);
}
