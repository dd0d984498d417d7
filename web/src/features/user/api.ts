import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userAdminApi } from '@invest/contract/api/user';
import type { UserSubmit } from '@invest/contract/user';
import type { PageParams } from '../../components/crud/useServerTable';
import { call } from '../../lib/api';

export const userAdminKeys = {
  all: ['users'] as const,
  list: ['users', 'list'] as const,
  pending: ['users', 'pending'] as const,
};

export type UserFilters = { account?: string; realName?: string; roleId?: string; status?: number };

export const fetchUserPage = (query: PageParams & UserFilters) => call(userAdminApi.page, { query });

const ids = (list: readonly string[]) => list.join(',');

export const submitUser = (body: UserSubmit) => call(userAdminApi.submit, { body });
export const removeUsers = (list: readonly string[]) => call(userAdminApi.remove, { query: { ids: ids(list) } });
export const setUserStatus = ({ userIds, status }: { userIds: readonly string[]; status: 0 | 1 }) =>
  call(userAdminApi.status, { query: { ids: ids(userIds), status } });
export const resetPasswords = (userIds: readonly string[]) =>
  call(userAdminApi.resetPassword, { query: { userIds: ids(userIds) } });
export const unlockUsers = (userIds: readonly string[]) =>
  call(userAdminApi.unlock, { query: { userIds: ids(userIds) } });
export const grantUserRoles = ({ userIds, roleIds }: { userIds: readonly string[]; roleIds: readonly string[] }) =>
  call(userAdminApi.grant, { query: { userIds: ids(userIds), roleIds: ids(roleIds) } });
export const auditUsers = ({ userIds, pass }: { userIds: readonly string[]; pass: 0 | 1 }) =>
  call(userAdminApi.audit, { query: { ids: ids(userIds), pass } });

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
