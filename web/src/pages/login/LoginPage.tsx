import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import logo from '../../assets/logo.svg';
import { usePublicConfig } from '../../features/system/api';
import { BrandPanel } from './BrandPanel';
import { LanguageSwitch } from './LanguageSwitch';
import type { Method } from './MethodTabs';
import { SignInMethods } from './SignInMethods';
import { NO_SOCIAL_RETURN, type SocialReturn } from './socialContext';
import styles from './login.module.css';

/**
 * /login: the brand panel and the sign-in card. Drawn without antd or the router: main.tsx shows
 * it alone as the first screen (docs/decisions.md), and the full console shows it at /login with
 * a provider's return (`social`, SocialLoginPage).
 */
export default function LoginPage({ social = NO_SOCIAL_RETURN }: { social?: SocialReturn }) {
  const { t } = useTranslation();
  const version = usePublicConfig().data?.version;
  const [method, setMethod] = useState<Method>('account');
  return (
    <div className={styles.page}>
      <BrandPanel />
      <main className={styles.main}>
        <LanguageSwitch />
        <div className={styles.compactBrand}>
          <img src={logo} alt="" />
          <span>{t('app.title')}</span>
        </div>
        <section className={styles.card} aria-labelledby="login-title">
          <h1 id="login-title" className={styles.title}>
            {t(method === 'phone' ? 'login.titlePhone' : 'login.title')}
          </h1>
          <p className={styles.subtitle}>{t(method === 'phone' ? 'login.subtitlePhone' : 'login.subtitle')}</p>
          <SignInMethods method={method} onMethodChange={setMethod} social={social} />
        </section>
        <div className={styles.footer}>{version ? t('login.version', { version }) : '\u00a0'}</div>
      </main>
    </div>
  );
}
