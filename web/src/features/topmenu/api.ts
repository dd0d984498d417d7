import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TopMenu, TopMenuSubmit } from '@invest/contract/menu';
import { getData, postData } from '../../lib/http';
import { refreshOwnMenu } from '../menu-admin/api';
import { asPage } from '../menu-admin/asPage';

/** Every URL of the top menu screen (spec §7 Menu; docs/api.md). */
const TOP = '/api/blade-system/topmenu';

export type TopMenuDetail = TopMenu & { menuIds: string[] };

const fetchTopMenuList = () => getData<TopMenu[]>(`${TOP}/list`);

/** The list in the crud kit's paged form (the server answers every top menu at once). */
export const fetchTopMenuPage = async () => asPage([...(await fetchTopMenuList())].sort((a, b) => a.sort - b.sort));
const fetchTopMenuDetail = (id: string) => getData<TopMenuDetail>(`${TOP}/detail`, { params: { id } });
const submitTopMenu = (body: TopMenuSubmit) => postData<TopMenu>(`${TOP}/submit`, body);
const removeTopMenus = (ids: readonly string[]) =>
  postData<number>(`${TOP}/remove`, undefined, { params: { ids: ids.join(',') } });
const grantTopMenus = (body: { topMenuIds: string[]; menuIds: string[] }) => postData<null>(`${TOP}/grant`, body);

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
