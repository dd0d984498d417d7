import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { publicConfigQuery, tenantInfoQuery, usePublicConfig, useTenantInfo } from '../../features/system/api';
import { website } from '../../lib/config';
import { getStore } from '../../lib/storage';
import { required, useFields } from './controls/useFields';

const tenantRequired = required('login.tenantId');

/**
 * The public settings a submit goes by (tenant and captcha mode). A submit can come before they do
 * (one the page held while its code loaded is sent as React takes the form): it waits for them.
 * It assumed the defaults before, and signed in to the default tenant, or without the captcha.
 * When the server cannot be asked, the defaults, as `usePublicConfig` has them.
 */
export const signInSettings = (client: QueryClient) => client.ensureQueryData(publicConfigQuery).catch(() => undefined);

/**
 * The tenant every way of signing in uses (spec §5): the default tenant outside tenant mode, the
 * host's tenant when `tenant/info?domain` names one, otherwise the typed tenant field.
 */
export function useLoginTenant() {
  const field = useFields(
    { tenantId: getStore<string>({ name: 'tenantId' }) || website.defaultTenantId },
    { tenantId: tenantRequired },
  );
  const client = useQueryClient();
  const config = usePublicConfig();
  const tenantMode = config.data?.tenantMode ?? false;
  // The host is read only in tenant mode, never while the page is prerendered (app/prerender.tsx).
  const tenantInfo = useTenantInfo(tenantMode ? window.location.hostname : '', tenantMode);
  const derived = tenantInfo.data?.tenantId;
  const showField = tenantMode && !tenantInfo.isPending && !derived;

  /**
   * Whether `resolve` (and `signInSettings`) can answer without waiting for the server: a form shows
   * busy while a submit waits, and only then (a refused form would otherwise disable its button for
   * a moment and lose its focus).
   */
  const known = (): boolean => {
    const settings = client.getQueryData(publicConfigQuery.queryKey);
    if (!settings) return false;
    return (
      !settings.tenantMode || client.getQueryData(tenantInfoQuery(window.location.hostname).queryKey) !== undefined
    );
  };

  /** The tenant to sign in to; rejects (and marks the field) when it must be typed and is not. */
  const resolve = async (): Promise<string> => {
    if (!(await signInSettings(client))?.tenantMode) return website.defaultTenantId;
    const host = await client.ensureQueryData(tenantInfoQuery(window.location.hostname)).catch(() => undefined);
    if (host?.tenantId) return host.tenantId;
    const values = field.validate();
    if (!values) throw new Error('tenant required');
    return values.tenantId.trim() || website.defaultTenantId;
  };

  return { field, showField, known, resolve };
}

export type LoginTenant = ReturnType<typeof useLoginTenant>;
