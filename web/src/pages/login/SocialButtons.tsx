import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '@invest/contract/auth';
import { socialAuthorizeUrl } from '../../features/auth/api';
import { useCommon } from '../../stores/common';
import { Alert } from './controls/Alert';
import { Button } from './controls/Button';
import { failureText } from './LoginForm';
import styles from './login.module.css';
import { saveSocialContext, socialRedirectUri } from './socialContext';
import type { LoginTenant } from './useLoginTenant';

type Props = { providers: SocialProvider[]; tenant: LoginTenant };

/** The provider's name in the console's language (English falls back to the Chinese name). */
export const providerName = (p: SocialProvider | undefined, language: string) =>
  (language === 'en' && p?.nameEn) || p?.name || '';

/** "Other ways to sign in": one button per configured provider; each leaves for the provider. */
export function SocialButtons({ providers, tenant }: Props) {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const [leaving, setLeaving] = useState('');
  const [failure, setFailure] = useState('');
  if (providers.length === 0) return null;

  const start = async (source: string) => {
    const tenantId = await tenant.resolve().catch(() => undefined);
    if (!tenantId) return;
    setLeaving(source);
    setFailure('');
    try {
      const url = await socialAuthorizeUrl(source, tenantId, socialRedirectUri(source));
      // The page's own target (the router's location is the browser's: read it where the page may have no router).
      const redirect = new URLSearchParams(window.location.search).get('redirect') ?? undefined;
      saveSocialContext({ source, tenantId, redirect });
      window.location.assign(url);
    } catch (error) {
      setFailure(failureText(error));
      setLeaving('');
    }
  };

  return (
    <div className={styles.social} data-testid="login-social">
      <div className={styles.divider} role="separator">
        <span>{t('login.otherMethods')}</span>
      </div>
      {failure && <Alert type="error">{failure}</Alert>}
      <div className={styles.socialButtons}>
        {providers.map((p) => (
          <Button
            key={p.source}
            icon="idcard"
            loading={leaving === p.source}
            disabled={Boolean(leaving) && leaving !== p.source}
            onClick={() => void start(p.source)}
            data-testid={`login-social-${p.source}`}
          >
            {providerName(p, language)}
          </Button>
        ))}
      </div>
    </div>
  );
}
