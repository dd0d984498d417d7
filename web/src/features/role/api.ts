import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { roleApi } from '@invest/contract/api/role';
import type { RoleGrant, RoleSubmit } from '@invest/contract/role';
import { call } from '../../lib/api';

export const roleKeys = {
  all: ['role'] as const,
  list: ['role', 'list'] as const,
  tree: ['role', 'tree'] as const,
  grantTree: ['role', 'grant-tree'] as const,
  granted: ['role', 'granted'] as const,
};

export type RoleFilters = { roleName?: string; roleAlias?: string };

const fetchRoleList = (query: RoleFilters) => call(roleApi.list, { query });
const fetchRoleTree = () => call(roleApi.tree);
const fetchGrantTree = () => call(roleApi.grantTree);
const fetchGrantedKeys = (roleId: string) => call(roleApi.grantedKeys, { query: { roleIds: roleId } });

/** The tenant's roles as a tree with user counts (the role screen). */
export function useRoleList(filters: RoleFilters) {
  return useQuery({ queryKey: [...roleKeys.list, filters], queryFn: () => fetchRoleList(filters) });
}

/** The same tree for pickers (role screen or user screen). */
export function useRoleTree(enabled = true) {
  return useQuery({ queryKey: roleKeys.tree, queryFn: fetchRoleTree, enabled, staleTime: 60_000 });
}

/** What the signed-in administrator may grant. */
export function useGrantTree(enabled: boolean) {
  return useQuery({ queryKey: roleKeys.grantTree, queryFn: fetchGrantTree, enabled });
}

/** What a role grants now; always fetched afresh when the dialog opens. */
export function useGrantedKeys(roleId: string | undefined) {
  return useQuery({
    queryKey: [...roleKeys.granted, roleId],
    queryFn: () => fetchGrantedKeys(roleId!),
    enabled: Boolean(roleId),
    staleTime: 0,
    gcTime: 0,
  });
}

export const submitRole = (body: RoleSubmit) => call(roleApi.submit, { body });
export const removeRoles = (ids: readonly string[]) => call(roleApi.remove, { query: { ids: ids.join(',') } });
export const grantRole = (body: RoleGrant) => call(roleApi.grant, { body });

function useRoleMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // The user screen shows role names and counts too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: roleKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]),
  });
}

export const useSubmitRole = () => useRoleMutation(submitRole);
export const useRemoveRoles = () => useRoleMutation(removeRoles);
export const useGrantRole = () => useRoleMutation(grantRole);
