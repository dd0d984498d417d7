import { useQuery } from '@tanstack/react-query';
import { flowApi } from '@invest/contract/api/flow';
import { call } from '../../lib/api';
import { flowKeys, useFlowAction } from '../flow/api';
import { toLeaveBody, type LeaveValues } from './leaveForm';

/**
 * The step of the shipped leave process (server/src/modules/flow/processes/leave.bpmn) where a
 * rejected request waits for its applicant to adjust and resubmit it, or cancel it.
 */
export const ADJUST_STEP = 'adjust';

/** A leave request with its state and who must act now. */
export function useLeave(businessId: string) {
  return useQuery({
    queryKey: [...flowKeys.all, 'leave', businessId],
    queryFn: () => call(flowApi.leaveDetail, { query: { businessId } }),
    enabled: Boolean(businessId),
  });
}

export const useStartLeave = (processDefinitionId: string) =>
  useFlowAction((values: LeaveValues) =>
    call(flowApi.leaveStart, { body: { processDefinitionId, ...toLeaveBody(values) } }),
  );

/** The adjusted request, resubmitted from the 调整申请 step. */
export const useResubmitLeave = (taskId: string, processInstanceId: string) =>
  useFlowAction(({ comment, ...values }: LeaveValues & { comment?: string }) =>
    call(flowApi.leaveResubmit, {
      body: { taskId, processInstanceId, comment: comment ?? '', ...toLeaveBody(values) },
    }),
  );
