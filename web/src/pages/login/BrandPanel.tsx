import { useTranslation } from 'react-i18next';
import logo from '../../assets/logo.svg';
import { Icon, type IconName } from './controls/icons';
import styles from './login.module.css';

const FEATURES: [IconName, 'login.featurePipeline' | 'login.featureMeeting' | 'login.featureApproval'][] = [
  ['fundProjection', 'login.featurePipeline'],
  ['team', 'login.featureMeeting'],
  ['audit', 'login.featureApproval'],
];

/** The left half of the sign-in page: who the console is for. */
export function BrandPanel() {
  const { t } = useTranslation();
  return (
    <aside className={styles.brand}>
      <div className={styles.brandHead}>
        <img src={logo} alt="" />
        <span>{t('app.title')}</span>
      </div>
      <div className={styles.brandBody}>
        <h2 className={styles.tagline}>{t('login.tagline')}</h2>
        <p className={styles.description}>{t('login.description')}</p>
        <ul className={styles.features}>
          {FEATURES.map(([icon, text]) => (
            <li key={text}>
              <span className={styles.featureIcon}>
                <Icon name={icon} />
              </span>
              {t(text)}
            </li>
          ))}
        </ul>
      </div>
      {/* The year the page was prerendered in may be last year's (index.html): the first render keeps it. */}
      <div className={styles.brandFoot} suppressHydrationWarning>
        {t('login.copyright', { year: new Date().getFullYear() })}
      </div>
    </aside>
  );
}
