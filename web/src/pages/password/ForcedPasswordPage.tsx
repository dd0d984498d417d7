import { KeyOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PasswordForm } from '../../features/profile/components/PasswordForm';
import { website } from '../../lib/config';
import { useUser } from '../../stores/user';
import styles from './password.module.css';

/**
 * Shown instead of any signed-in page while the user's password was reset by an administrator:
 * the server answers nothing else until the one-time password is changed.
 */
export default function ForcedPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useUser((s) => s.logout);
  const loadSession = useUser((s) => s.loadSession);

  const signOut = async () => {
    await logout();
    navigate(website.loginPath, { replace: true });
  };

  return (
    <div className={styles.page} data-testid="forced-password-page">
      <Card className={styles.card}>
        <Typography.Title level={4}>
          <KeyOutlined /> {t('forcedPassword.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('forcedPassword.hint')}</Typography.Paragraph>
        <PasswordForm onChanged={() => void loadSession()} />
        <Button
          type="link"
          icon={<LogoutOutlined />}
          onClick={() => void signOut()}
          data-testid="forced-password-logout"
        >
          {t('lock.signOut')}
        </Button>
      </Card>
    </div>
  );
}
