import { useMemo } from 'react';
import { useUser } from '../../stores/user';
import { flattenMenu } from '../../lib/menuTree';

/**
 * Whether the user's menu holds a page code. The home page is open to everyone signed in, but
 * its figures and lists come from calls behind menus: ask only what the user may see.
 */
export function useMenuAccess(): (code: string) => boolean {
  const menuAll = useUser((s) => s.menuAll);
  return useMemo(() => {
    const codes = new Set(flattenMenu(menuAll).map(({ item }) => item.code));
    return (code) => codes.has(code);
  }, [menuAll]);
}
