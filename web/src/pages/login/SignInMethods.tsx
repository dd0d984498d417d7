import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../features/system/api';
import { useCommon } from '../../stores/common';
import { Icon } from './controls/icons';
import { LoginForm } from './LoginForm';
import styles from './login.module.css';
import { MethodTabs, type Method } from './MethodTabs';
import { PhoneLoginForm } from './PhoneLoginForm';
import { providerName, SocialButtons } from './SocialButtons';
import type { SocialReturn } from './socialContext';
import { TenantField } from './TenantField';
import { useLoginTenant } from './useLoginTenant';

/** Only a third-party identity without an account needs it (and antd): its own chunk. */
const RegisterDialog = lazy(() => import('./RegisterDialog'));

type Props = { method: Method; onMethodChange: (m: Method) => void; social: SocialReturn };

/**
 * The sign-in card's body (the page holds the chosen method: the heading names it): tenant (when it must be typed), account or phone, other ways to sign
 * in, and the return from a third-party provider (busy, then signed in or the registration dialog).
 */
export function SignInMethods({ method, onMethodChange, social }: Props) {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const tenant = useLoginTenant();
  const providers = usePublicConfig().data?.socialProviders ?? [];
  const provider = (source: string) =>
    providerName(
      providers.find((p) => p.source === source),
      language,
    ) || source;

  if (social.busy) {
    return (
      <div className={styles.busy} role="status" aria-live="polite" data-testid="login-social-busy">
        <Icon name="loading" spin className={styles.busyIcon} />
        <span>{t('login.socialBusy', { provider: provider(social.busySource) })}</span>
      </div>
    );
  }

  return (
    <>
      <TenantField tenant={tenant} />
      <MethodTabs
        value={method}
        onChange={onMethodChange}
        items={[
          { key: 'account', label: t('login.tabAccount') },
          { key: 'phone', label: t('login.tabPhone') },
        ]}
      />
      {/* Both stay mounted: what was typed, and the code countdown, survive switching. */}
      <div role="tabpanel" id="login-panel-account" aria-labelledby="login-tab-account" hidden={method !== 'account'}>
        <LoginForm tenant={tenant} />
      </div>
      <div role="tabpanel" id="login-panel-phone" aria-labelledby="login-tab-phone" hidden={method !== 'phone'}>
        <PhoneLoginForm tenant={tenant} />
      </div>
      <SocialButtons providers={providers} tenant={tenant} />
      {social.unbound && (
        <Suspense fallback={null}>
          <RegisterDialog
            identity={social.unbound}
            providerName={provider(social.busySource)}
            tenantKnown={!tenant.showField}
            onClose={social.closeRegistration}
          />
        </Suspense>
      )}
    </>
  );
}
