import { useQuery } from '@tanstack/react-query';
import type { UserBrief } from '@invest/contract/user';
import { getData } from '../../lib/http';
import { useDebounced } from '../../lib/useDebounced';

/**
 * The two ways pickers find users: the whole active list (small forms, filters), or a server
 * search per typing pause (the approver and fund-manager pickers, which keep names too).
 */
const listUsers = () => getData<UserBrief[]>('/api/blade-user/listUser');
const searchUsers = (keyword: string) => getData<UserBrief[]>('/api/blade-user/user-list', { params: { keyword } });

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
  });
}

/** How a user is named in pickers (as the server names approvers). */
export const userName = (u: Pick<UserBrief, 'name' | 'realName' | 'account'>) => u.name || u.realName || u.account;
