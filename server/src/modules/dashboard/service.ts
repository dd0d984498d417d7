import type { DashboardCharts, DashboardSummary } from '@invest/contract/dashboard';
import type { AuthUser } from '../../http/auth-context.js';
import { formatDateTime } from '../../http/format.js';
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
      const [groups, todos, upcoming] = await Promise.all([
        projects.groups(a, SHORT_LIST),
        approvals.list(a, { box: 'todo', current: 1, size: 1 }),
        meetings.page(a, {
          mine: 1,
          status: 1,
          from: formatDateTime(new Date()),
          current: 1,
          size: SHORT_LIST,
          ascs: 'startTime',
        }),
      ]);
      return {
        reserve: groups.reserve,
        inProgress: groups.inProgress,
        invested: groups.invested,
        key: groups.key,
        todoCount: todos.total,
        meetings: upcoming.records.map((m) => ({ id: m.id, title: m.title, startTime: m.startTime, place: m.place })),
      };
    },

    async charts(a: AuthUser): Promise<DashboardCharts> {
      const [funnel, amounts] = await Promise.all([projects.funnel(a), projects.charts(a)]);
      return { funnel, ...amounts };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
