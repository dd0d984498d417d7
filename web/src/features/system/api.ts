import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemApi } from '@invest/contract/api/system';
import { tenantApi } from '@invest/contract/api/tenant';
import { call } from '../../lib/api';

const fetchPublicConfig = () => call(systemApi.publicConfig, {}, { authorization: false, silent: true });

let early: ReturnType<typeof fetchPublicConfig> | undefined;

/**
 * Asks for the settings before the sign-in page's first render (main.tsx): a submit the page held
 * (an Enter before its code loaded) goes by them, and asked by that render they came only after
 * hydration. The query takes this answer when it first runs, not before: hydration must render the
 * markup drawn at build time, which knew no settings.
 */
export function askPublicConfigEarly(): void {
  early ??= fetchPublicConfig();
  early.catch(() => undefined);
}

/** The early answer once, then the server again (a retry, a refetch). */
const publicConfig = () => {
  const answer = early ?? fetchPublicConfig();
  early = undefined;
  return answer;
};

const fetchTenantInfo = (domain: string) =>
  call(tenantApi.info, { query: { domain } }, { authorization: false, silent: true });

/** Tenant and captcha mode; when the server cannot be asked, both are off (the defaults, spec §9). */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: publicConfig,
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
