import { useMemo } from 'react';
import { website } from '../../../lib/config';
import { useUser } from '../../../stores/user';
import { useDashboardSummary } from '../api';
import { PipelineCharts } from '../charts/PipelineCharts';
import { LatestReminders } from '../components/LatestReminders';
import { MyTodos } from '../components/MyTodos';
import { PipelineTiles } from '../components/PipelineTiles';
import { ProjectShortLists } from '../components/ProjectShortLists';
import { UpcomingMeetings } from '../components/UpcomingMeetings';
import { useMenuAccess } from '../useMenuAccess';
import { menuLeaves, visibleMenu } from '../../../lib/menuTree';
import { QuickLinks } from '../components/QuickLinks';
import { Welcome } from '../components/Welcome';
import styles from '../components/home.module.css';

/**
 * /wel/index: the greeting; the pipeline at a glance (counts, charts, the newest projects of each
 * group), my to-dos, meetings and reminders; and the way into every page of the user's menu.
 */
export default function HomePage() {
  const menuAll = useUser((s) => s.menuAll);
  const access = useMenuAccess();
  const pipeline = access('home') || access('dashboard');
  const summary = useDashboardSummary(pipeline);
  const links = useMemo(
    () => menuLeaves(visibleMenu(menuAll)).filter(({ item }) => item.path && item.path !== website.homePath),
    [menuAll],
  );
  return (
    <div className={styles.home} data-testid="home">
      <Welcome pageCount={links.length} />
      {pipeline && (
        <>
          <PipelineTiles summary={summary.data} />
          <PipelineCharts enabled={pipeline} />
          <div className={styles.board}>
            <ProjectShortLists summary={summary.data} />
            <div className={styles.side}>
              {access('approval_todo') && <MyTodos />}
              {access('meeting') && <UpcomingMeetings meetings={summary.data?.meetings} />}
            </div>
            <LatestReminders />
          </div>
        </>
      )}
      <QuickLinks links={links} />
    </div>
  );
}
