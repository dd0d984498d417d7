import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalApply, ApprovalRecord } from '@invest/contract/approval';
import type { Page } from '@invest/contract/paging';
import type { PageParams } from '../../components/crud/useServerTable';
import { getData, postData } from '../../lib/http';

/** Every URL of the approval screens (spec §7 Approval; docs/api.md). */
const P = '/api/project/approval';

/** The three lists: waiting for me, decided by me, applied by me. */
export type ApprovalBox = 'todo' | 'done' | 'mine';

export type ApprovalFilters = { type?: string; status?: string; projectId?: string };

export const approvalKeys = {
  all: ['approval'] as const,
  list: (box: ApprovalBox) => ['approval', 'list', box] as const,
  detail: (id: string) => ['approval', 'detail', id] as const,
};

export const fetchApprovalPage = (params: PageParams & ApprovalFilters & { box: ApprovalBox }) =>
  getData<Page<ApprovalRecord>>(`${P}/page`, { params });

export function useApprovalDetail(id: string | undefined) {
  return useQuery({
    queryKey: approvalKeys.detail(id ?? ''),
    queryFn: () => getData<ApprovalRecord>(`${P}/detail`, { params: { id } }),
    enabled: Boolean(id),
  });
}

export type Decision = { id: string; decision: 1 | 2; comment: string };

const applyApproval = (body: ApprovalApply) => postData<ApprovalRecord>(`${P}/apply`, body);
const decideApproval = (body: Decision) => postData<ApprovalRecord>(`${P}/decide`, body);
const withdrawApproval = (id: string) => postData<ApprovalRecord>(`${P}/withdraw`, undefined, { params: { id } });

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
