import { useEffect, useState } from 'react';
import { ArrowRightOutlined, LockOutlined, LogoutOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import logo from '../../assets/logo.svg';
import { useAttachImage } from '../../features/profile/api';
import { website } from '../../lib/config';
import { useLock } from '../../stores/lock';
import { useTabs } from '../../stores/tabs';
import { useUser } from '../../stores/user';
import styles from './lock.module.css';

function useNow(): dayjs.Dayjs {
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * /lock: the locked console. Unlocks with the lock password (checked against its salted hash);
 * signing out is always offered. Unlocking here, or in any other tab, returns to the page the
 * user was on.
 */
export default function LockPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const token = useUser((s) => s.token);
  const userInfo = useUser((s) => s.userInfo);
  const logout = useUser((s) => s.logout);
  const isLock = useLock((s) => s.isLock);
  const unlock = useLock((s) => s.unlock);
  const avatar = useAttachImage(userInfo?.avatar);
  const [form] = Form.useForm<{ passwd: string }>();
  const [busy, setBusy] = useState(false);
  const now = useNow();

  if (!token) return <Navigate to={website.loginPath} replace />;
  if (!isLock) return <Navigate to={useTabs.getState().tab.value || website.homePath} replace />;

  const name = userInfo?.nickName || userInfo?.name || userInfo?.account || '';

  const submit = async ({ passwd }: { passwd: string }) => {
    setBusy(true);
    try {
      if (!(await unlock(passwd))) {
        form.setFields([{ name: 'passwd', value: '', errors: [t('lock.wrong')] }]);
      }
    } finally {
      setBusy(false);
    }
  };

  const signOut = () => {
    modal.confirm({
      title: t('app.confirm'),
      content: t('layout.logoutConfirm'),
      okText: t('app.ok'),
      cancelText: t('app.cancel'),
      onOk: async () => {
        await logout();
        navigate(website.loginPath, { replace: true });
      },
    });
  };

  return (
    <div className={styles.page} data-testid="lock-page">
      <div className={styles.clock} aria-hidden>
        <div className={styles.time}>{now.format('HH:mm')}</div>
        <div className={styles.date}>{now.format(t('lock.dateFormat'))}</div>
      </div>
      <div className={styles.card}>
        <Avatar size={72} src={avatar || logo} alt="" className={styles.avatar} />
        <div className={styles.name} data-testid="lock-user">
          {name}
        </div>
        <div className={styles.state}>
          <LockOutlined /> {t('lock.title')}
        </div>
        <Form form={form} onFinish={(v) => void submit(v)} className={styles.form}>
          <Form.Item name="passwd" rules={[{ required: true, message: t('lock.passwdRequired') }]}>
            <Input.Password
              size="large"
              prefix={<LockOutlined />}
              placeholder={t('lock.unlockPlaceholder')}
              autoComplete="off"
              autoFocus
              data-testid="unlock-passwd"
            />
          </Form.Item>
          <Button
            type="primary"
            size="large"
            htmlType="submit"
            block
            loading={busy}
            icon={<ArrowRightOutlined />}
            iconPlacement="end"
            data-testid="unlock-submit"
          >
            {t('lock.unlock')}
          </Button>
        </Form>
        <div className={styles.hint}>{t('lock.subtitle')}</div>
        <Button
          type="link"
          icon={<LogoutOutlined />}
          onClick={signOut}
          className={styles.signOut}
          data-testid="lock-signout"
        >
          {t('lock.signOut')}
        </Button>
      </div>
    </div>
  );
}
