import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userAdminApi } from '@invest/contract/api/user';
import type { UserBrief } from '@invest/contract/user';
import { call } from '../../lib/api';
import { useDebounced } from '../../lib/useDebounced';

/**
 * The two ways pickers find users: the whole active list (small forms, filters), or a server
 * search per typing pause (the approver and fund-manager pickers, which keep names too).
 */
const listUsers = () => call(userAdminApi.listUser);
const searchUsers = (keyword: string) => call(userAdminApi.userList, { query: { keyword } });

/** Active users of the tenant. */
export const useActiveUsers = (enabled = true) =>
  useQuery({
    queryKey: ['user-brief', 'all'],
    queryFn: listUsers,
    staleTime: 5 * 60_000,
    enabled,
  });

/** Active users of the tenant matching the keyword (all of the first 50 without one). */
export function useUserSearch(keyword: string, enabled: boolean) {
  const settled = useDebounced(keyword.trim());
  return useQuery({
    queryKey: ['user-brief', 'search', settled],
    queryFn: () => searchUsers(settled),
    enabled,
    staleTime: 60_000,
    // The options shown stay while the next search runs: emptied, they were gone under the pointer
    // of someone picking one just as the typing pause ended, and the pick was lost.
    placeholderData: keepPreviousData,
  });
}

/** How a user is named in pickers (as the server names approvers). */
export const userName = (u: Pick<UserBrief, 'name' | 'realName' | 'account'>) => u.name || u.realName || u.account;
