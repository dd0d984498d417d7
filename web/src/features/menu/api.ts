import { useQuery } from '@tanstack/react-query';
import type { ButtonNode, MenuRoute, TopMenu } from '@invest/contract/menu';
import { getData } from '../../lib/http';

export const fetchMenuRoutes = (topMenuId?: string) =>
  getData<MenuRoute[]>('/api/blade-system/menu/routes', { params: topMenuId ? { topMenuId } : {} });

export const fetchButtons = () => getData<ButtonNode[]>('/api/blade-system/menu/buttons');

export const fetchTopMenus = () => getData<TopMenu[]>('/api/blade-system/menu/top-menu');

/** The top menus (spec §2 Top bar), in their sort order; they change rarely. */
export function useTopMenus(enabled = true) {
  return useQuery({
    queryKey: ['menu', 'top-menu'],
    queryFn: async () => [...(await fetchTopMenus())].sort((a, b) => a.sort - b.sort),
    enabled,
    staleTime: 5 * 60_000,
  });
}
