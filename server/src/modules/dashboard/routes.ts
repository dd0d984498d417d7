import { dashboardApi } from '@invest/contract/api/dashboard';
import { bindAll } from '../../http/bind.js';
import type { DashboardService } from './service.js';

export const dashboardRoutes = (dashboard: DashboardService) =>
  bindAll(dashboardApi, {
    summary: async (req) => dashboard.summary(req.auth),
    charts: async (req) => dashboard.charts(req.auth),
  });
