import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@invest/contract/paging';
import type { TenantRecord, TenantSubmit } from '@invest/contract/tenant';
import type { PageParams } from '../../components/crud/useServerTable';
import { getData, postData } from '../../lib/http';

/** Every URL of the tenant screen (spec §7 Tenant; docs/api.md). */
const T = '/api/blade-system/tenant';

export const tenantKeys = {
  all: ['tenant-admin'] as const,
  list: ['tenant-admin', 'list'] as const,
  detail: (id: string) => ['tenant-admin', 'detail', id] as const,
};

/** Search filters; sortable fields are tenantId, tenantName, createTime, expireTime. */
export type TenantFilters = { tenantId?: string; tenantName?: string };

/** `accountNumber` -1: no limit; `expireTime` `yyyy-MM-dd[ HH:mm:ss]`, '' removes the expiry, absent keeps it. */
export type TenantSetting = { ids: readonly string[]; accountNumber: number; expireTime?: string };

export const fetchTenantPage = (params: PageParams & TenantFilters) =>
  getData<Page<TenantRecord>>(`${T}/list`, { params });

const fetchTenantDetail = (id: string) => getData<TenantRecord>(`${T}/detail`, { params: { id } });

const submitTenant = (body: TenantSubmit) => postData<TenantRecord>(`${T}/submit`, body);

const removeTenants = (ids: readonly string[]) =>
  postData<number>(`${T}/remove`, undefined, { params: { ids: ids.join(',') } });

const settingTenants = ({ ids, accountNumber, expireTime }: TenantSetting) =>
  postData<number>(`${T}/setting`, undefined, { params: { ids: ids.join(','), accountNumber, expireTime } });

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
