import { useMemo } from 'react';
import { website } from '../../../lib/config';
import { useUser } from '../../../stores/user';
import { QuickLinks } from '../../home/components/QuickLinks';
import { menuLeaves, visibleMenu } from '../../menu/menuTree';
import { DashboardHeader } from '../components/DashboardHeader';
import { LatestReminders } from '../components/LatestReminders';
import { PipelinePlaceholder } from '../components/PipelinePlaceholder';
import { ReminderStats } from '../components/ReminderStats';
import styles from '../components/dashboard.module.css';

/**
 * /wel/dashboard (hidden from the menu, opened from the avatar menu): what the user has today —
 * unread reminders, the latest ones, roles and their pages. The pipeline board takes the
 * placeholder's place with the projects module.
 */
export default function DashboardPage() {
  const menuAll = useUser((s) => s.menuAll);
  const links = useMemo(
    () =>
      menuLeaves(visibleMenu(menuAll)).filter(
        ({ item }) => item.path && item.path !== website.homePath && item.path !== '/wel/dashboard',
      ),
    [menuAll],
  );
  return (
    <div className={styles.dashboard} data-testid="dashboard">
      <DashboardHeader />
      <ReminderStats />
      <div className={styles.columns}>
        <LatestReminders />
        <PipelinePlaceholder />
      </div>
      <QuickLinks links={links} testId="dashboard-filter" />
    </div>
  );
}
