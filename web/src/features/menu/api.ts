import { useQuery } from '@tanstack/react-query';
import { menuApi } from '@invest/contract/api/menu';
import { call } from '../../lib/api';

export const fetchTopMenus = () => call(menuApi.topMenus);

/**
 * The top menus offered to the signed-in user (spec §2 Top bar), in their sort order; they change
 * rarely. The server leaves out those holding nothing for this user, hence the user in the key.
 */
export function useTopMenus(userId: string) {
  return useQuery({
    queryKey: ['menu', 'top-menu', userId],
    queryFn: async () => [...(await fetchTopMenus())].sort((a, b) => a.sort - b.sort),
    staleTime: 5 * 60_000,
  });
}

/**
 * Whether a path the user's menu lacks is still a page of some role's menu: then the user may not
 * open it (403), else it does not exist (404). Asked only for such a path (`enabled`).
 */
export function useKnownPath(path: string, enabled: boolean) {
  return useQuery({
    queryKey: ['menu', 'known-path', path],
    queryFn: async () => (await call(menuApi.knownPath, { query: { path } })).known,
    enabled,
    staleTime: 5 * 60_000,
  });
}
