import { useQuery } from '@tanstack/react-query';
import type { DashboardCharts, DashboardSummary } from '@invest/contract/dashboard';
import { getData } from '../../lib/http';

/** The home page's and dashboard's figures (docs/api.md: dashboard summary and charts). */
const P = '/api/project/dashboard';

// Project and approval changes invalidate `['dashboard']`, so the figures follow them.
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: ['dashboard', 'summary'] as const,
  charts: ['dashboard', 'charts'] as const,
};

export const useDashboardSummary = (enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.summary,
    queryFn: () => getData<DashboardSummary>(`${P}/summary`),
    enabled,
  });

export const useDashboardCharts = (enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.charts,
    queryFn: () => getData<DashboardCharts>(`${P}/charts`),
    enabled,
  });
