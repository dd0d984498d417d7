import { useEffect, useMemo } from 'react';
import { useLocation, useMatches } from 'react-router';
import { usePageName, useRouteHandle } from '../usePageName';
import { menuItemOf } from '../../lib/menuItemOf';
import { useTabs } from '../../stores/tabs';
import { useUser } from '../../stores/user';

/**
 * Spec §2: each visited route becomes a tab (the store skips isTab false, empty names, /redirect),
 * with its path parameters (`params`) and the paths of the menu item it belongs to (`group`, spec §3).
 */
export function useTabTracking(): void {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const routeParams = matches[matches.length - 1]?.params ?? {};
  const menuAll = useUser((s) => s.menuAll);
  const handle = useRouteHandle();
  const page = usePageName();
  const addTab = useTabs((s) => s.addTab);
  const label = page?.label ?? '';
  const labelEn = page?.labelEn;
  const i18nKey = page?.i18nKey;
  const isTab = handle.isTab;
  // The catch-all's splat ('*') is the path itself, not a parameter of the page.
  // Kept as text so the effect runs again only when the values change.
  const params = JSON.stringify(Object.entries(routeParams).filter(([name, value]) => name !== '*' && value));
  const owner = useMemo(() => menuItemOf(menuAll, pathname), [menuAll, pathname]);
  const group = owner ? JSON.stringify([owner.path, ...(owner.group ?? [])]) : undefined;

  useEffect(() => {
    if (!label && !i18nKey) return;
    addTab({
      label,
      labelEn,
      i18nKey,
      value: pathname + search,
      params: Object.fromEntries(JSON.parse(params) as [string, string][]),
      query: Object.fromEntries(new URLSearchParams(search)),
      meta: isTab === undefined ? undefined : { isTab },
      group: group ? (JSON.parse(group) as string[]) : undefined,
    });
  }, [addTab, pathname, search, label, labelEn, i18nKey, isTab, params, group]);
}
