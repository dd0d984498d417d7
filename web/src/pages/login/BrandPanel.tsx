import { AuditOutlined, FundProjectionScreenOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import logo from '../../assets/logo.svg';
import styles from './login.module.css';

/** The left half of the sign-in page: who the console is for. */
export function BrandPanel() {
  const { t } = useTranslation();
  const features = [
    { icon: <FundProjectionScreenOutlined />, text: t('login.featurePipeline') },
    { icon: <TeamOutlined />, text: t('login.featureMeeting') },
    { icon: <AuditOutlined />, text: t('login.featureApproval') },
  ];
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
          {features.map((f) => (
            <li key={f.text}>
              <span className={styles.featureIcon}>{f.icon}</span>
              {f.text}
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.brandFoot}>{t('login.copyright', { year: new Date().getFullYear() })}</div>
    </aside>
  );
}
