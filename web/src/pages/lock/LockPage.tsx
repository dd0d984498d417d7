import { LockOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../stores/user';

/** /lock: a placeholder until the lock issue brings the unlock form; signing out is always offered. */
export default function LockPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useUser((s) => s.logout);
  const signOut = async () => {
    await logout();
    navigate('/login', { replace: true });
  };
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Result
        icon={<LockOutlined style={{ color: 'var(--ant-color-primary)' }} />}
        title={t('lock.title')}
        subTitle={t('lock.subtitle')}
        extra={
          <Button type="primary" onClick={() => void signOut()} data-testid="lock-signout">
            {t('lock.signOut')}
          </Button>
        }
      />
    </div>
  );
}
