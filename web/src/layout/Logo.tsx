import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import logo from '../assets/logo.svg';
import { website } from '../lib/config';
import styles from './layout.module.css';

export function Logo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={website.homePath}
      className={`${styles.logo} ${collapsed ? styles.logoCollapsed : ''}`}
      title={t('app.title')}
    >
      <img src={logo} alt="" />
      <span>{t('app.title')}</span>
    </Link>
  );
}
