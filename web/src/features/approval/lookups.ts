import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ProjectRecord } from '@invest/contract/project';
import type { UserBrief } from '@invest/contract/user';
import { getData } from '../../lib/http';

/** What the project search answers. */
export type ProjectBrief = Pick<ProjectRecord, 'id' | 'uuid' | 'name' | 'companyName' | 'stage'>;

/** The look-ups behind the pickers of the apply form (docs/api.md: project search, user-list). */
const searchProjects = (keyword: string) =>
  getData<ProjectBrief[]>('/api/project/project/search', { params: { keyword } });
const searchUsers = (keyword: string) => getData<UserBrief[]>('/api/blade-user/user-list', { params: { keyword } });

const TYPING_PAUSE = 300;

/** The value once it has stopped changing for a moment (a search per pause, not per key). */
export function useDebounced<T>(value: T, delay = TYPING_PAUSE): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Projects whose name or company contains the keyword (the server needs one; at most 20). */
export function useProjectSearch(keyword: string) {
  const settled = useDebounced(keyword.trim());
  return useQuery({
    queryKey: ['project', 'search', settled],
    queryFn: () => searchProjects(settled),
    enabled: settled.length > 0,
    staleTime: 30_000,
  });
}

/** Active users of the tenant matching the keyword (all of the first 50 without one). */
export function useUserSearch(keyword: string, enabled: boolean) {
  const settled = useDebounced(keyword.trim());
  return useQuery({
    queryKey: ['user-brief', settled],
    queryFn: () => searchUsers(settled),
    enabled,
    staleTime: 60_000,
  });
}

/** How a user is named in pickers (as the server names approvers). */
export const userName = (u: Pick<UserBrief, 'name' | 'realName' | 'account'>) => u.name || u.realName || u.account;
