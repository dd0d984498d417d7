import { useQuery, type QueryClient } from '@tanstack/react-query';
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

/**
 * The home page's figures, asked for as soon as a session exists (app/firstScreen.ts) instead of
 * after the shell and the page have loaded. Silent: a user without the pipeline pages gets a
 * refusal here and no message (the page then does not ask).
 */
export function prefetchHomeFigures(client: QueryClient): void {
  void client.prefetchQuery({
    queryKey: dashboardKeys.summary,
    queryFn: () => call(dashboardApi.summary, undefined, { silent: true }),
  });
  void client.prefetchQuery({
    queryKey: dashboardKeys.charts,
    queryFn: () => call(dashboardApi.charts, undefined, { silent: true }),
  });
}
