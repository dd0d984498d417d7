import type { DashboardCharts, DashboardSummary } from '@invest/contract/dashboard';
import type { AuthUser } from '../../http/auth-context.js';
import type { ApprovalEngine } from '../approval/service.js';
import type { MeetingService } from '../meeting/service.js';
import type { ProjectService } from '../project/service.js';

const SHORT_LIST = 5;

/** Home and dashboard figures: the pipeline at a glance, my to-dos and my upcoming meetings. */
export function createDashboardService(deps: {
  projects: ProjectService;
  approvals: ApprovalEngine;
  meetings: MeetingService;
}) {
  const { projects, approvals, meetings } = deps;
  return {
    async summary(a: AuthUser): Promise<DashboardSummary> {
      // Only what the page shows: the to-do count without rows; the meetings without a total or details.
      const [groups, todoCount, meetingsSoon] = await Promise.all([
        projects.groups(a, SHORT_LIST),
        approvals.todoCount(a),
        meetings.upcoming(a, SHORT_LIST),
      ]);
      return {
        reserve: groups.reserve,
        inProgress: groups.inProgress,
        invested: groups.invested,
        key: groups.key,
        todoCount,
        meetings: meetingsSoon,
      };
    },

    async charts(a: AuthUser): Promise<DashboardCharts> {
      const [funnel, amounts] = await Promise.all([projects.funnel(a), projects.charts(a)]);
      return { funnel, ...amounts };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
