import { useQuery } from '@tanstack/react-query';
import { systemApi } from '@invest/contract/api/system';
import { tenantApi } from '@invest/contract/api/tenant';
import { call } from '../../lib/api';

const fetchPublicConfig = () => call(systemApi.publicConfig, {}, { authorization: false, silent: true });

const fetchTenantInfo = (domain: string) =>
  call(tenantApi.info, { query: { domain } }, { authorization: false, silent: true });

/** Tenant and captcha mode; when the server cannot be asked, both are off (the defaults, spec §9). */
export function usePublicConfig() {
  return useQuery({ queryKey: ['public-config'], queryFn: fetchPublicConfig, staleTime: 5 * 60_000, retry: 1 });
}

/** The tenant this host name belongs to, if any (spec §5: then the tenant field is hidden). */
export function useTenantInfo(domain: string, enabled: boolean) {
  return useQuery({
    queryKey: ['tenant-info', domain],
    queryFn: () => fetchTenantInfo(domain),
    enabled,
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
