import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { menuAdminApi } from '@invest/contract/api/menu';
import type { TopMenuGrant, TopMenuSubmit } from '@invest/contract/menu';
import { call } from '../../lib/api';
import { refreshOwnMenu } from './api';
import { asPage } from './asPage';

const fetchTopMenuList = () => call(menuAdminApi.topMenuList);

/** The list in the crud kit's paged form (the server answers every top menu at once). */
export const fetchTopMenuPage = async () => asPage([...(await fetchTopMenuList())].sort((a, b) => a.sort - b.sort));
const fetchTopMenuDetail = (id: string) => call(menuAdminApi.topMenuDetail, { query: { id } });
const submitTopMenu = (body: TopMenuSubmit) => call(menuAdminApi.topMenuSubmit, { body });
const removeTopMenus = (ids: readonly string[]) => call(menuAdminApi.topMenuRemove, { query: { ids: ids.join(',') } });
const grantTopMenus = (body: TopMenuGrant) => call(menuAdminApi.topMenuGrant, { body });

export const topMenuKeys = {
  all: ['topmenu-admin'] as const,
  list: ['topmenu-admin', 'list'] as const,
  detail: (id: string) => ['topmenu-admin', 'detail', id] as const,
};
/** The header's top menu list (features/menu/api.ts useTopMenus). */
const HEADER_TOP_MENUS_KEY = ['menu', 'top-menu'] as const;

export function useTopMenuDetail(id: string | undefined) {
  return useQuery({
    queryKey: topMenuKeys.detail(id ?? ''),
    queryFn: () => fetchTopMenuDetail(id!),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** After a change: this screen, the header's top menus, and the side menu of a chosen top menu. */
function useAfterTopMenuChange() {
  const queryClient = useQueryClient();
  return async () => {
    void refreshOwnMenu();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: topMenuKeys.all }),
      queryClient.invalidateQueries({ queryKey: HEADER_TOP_MENUS_KEY }),
    ]);
  };
}

export function useSubmitTopMenu() {
  const after = useAfterTopMenuChange();
  return useMutation({ mutationFn: submitTopMenu, onSuccess: after });
}

export function useRemoveTopMenus() {
  const after = useAfterTopMenuChange();
  return useMutation({ mutationFn: removeTopMenus, onSuccess: after });
}

export function useGrantTopMenus() {
  const after = useAfterTopMenuChange();
  return useMutation({ mutationFn: grantTopMenus, onSuccess: after });
}
