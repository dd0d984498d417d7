import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fundApi } from '@invest/contract/api/fund';
import { projectApi } from '@invest/contract/api/project';
import type { PageParams } from '../../components/crud/useServerTable';
import { call, type CallInput } from '../../lib/api';

export type FundFilters = { name?: string; status?: string; currency?: string };

export const fundKeys = {
  all: ['fund'] as const,
  list: ['fund', 'list'] as const,
};

export const fetchFundPage = (query: PageParams & FundFilters) => call(fundApi.page, { query });

const submitFund = (body: CallInput<typeof fundApi.submit>['body']) => call(fundApi.submit, { body });
const removeFunds = (ids: readonly string[]) => call(fundApi.remove, { query: { ids: ids.join(',') } });

/** A fund's projects with their invested amounts (a project view: under the `project` key). */
export function useFundProjects(fundId: string | undefined) {
  return useQuery({
    queryKey: ['project', 'byFund', fundId],
    queryFn: () => call(projectApi.byFund, { query: { fundId: fundId ?? '' } }),
    enabled: Boolean(fundId),
  });
}

/** Funds feed the fund selects of the projects and the home page's amounts by fund. */
function useFundMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([fundKeys.all, ['dashboard']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useSubmitFund = () => useFundMutation(submitFund);
export const useRemoveFunds = () => useFundMutation(removeFunds);
