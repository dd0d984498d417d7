import { useMemo } from 'react';
import { website } from '../../../lib/config';
import { useUser } from '../../../stores/user';
import { QuickLinks } from '../components/QuickLinks';
import { menuLeaves, visibleMenu } from '../../../lib/menuTree';
import { useDashboardSummary } from '../api';
import { PipelineCharts } from '../charts/PipelineCharts';
import { DashboardHeader } from '../components/DashboardHeader';
import { LatestReminders } from '../components/LatestReminders';
import { PipelineTiles } from '../components/PipelineTiles';
import { ProjectShortLists } from '../components/ProjectShortLists';
import { ReminderStats } from '../components/ReminderStats';
import { useMenuAccess } from '../useMenuAccess';
import styles from '../components/dashboard.module.css';

/**
 * /wel/dashboard (hidden from the menu, opened from the avatar menu): what the user has today —
 * unread reminders and the latest ones, the pipeline's figures, newest projects and charts, and
 * the pages of their roles.
 */
export default function DashboardPage() {
  const menuAll = useUser((s) => s.menuAll);
  const access = useMenuAccess();
  const pipeline = access('home') || access('dashboard');
  const summary = useDashboardSummary(pipeline);
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
      {pipeline && <PipelineTiles summary={summary.data} />}
      <div className={styles.columns}>
        <LatestReminders />
        {pipeline && <ProjectShortLists summary={summary.data} />}
      </div>
      {pipeline && <PipelineCharts enabled={pipeline} />}
      <QuickLinks links={links} testId="dashboard-filter" />
    </div>
  );
}
