import { useEffect } from 'react';
import { useTopMenus } from '../../features/menu/api';
import { useCommon } from '../../stores/common';
import { useUser } from '../../stores/user';

/** The key of "all" (no top menu chosen) among the choices the header offers. */
export const ALL_TOP_MENUS = 'all';

/**
 * The top menus and the chosen one (spec §2 Top bar), as the header's choices: a top menu's id, or
 * ALL_TOP_MENUS. Choosing one reloads the side menu with `routes?topMenuId=`; all shows the whole
 * menu. A stored choice whose top menu is gone falls back to all.
 */
export function useTopMenu() {
  const userId = useUser((s) => s.userInfo?.userId ?? '');
  const { data: topMenus = [], isSuccess } = useTopMenus(userId);
  const topMenuId = useCommon((s) => s.topMenuId);
  const setTopMenuId = useCommon((s) => s.setTopMenuId);
  const fetchMenus = useUser((s) => s.fetchMenus);

  const choose = (key: string) => {
    const id = key === ALL_TOP_MENUS ? '' : key;
    if (id === topMenuId) return;
    setTopMenuId(id);
    void fetchMenus(id || undefined).catch(() => undefined);
  };

  useEffect(() => {
    if (isSuccess && topMenuId && !topMenus.some((m) => m.id === topMenuId)) {
      setTopMenuId('');
      void fetchMenus().catch(() => undefined);
    }
  }, [isSuccess, topMenus, topMenuId, setTopMenuId, fetchMenus]);

  return { topMenus, chosen: topMenuId || ALL_TOP_MENUS, choose };
}
