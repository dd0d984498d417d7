import { useQuery } from '@tanstack/react-query';
import { menuApi } from '@invest/contract/api/menu';
import { call } from '../../lib/api';

export const fetchMenuRoutes = (topMenuId?: string) => call(menuApi.routes, { query: topMenuId ? { topMenuId } : {} });

export const fetchButtons = () => call(menuApi.buttons);

export const fetchTopMenus = () => call(menuApi.topMenus);

/** The top menus (spec §2 Top bar), in their sort order; they change rarely. */
export function useTopMenus(enabled = true) {
  return useQuery({
    queryKey: ['menu', 'top-menu'],
    queryFn: async () => [...(await fetchTopMenus())].sort((a, b) => a.sort - b.sort),
    enabled,
    staleTime: 5 * 60_000,
  });
}
