import { memo } from 'react';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionTooltip } from '../components/ActionTooltip';
import { useCommon } from '../stores/common';
import { FullscreenToggle } from './header/FullscreenToggle';
import { LanguageMenu } from './header/LanguageMenu';
import { TopMenu } from './header/TopMenu';
import { HeaderSearch } from './search/HeaderSearch';
import { ErrorLogButton } from './errorlog/ErrorLogButton';
import { LockButton } from './lock/LockButton';
import { ReminderBell } from './reminder/ReminderBell';
import { ColorButton } from './theme/ColorButton';
import { ThemeButton } from './theme/ThemeButton';
import { UserDropdown } from './UserDropdown';
import styles from './layout.module.css';

/**
 * The header (spec §2 Top bar): menu toggle and top menu on the left; on the right, one widget
 * per line in the spec's order — search, colour, lock, theme, notices, language, fullscreen,
 * avatar.
 */
export const TopBar = memo(function TopBar() {
  const { t } = useTranslation();
  const collapse = useCommon((s) => s.collapse);
  const toggleCollapse = useCommon((s) => s.toggleCollapse);
  const screen = useCommon((s) => s.screen);
  const phone = screen === 0;
  const label = collapse ? t('layout.expand') : t('layout.collapse');
  return (
    <Layout.Header className={styles.header}>
      <div className={styles.headerLeft}>
        {/* Closed at the click: the button moves with the sidebar's edge (issue 14). */}
        <ActionTooltip title={label} placement="bottomLeft">
          <Button
            type="text"
            className={styles.trigger}
            icon={collapse ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={toggleCollapse}
            aria-label={label}
            aria-expanded={!collapse}
            data-testid="menu-toggle"
          />
        </ActionTooltip>
        {!phone && <TopMenu />}
      </div>
      <div className={styles.headerRight} data-testid="header-actions">
        <HeaderSearch />
        <ErrorLogButton />
        {!phone && <ColorButton />}
        <LockButton />
        {!phone && <ThemeButton />}
        <ReminderBell />
        <LanguageMenu />
        {!phone && <FullscreenToggle />}
        <UserDropdown />
      </div>
    </Layout.Header>
  );
});
