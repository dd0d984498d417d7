import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@invest/contract/api/dashboard';
import { call } from '../../lib/api';

// Project and approval changes invalidate `['dashboard']`, so the figures follow them.
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: ['dashboard', 'summary'] as const,
  charts: ['dashboard', 'charts'] as const,
};

export const useDashboardSummary = (enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.summary,
    queryFn: () => call(dashboardApi.summary),
    enabled,
  });

export const useDashboardCharts = (enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.charts,
    queryFn: () => call(dashboardApi.charts),
    enabled,
  });
