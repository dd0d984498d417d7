import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordForm } from '../components/PasswordForm';
import { ProfileForm } from '../components/ProfileForm';
import styles from '../components/info.module.css';

/** /info/index: the signed-in user's profile and password (spec §2, §5). */
export default function InfoPage() {
  const { t } = useTranslation();
  return (
    <Card className={styles.page} variant="borderless" data-testid="info-page">
      <Tabs
        defaultActiveKey="profile"
        destroyOnHidden={false}
        items={[
          {
            key: 'profile',
            label: (
              <span data-testid="info-tab-profile">
                <UserOutlined /> {t('info.basicTab')}
              </span>
            ),
            children: <ProfileForm />,
          },
          {
            key: 'password',
            label: (
              <span data-testid="info-tab-password">
                <LockOutlined /> {t('info.passwordTab')}
              </span>
            ),
            children: <PasswordForm />,
          },
        ]}
      />
    </Card>
  );
}
