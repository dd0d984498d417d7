import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approvalApi } from '@invest/contract/api/approval';
import type { ApprovalRecord } from '@invest/contract/approval';
import type { PageParams } from '../../components/crud/useServerTable';
import { call, type CallInput } from '../../lib/api';

/** The three lists: waiting for me, decided by me, applied by me. */
export type ApprovalBox = 'todo' | 'done' | 'mine';

export type ApprovalFilters = { type?: string; status?: string; projectId?: string };

export const approvalKeys = {
  all: ['approval'] as const,
  list: (box: ApprovalBox) => ['approval', 'list', box] as const,
  detail: (id: string) => ['approval', 'detail', id] as const,
};

export const fetchApprovalPage = (query: PageParams & ApprovalFilters & { box: ApprovalBox }) =>
  call(approvalApi.page, { query });

export function useApprovalDetail(id: string | undefined) {
  return useQuery({
    queryKey: approvalKeys.detail(id ?? ''),
    queryFn: () => call(approvalApi.detail, { query: { id: id ?? '' } }),
    enabled: Boolean(id),
  });
}

const applyApproval = (body: CallInput<typeof approvalApi.apply>['body']) => call(approvalApi.apply, { body });
const decideApproval = (body: CallInput<typeof approvalApi.decide>['body']) => call(approvalApi.decide, { body });
const withdrawApproval = (id: string) => call(approvalApi.withdraw, { query: { id } });

/** What an approval change made elsewhere (a workflow page's decision) must refresh: see useApprovalMutation. */
export function useRefreshApprovals() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [approvalKeys.all, ['dashboard'], ['project']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/**
 * Every approval change refreshes the approval lists and details, the home figures (my to-dos)
 * and the projects (a project's approvals, whether it may move on).
 */
function useApprovalMutation<A>(fn: (arg: A) => Promise<ApprovalRecord>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all(
        [approvalKeys.all, ['dashboard'], ['project']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

export const useApplyApproval = () => useApprovalMutation(applyApproval);
export const useDecideApproval = () => useApprovalMutation(decideApproval);
export const useWithdrawApproval = () => useApprovalMutation(withdrawApproval);
