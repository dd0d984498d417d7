import { BellOutlined, CheckSquareOutlined, FolderOpenOutlined, MessageOutlined } from '@ant-design/icons';
import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCounts } from '../../reminder/api';
import { useTabs } from '../../../stores/tabs';
import styles from './dashboard.module.css';

function Stat({
  icon,
  color,
  label,
  value,
  testId,
}: {
  icon: ReactNode;
  color: string;
  label: string;
  value?: number;
  testId: string;
}) {
  return (
    <Card className={styles.stat} variant="borderless">
      <span className={styles.statIcon} style={{ color, background: `${color}1a` }}>
        {icon}
      </span>
      <div className={styles.statText}>
        <div className={styles.statLabel}>{label}</div>
        {value === undefined ? (
          <Skeleton.Input active size="small" />
        ) : (
          <div className={styles.statValue} data-testid={testId}>
            {value}
          </div>
        )}
      </div>
    </Card>
  );
}

/** The user's unread reminders by type (live with the bell) and how many tabs are open. */
export function ReminderStats() {
  const { t } = useTranslation();
  const { data } = useUnreadCounts(true);
  const tabs = useTabs((s) => s.tabList.length);
  return (
    <div className={styles.stats}>
      <Stat
        icon={<CheckSquareOutlined />}
        color="#f19448"
        label={t('dashboard.unreadTodo')}
        value={data?.byType['0']}
        testId="dashboard-unread-0"
      />
      <Stat
        icon={<MessageOutlined />}
        color="#1677ff"
        label={t('dashboard.unreadMessage')}
        value={data?.byType['1']}
        testId="dashboard-unread-1"
      />
      <Stat
        icon={<BellOutlined />}
        color="#13a8a8"
        label={t('dashboard.unreadNotice')}
        value={data?.byType['2']}
        testId="dashboard-unread-2"
      />
      <Stat
        icon={<FolderOpenOutlined />}
        color="#722ed1"
        label={t('dashboard.openTabs')}
        value={tabs}
        testId="dashboard-tabs"
      />
    </div>
  );
}
