import { useTranslation } from 'react-i18next';
import { TextField } from './controls/TextField';
import type { LoginTenant } from './useLoginTenant';

/** The tenant field above every way of signing in; shown only when the tenant must be typed. */
export function TenantField({ tenant }: { tenant: LoginTenant }) {
  const { t } = useTranslation();
  const { values, errors, set } = tenant.field;
  if (!tenant.showField) return null;
  return (
    <TextField
      prefix="apartment"
      placeholder={t('login.tenantId')}
      value={values.tenantId}
      onChange={(v) => set('tenantId', v)}
      error={errors.tenantId && t(errors.tenantId)}
      data-testid="login-tenant"
    />
  );
}
