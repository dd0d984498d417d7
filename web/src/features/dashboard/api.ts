import { useQuery, type QueryClient } from '@tanstack/react-query';
import { dashboardApi } from '@invest/contract/api/dashboard';
import { dictApi } from '@invest/contract/api/dict';
import { call } from '../../lib/api';
import { dictKeys } from '../dict/api';

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

/** The dictionaries that label the home charts' bars (stages, industries). */
const CHART_DICTIONARIES = ['project_stage', 'industry'];

/**
 * The home page's figures and the labels of its charts, asked for as soon as a session exists
 * (app/firstScreen.ts) instead of after the shell and the page have loaded (the labels would
 * otherwise go out after the charts were drawn, and draw them again). Silent: a user without the
 * pipeline pages gets a refusal here and no message (the page then does not ask). Resolves once
 * every answer, or refusal, is in.
 */
export function prefetchHomeFigures(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.prefetchQuery({
      queryKey: dashboardKeys.summary,
      queryFn: () => call(dashboardApi.summary, undefined, { silent: true }),
    }),
    client.prefetchQuery({
      queryKey: dashboardKeys.charts,
      queryFn: () => call(dashboardApi.charts, undefined, { silent: true }),
    }),
    ...CHART_DICTIONARIES.map((code) =>
      // The key and the answer of useDict (features/dict/useDict), so the page finds them.
      client.prefetchQuery({
        queryKey: [...dictKeys.dictionary, code],
        queryFn: () => call(dictApi.dictionary, { query: { code } }, { silent: true }),
        staleTime: Infinity,
      }),
    ),
  ]);
}
