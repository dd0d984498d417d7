import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@invest/contract/paging';
import type { PasswordReset, UserRecord, UserSubmit } from '@invest/contract/user';
import type { PageParams } from '../../components/crud/useServerTable';
import { getData, postData } from '../../lib/http';

/** Every URL of the user management screen (spec §6, §7 Users; docs/api.md). */
const P = '/api/blade-user';

export const userAdminKeys = {
  all: ['user-admin'] as const,
  list: ['user-admin', 'list'] as const,
  pending: ['user-admin', 'pending'] as const,
};

export type UserFilters = { account?: string; realName?: string; roleId?: string; status?: number };

export const fetchUserPage = (params: PageParams & UserFilters) => getData<Page<UserRecord>>(`${P}/list`, { params });

const ids = (list: readonly string[]) => list.join(',');

export const submitUser = (body: UserSubmit) => postData<UserRecord>(`${P}/submit`, body);
export const removeUsers = (list: readonly string[]) =>
  postData<number>(`${P}/remove`, undefined, { params: { ids: ids(list) } });
export const setUserStatus = ({ userIds, status }: { userIds: readonly string[]; status: 0 | 1 }) =>
  postData<number>(`${P}/status`, undefined, { params: { ids: ids(userIds), status } });
export const resetPasswords = (userIds: readonly string[]) =>
  postData<PasswordReset[]>(`${P}/reset-password`, undefined, { params: { userIds: ids(userIds) } });
export const unlockUsers = (userIds: readonly string[]) =>
  postData<number>(`${P}/unlock`, undefined, { params: { userIds: ids(userIds) } });
export const grantUserRoles = ({ userIds, roleIds }: { userIds: readonly string[]; roleIds: readonly string[] }) =>
  postData<number>(`${P}/grant`, undefined, { params: { userIds: ids(userIds), roleIds: ids(roleIds) } });
export const auditUsers = ({ userIds, pass }: { userIds: readonly string[]; pass: 0 | 1 }) =>
  postData<number>(`${P}/audit`, undefined, { params: { ids: ids(userIds), pass } });

/** Every change to users refreshes the lists and the role counts. */
function useUserMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userAdminKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['role', 'list'] }),
      ]),
  });
}

export const useSubmitUser = () => useUserMutation(submitUser);
export const useRemoveUsers = () => useUserMutation(removeUsers);
export const useSetUserStatus = () => useUserMutation(setUserStatus);
export const useResetPasswords = () => useUserMutation(resetPasswords);
export const useUnlockUsers = () => useUserMutation(unlockUsers);
export const useGrantUserRoles = () => useUserMutation(grantUserRoles);
export const useAuditUsers = () => useUserMutation(auditUsers);
