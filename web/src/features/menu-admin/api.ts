import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { menuAdminApi } from '@invest/contract/api/menu';
import type { MenuSubmit } from '@invest/contract/menu';
import type { PageParams } from '../../components/crud/useServerTable';
import { call } from '../../lib/api';
import { useCommon } from '../../stores/common';
import { useUser } from '../../stores/user';
import { asPage } from './asPage';

export const menuAdminKeys = {
  all: ['menu-admin'] as const,
  /** The top level, or a search's hits from every level (the table's own list). */
  list: ['menu-admin', 'list'] as const,
  level: (parentId: string) => ['menu-admin', 'level', parentId] as const,
  menuLevel: (parentId: string) => ['menu-admin', 'menu-level', parentId] as const,
  tree: ['menu-admin', 'tree'] as const,
  detail: (id: string) => ['menu-admin', 'detail', id] as const,
};

/** A name or code search looks through every level. */
export type MenuFilters = { name?: string; code?: string };

/** One level of menus and buttons under `parentId` ('0': the top level), or a search's hits. */
export const fetchLazyList = (parentId: string, filters: MenuFilters = {}) =>
  call(menuAdminApi.lazyList, { query: { parentId, ...filters } });

/** The table's list in the crud kit's paged form (the server answers one unpaged level). */
export const fetchMenuList = async ({ name, code }: PageParams & MenuFilters) =>
  asPage(await fetchLazyList('0', { name, code }));

/** One level of menus only (the parent picker). */
export const fetchLazyMenuList = (parentId: string) => call(menuAdminApi.lazyMenuList, { query: { parentId } });

const fetchMenuTree = () => call(menuAdminApi.tree);
const fetchMenuDetail = (id: string) => call(menuAdminApi.detail, { query: { id } });
const submitMenu = (body: MenuSubmit) => call(menuAdminApi.submit, { body });
const removeMenus = (ids: readonly string[]) => call(menuAdminApi.remove, { query: { ids: ids.join(',') } });

/** The children of every expanded row, each level fetched once it is expanded. */
export function useMenuLevels(parentIds: readonly string[]) {
  return useQueries({
    queries: parentIds.map((id) => ({ queryKey: menuAdminKeys.level(id), queryFn: () => fetchLazyList(id) })),
    combine: (results) =>
      new Map(parentIds.map((id, i) => [id, { rows: results[i]?.data, loading: Boolean(results[i]?.isLoading) }])),
  });
}

/** One level of the parent picker, fetched on demand (TreeSelect loadData). */
export function useFetchMenuLevel() {
  const queryClient = useQueryClient();
  return (parentId: string) =>
    queryClient.fetchQuery({ queryKey: menuAdminKeys.menuLevel(parentId), queryFn: () => fetchLazyMenuList(parentId) });
}

/** The whole tree of menus and buttons (a top menu's "choose menus"). */
export function useMenuTree(enabled = true) {
  return useQuery({ queryKey: menuAdminKeys.tree, queryFn: fetchMenuTree, enabled, staleTime: 0 });
}

export function useMenuDetail(id: string | undefined) {
  return useQuery({
    queryKey: menuAdminKeys.detail(id ?? ''),
    queryFn: () => fetchMenuDetail(id!),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/**
 * Reloads the signed-in user's menu (and, with a top menu chosen, that top menu's side menu)
 * and buttons, as stores/user.ts loads them at sign-in. Failures are already on screen.
 */
export async function refreshOwnMenu(): Promise<void> {
  const user = useUser.getState();
  const topMenuId = useCommon.getState().topMenuId;
  await Promise.allSettled([
    user.fetchMenus(),
    user.fetchButtons(),
    ...(topMenuId ? [user.fetchMenus(topMenuId)] : []),
  ]);
}

/**
 * After a change: every list of this screen (awaited, so the table shows it when the drawer
 * closes), and the signed-in user's own menu and buttons (the side menu follows a moment later).
 */
function useMenuMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      void refreshOwnMenu();
      await queryClient.invalidateQueries({ queryKey: menuAdminKeys.all });
    },
  });
}

export const useSubmitMenu = () => useMenuMutation(submitMenu);
export const useRemoveMenus = () => useMenuMutation(removeMenus);
