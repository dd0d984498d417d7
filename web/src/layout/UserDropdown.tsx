import { useState } from 'react';
import { DashboardOutlined, DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import logo from '../assets/logo.svg';
import { useAttachImage } from '../features/profile/api';
import { useUser } from '../stores/user';
import styles from './layout.module.css';

/** Avatar and nick name; Dashboard, User info and Log out (with confirmation); opens on click and by keyboard. */
export function UserDropdown() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const userInfo = useUser((s) => s.userInfo);
  const logout = useUser((s) => s.logout);
  // An uploaded avatar is read with the session's headers (an <img> cannot send them).
  const avatar = useAttachImage(userInfo?.avatar);
  const [open, setOpen] = useState(false);
  const name = userInfo?.nickName || userInfo?.name || userInfo?.account || '';

  const confirmLogout = () => {
    modal.confirm({
      title: t('app.confirm'),
      content: t('layout.logoutConfirm'),
      okText: t('app.ok'),
      cancelText: t('app.cancel'),
      onOk: async () => {
        await logout();
        navigate('/login', { replace: true });
      },
    });
  };

  const items: MenuProps['items'] = [
    { key: 'dashboard', icon: <DashboardOutlined />, label: t('layout.dashboard') },
    { key: 'info', icon: <UserOutlined />, label: t('layout.info') },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: <span data-testid="logout">{t('layout.logout')}</span>,
      danger: true,
    },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    if (key === 'dashboard') navigate('/wel/dashboard');
    else if (key === 'info') navigate('/info/index');
    else if (key === 'logout') confirmLogout();
  };

  return (
    <Dropdown
      menu={{ items, onClick, style: { minWidth: 160 } }}
      placement="bottomRight"
      trigger={['click']}
      autoFocus
      open={open}
      onOpenChange={setOpen}
    >
      <button
        type="button"
        className={styles.user}
        data-testid="user-dropdown"
        aria-haspopup="menu"
        aria-expanded={open}
        onKeyDown={(e) => {
          // Enter and Space click the button; the arrow key opens the menu too, as menu buttons do.
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Avatar size={28} src={avatar || logo} alt="" data-testid="header-avatar" />
        <span className={styles.userName}>{name}</span>
        <DownOutlined style={{ fontSize: 10, color: 'rgba(0,0,0,0.45)' }} />
      </button>
    </Dropdown>
  );
}
