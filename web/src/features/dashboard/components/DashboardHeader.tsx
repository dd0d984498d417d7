import { Avatar, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/localized';
import { useCommon } from '../../../stores/common';
import logo from '../../../assets/logo.svg';
import { useUser } from '../../../stores/user';
import styles from './dashboard.module.css';
import { EMPTY } from '../../../lib/empty';

/** Who is signed in: name, account, tenant, today, and the roles they hold. */
export function DashboardHeader() {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const user = useUser((s) => s.userInfo);
  const name = user?.realName || user?.nickName || user?.name || user?.account || '';
  const roles = localized(user?.roleName ?? '', user?.roleNameEn, language)
    .split(',')
    .filter(Boolean);
  return (
    <section className={styles.header}>
      <Avatar size={56} src={user?.avatar || logo} alt="" />
      <div className={styles.headerText}>
        <h2 className={styles.title} data-testid="dashboard-title">
          {t('route.dashboard')} · {name}
        </h2>
        <div className={styles.sub}>
          {t('dashboard.subtitle')} · {dayjs().format(t('home.dateFormat'))}
        </div>
        <div className={styles.meta}>
          <span>
            {t('dashboard.account')}: {user?.account || EMPTY}
          </span>
          <span>
            {t('dashboard.tenant')}: {user?.tenantId || EMPTY}
          </span>
        </div>
      </div>
      <div className={styles.roles} aria-label={t('dashboard.roles')} data-testid="dashboard-roles">
        <div className={styles.rolesLabel}>{t('dashboard.roles')}</div>
        {roles.length ? (
          roles.map((role) => (
            <Tag key={role} color="orange" variant="filled">
              {role}
            </Tag>
          ))
        ) : (
          <span className={styles.sub}>{t('dashboard.noRoles')}</span>
        )}
      </div>
    </section>
  );
}
