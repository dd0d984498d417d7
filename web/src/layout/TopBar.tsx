import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCommon } from '../stores/common';
import { UserDropdown } from './UserDropdown';
import styles from './layout.module.css';

/** The header: the menu toggle on the left, the user's menu on the right. */
export function TopBar() {
  const { t } = useTranslation();
  const collapse = useCommon((s) => s.collapse);
  const toggleCollapse = useCommon((s) => s.toggleCollapse);
  const label = collapse ? t('layout.expand') : t('layout.collapse');
  return (
    <Layout.Header className={styles.header}>
      <Tooltip title={label} placement="bottomLeft">
        <Button
          type="text"
          className={styles.trigger}
          icon={collapse ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={toggleCollapse}
          aria-label={label}
          data-testid="menu-toggle"
        />
      </Tooltip>
      <div className={styles.headerRight}>
        <UserDropdown />
      </div>
    </Layout.Header>
  );
}
