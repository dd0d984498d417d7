import { useMemo } from 'react';
import { useUser } from '../../stores/user';
import { searchItems } from '../../features/menu/menuSearch';

/** The pages of the user's whole menu (all top menus), ready to search. */
export function useSearchItems() {
  const menuAll = useUser((s) => s.menuAll);
  return useMemo(() => searchItems(menuAll), [menuAll]);
}
