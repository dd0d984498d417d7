import { useState } from 'react';
import { IdcardOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SocialProvider } from '@invest/contract/auth';
import { socialAuthorizeUrl } from '../../features/auth/api';
import { useCommon } from '../../stores/common';
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
  const [params] = useSearchParams();
  const [leaving, setLeaving] = useState('');
  if (providers.length === 0) return null;

  const start = async (source: string) => {
    const tenantId = await tenant.resolve().catch(() => undefined);
    if (!tenantId) return;
    setLeaving(source);
    try {
      const url = await socialAuthorizeUrl(source, tenantId, socialRedirectUri(source));
      saveSocialContext({ source, tenantId, redirect: params.get('redirect') ?? undefined });
      window.location.assign(url);
    } catch {
      // lib/http showed why.
      setLeaving('');
    }
  };

  return (
    <div className={styles.social} data-testid="login-social">
      <div className={styles.divider} role="separator">
        <span>{t('login.otherMethods')}</span>
      </div>
      <div className={styles.socialButtons}>
        {providers.map((p) => (
          <Button
            key={p.source}
            icon={<IdcardOutlined />}
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
