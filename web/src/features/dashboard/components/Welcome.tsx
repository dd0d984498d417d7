import { Avatar, Statistic, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/localized';
import { useCommon } from '../../../stores/common';
import logo from '../../../assets/logo.svg';
import type { I18nKey } from '../../../lib/i18n';
import { useTabs } from '../../../stores/tabs';
import { useUser } from '../../../stores/user';
import styles from './home.module.css';

function greetingKey(hour: number): I18nKey {
  if (hour < 11) return 'home.morning';
  if (hour < 13) return 'home.noon';
  if (hour < 18) return 'home.afternoon';
  return 'home.evening';
}

/** Greets the user by nick name with today's date. */
export function Welcome({ pageCount }: { pageCount: number }) {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const userInfo = useUser((s) => s.userInfo);
  const tabCount = useTabs((s) => s.tabList.length);
  const now = dayjs();
  const name = userInfo?.nickName || userInfo?.name || userInfo?.account || '';
  const roles = localized(userInfo?.roleName ?? '', userInfo?.roleNameEn, language)
    .split(',')
    .filter(Boolean);
  return (
    <section className={styles.welcome}>
      <Avatar size={64} src={userInfo?.avatar || logo} alt="" />
      <div className={styles.welcomeText}>
        <h2 className={styles.greeting} data-testid="home-greeting">
          {t('home.greeting', { greeting: t(greetingKey(now.hour())), name })}
        </h2>
        <div className={styles.sub}>
          {t('home.today', { date: now.format(t('home.dateFormat')) })} · {t('home.wish')}
        </div>
        {roles.length > 0 && (
          <div className={styles.roles}>
            {roles.map((role) => (
              <Tag key={role} color="orange" variant="filled">
                {role}
              </Tag>
            ))}
          </div>
        )}
      </div>
      <div className={styles.stats}>
        <Statistic title={t('home.pages')} value={pageCount} />
        <Statistic title={t('home.tabs')} value={tabCount} />
      </div>
    </section>
  );
}
