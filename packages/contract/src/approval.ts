import { z } from 'zod';
import { idSchema } from './envelope.js';
import { pageQuery } from './paging.js';

export { APPROVAL_TYPE_STAGE } from './pipeline.js';

export const approvalStepRecord = z.object({
  seq: z.number().int(),
  approverId: z.string(),
  approverName: z.string(),
  /** null while waiting; 1 approved, 2 rejected. */
  decision: z.number().int().nullable(),
  comment: z.string(),
  decidedAt: z.string(),
});

export const approvalRecord = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  /** For the link to the project's detail page ('' when the project is gone). */
  projectUuid: z.string(),
  /** 1 initiation, 2 investment decision, 3 exit (dictionary approval_type). */
  type: z.number().int(),
  title: z.string(),
  reason: z.string(),
  applicantId: z.string(),
  applicantName: z.string(),
  /** 0 pending, 1 approved, 2 rejected, 3 withdrawn (dictionary approval_status). */
  status: z.number().int(),
  currentStep: z.number().int(),
  createTime: z.string(),
  finishTime: z.string(),
  steps: z.array(approvalStepRecord),
});
export type ApprovalRecord = z.infer<typeof approvalRecord>;

export const approvalApply = z.object({
  projectId: idSchema,
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  title: z.string().trim().max(200).default(''),
  reason: z.string().trim().max(2000).default(''),
  /** In order; each decides after the one before approves. */
  approverIds: z.array(idSchema).min(1).max(10),
});
export type ApprovalApply = z.infer<typeof approvalApply>;

export const approvalDecide = z.object({
  id: idSchema,
  decision: z.union([z.literal(1), z.literal(2)]),
  comment: z.string().trim().max(1000).default(''),
});

/**
 * `todo`: waiting for me; `done`: I decided; `mine`: I applied; `project`: every approval of
 * `projectId`, for anyone who may read the project (its detail page).
 */
export const approvalListQuery = pageQuery
  .extend({
    box: z.enum(['todo', 'done', 'mine', 'project']),
    type: z.coerce.number().int().min(1).max(3).optional(),
    status: z.coerce.number().int().min(0).max(3).optional(),
    projectId: idSchema.optional(),
  })
  .refine((q) => q.box !== 'project' || q.projectId, { path: ['projectId'], message: 'projectId is required' });
export type ApprovalListQuery = z.infer<typeof approvalListQuery>;
