import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemApi } from '@invest/contract/api/system';
import { tenantApi } from '@invest/contract/api/tenant';
import { call } from '../../lib/api';

const fetchPublicConfig = () => call(systemApi.publicConfig, {}, { authorization: false, silent: true });

const fetchTenantInfo = (domain: string) =>
  call(tenantApi.info, { query: { domain } }, { authorization: false, silent: true });

/** Tenant and captcha mode; when the server cannot be asked, both are off (the defaults, spec §9). */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: fetchPublicConfig,
  staleTime: 5 * 60_000,
  retry: 1,
});

export const usePublicConfig = () => useQuery(publicConfigQuery);

/** The tenant this host name belongs to, if any (spec §5: then the tenant field is hidden). */
export const tenantInfoQuery = (domain: string) =>
  queryOptions({
    queryKey: ['tenant-info', domain],
    queryFn: () => fetchTenantInfo(domain),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export const useTenantInfo = (domain: string, enabled: boolean) => useQuery({ ...tenantInfoQuery(domain), enabled });
