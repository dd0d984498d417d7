import { APPROVAL_DECISION, APPROVAL_STATUS } from '@invest/contract/constants';
import { APPROVAL_TYPE_STAGE } from '@invest/contract/pipeline';
import type { ApprovalRecord } from '@invest/contract/approval';

export const STATUS_COLORS: Record<string, string> = {
  '0': 'processing',
  '1': 'success',
  '2': 'error',
  '3': 'default',
};

/** The server takes at most ten approvers (contract approvalApply). */
export const MAX_APPROVERS = 10;

export type ApprovalType = keyof typeof APPROVAL_TYPE_STAGE;

/** The approval type a project at this stage may apply for (none past or outside the pipeline's gates). */
export function typeForStage(stage: number): ApprovalType | undefined {
  const types = Object.keys(APPROVAL_TYPE_STAGE).map(Number) as ApprovalType[];
  return types.find((type) => APPROVAL_TYPE_STAGE[type] === stage);
}

/** Where a step stands: decided, waiting for its approver now, or not reached (yet, or ever). */
export type StepState = 'approved' | 'rejected' | 'waiting' | 'notReached';

export function stepState(
  record: Pick<ApprovalRecord, 'status' | 'currentStep'>,
  step: ApprovalRecord['steps'][number],
): StepState {
  if (step.decision === APPROVAL_DECISION.approve) return 'approved';
  if (step.decision === APPROVAL_DECISION.reject) return 'rejected';
  return record.status === APPROVAL_STATUS.pending && step.seq === record.currentStep ? 'waiting' : 'notReached';
}

/** The step waiting for a decision, if the approval is still pending. */
export function waitingStep(record: ApprovalRecord) {
  return record.status === APPROVAL_STATUS.pending ? record.steps.find((s) => s.seq === record.currentStep) : undefined;
}

/** The list with the item at `from` moved to `to` (both within bounds; otherwise unchanged). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
