import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FundRecord, FundSubmit } from '@invest/contract/fund';
import type { Page } from '@invest/contract/paging';
import type { ProjectRecord } from '@invest/contract/project';
import type { PageParams } from '../../components/crud/useServerTable';
import { getData, postData } from '../../lib/http';

/** Every URL of the funds screen (spec §7 Fund; docs/api.md). */
const P = '/api/project/fund';

export type FundFilters = { name?: string; status?: string; currency?: string };

export const fundKeys = {
  all: ['fund'] as const,
  list: ['fund', 'list'] as const,
};

export const fetchFundPage = (params: PageParams & FundFilters) => getData<Page<FundRecord>>(`${P}/page`, { params });

const submitFund = (body: FundSubmit) => postData<FundRecord>(`${P}/submit`, body);
const removeFunds = (ids: readonly string[]) =>
  postData<number>(`${P}/remove`, undefined, { params: { ids: ids.join(',') } });

/** A fund's projects with their invested amounts (a project view: under the `project` key). */
export function useFundProjects(fundId: string | undefined) {
  return useQuery({
    queryKey: ['project', 'byFund', fundId],
    queryFn: () => getData<ProjectRecord[]>('/api/project/project/getProjectByFundId', { params: { fundId } }),
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
