import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tenantApi } from '@invest/contract/api/tenant';
import type { TenantSubmit } from '@invest/contract/tenant';
import type { PageParams } from '../../components/crud/useServerTable';
import { call, type CallInput } from '../../lib/api';

export const tenantKeys = {
  all: ['tenant-admin'] as const,
  list: ['tenant-admin', 'list'] as const,
  detail: (id: string) => ['tenant-admin', 'detail', id] as const,
};

/** Search filters; sortable fields are tenantId, tenantName, createTime, expireTime. */
export type TenantFilters = { tenantId?: string; tenantName?: string };

/**
 * The setting's query with the ids as a list: `accountNumber` -1 is no limit; `expireTime`
 * `yyyy-MM-dd[ HH:mm:ss]`, '' removes the expiry, absent keeps it.
 */
type TenantSetting = Omit<CallInput<typeof tenantApi.setting>['query'], 'ids'> & { ids: readonly string[] };

export const fetchTenantPage = (query: PageParams & TenantFilters) => call(tenantApi.page, { query });

const fetchTenantDetail = (id: string) => call(tenantApi.detail, { query: { id } });

const submitTenant = (body: TenantSubmit) => call(tenantApi.submit, { body });

const removeTenants = (ids: readonly string[]) => call(tenantApi.remove, { query: { ids: ids.join(',') } });

const settingTenants = ({ ids, ...setting }: TenantSetting) =>
  call(tenantApi.setting, { query: { ...setting, ids: ids.join(',') } });

export function useTenantDetail(id: string | undefined) {
  return useQuery({
    queryKey: tenantKeys.detail(id ?? ''),
    queryFn: () => fetchTenantDetail(id!),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

function useTenantMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.all }) });
}

export const useSubmitTenant = () => useTenantMutation(submitTenant);
export const useRemoveTenants = () => useTenantMutation(removeTenants);
export const useTenantSetting = () => useTenantMutation(settingTenants);
