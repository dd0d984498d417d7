import { z } from 'zod';
import { dateTimeSchema, idList, idSchema } from './envelope.js';
import { pageQuery } from './paging.js';

/** A definition's category: `flow_<dictKey>` of the dictionary `flow`. */
export const flowCategory = z.string().regex(/^flow_[A-Za-z0-9_-]{1,32}$/, 'category must be flow_<dictKey>');

export const flowListQuery = pageQuery.extend({
  category: flowCategory.optional(),
  /** Rows whose process name contains this (case-insensitive). */
  processDefinitionName: z.string().trim().max(100).optional(),
  /** Rows of exactly this process key (the modeler's 新建 checks that a key is still free). */
  processDefinitionKey: z.string().trim().max(128).optional(),
});
export type FlowListQuery = z.infer<typeof flowListQuery>;

/**
 * How an instance stands: running, or how it ended — at an end event (finished), declined by its
 * own applicant at a step that was theirs (cancelled, e.g. a rejected leave not resubmitted),
 * withdrawn by the applicant, or terminated by an administrator.
 */
export const INSTANCE_STATUSES = ['running', 'finished', 'cancelled', 'terminated', 'withdrawn'] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];

export const flowDefinitionRecord = z.object({
  id: z.string(),
  deploymentId: z.string(),
  key: z.string(),
  name: z.string(),
  version: z.number().int(),
  category: z.string(),
  /** 1 active, 2 suspended (the BladeX field). */
  suspensionState: z.number().int(),
  deploymentTime: z.string(),
});
export type FlowDefinitionRecord = z.infer<typeof flowDefinitionRecord>;

/** What every task and instance row says of its process instance. */
const instanceSummary = {
  processInstanceId: z.string(),
  processDefinitionId: z.string(),
  processDefinitionKey: z.string(),
  processDefinitionName: z.string(),
  processDefinitionVersion: z.number().int(),
  category: z.string(),
  businessKey: z.string(),
  businessId: z.string(),
  applicantId: z.string(),
  applicantName: z.string(),
};

/** A waiting task, as the claim and to-do lists show it. */
export const flowTaskRecord = z.object({
  taskId: z.string(),
  taskName: z.string(),
  taskDefinitionKey: z.string(),
  assignee: z.string(),
  assigneeName: z.string(),
  ...instanceSummary,
  createTime: z.string(),
  claimTime: z.string(),
});
export type FlowTaskRecord = z.infer<typeof flowTaskRecord>;

/** An instance, as the sent, done and follow lists show it. */
export const flowInstanceRecord = z.object({
  ...instanceSummary,
  status: z.enum(INSTANCE_STATUSES),
  /** Names of the steps waiting now ('' once ended): the progress (流程进度). */
  currentStep: z.string(),
  deleteReason: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
export type FlowInstanceRecord = z.infer<typeof flowInstanceRecord>;

export const flowHistoryRecord = z.object({
  historyId: z.string(),
  taskId: z.string(),
  elementId: z.string(),
  elementName: z.string(),
  /** start, task, transfer, end. */
  kind: z.string(),
  assignee: z.string(),
  assigneeName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  durationMs: z.number().int().nullable(),
  decision: z.enum(['approve', 'reject']).nullable(),
  comment: z.string(),
});
export type FlowHistoryRecord = z.infer<typeof flowHistoryRecord>;

const elementTimes = z.object({ elementId: z.string(), startTime: z.string(), endTime: z.string() });
/** What the viewer marks: steps done (with times), waiting, and not reached. */
export const flowDiagramView = z.object({
  processDefinitionId: z.string(),
  status: z.enum(INSTANCE_STATUSES),
  finished: z.array(elementTimes),
  active: z.array(elementTimes),
  untouched: z.array(z.string()),
});
export type FlowDiagramView = z.infer<typeof flowDiagramView>;

const variableValue = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);

export const completeTaskBody = z.object({
  taskId: idSchema,
  processInstanceId: idSchema,
  /** `ok` approves; anything else rejects. The decision is this field, never the comment. */
  flag: z.string().max(16),
  comment: z.string().trim().max(1000).default(''),
  /** New process variables (names not already set); values are plain. */
  variables: z
    .record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/), variableValue)
    .refine((v) => Object.keys(v).length <= 50, 'at most 50 variables')
    .default({}),
});
export type CompleteTaskBody = z.infer<typeof completeTaskBody>;

/** Hands the caller's task to another user, who becomes its assignee. */
export const transferTaskBody = z.object({
  taskId: idSchema,
  assignee: idSchema,
  comment: z.string().trim().max(1000).default(''),
});
export type TransferTaskBody = z.infer<typeof transferTaskBody>;

/** Sends the caller's task back to an earlier step (a user task already completed in this instance). */
export const returnTaskBody = z.object({
  taskId: idSchema,
  targetElementId: z.string().trim().min(1).max(128),
  comment: z.string().trim().min(1).max(1000),
});
export type ReturnTaskBody = z.infer<typeof returnTaskBody>;

/** An earlier step a task may be returned to. */
export const returnTargetRecord = z.object({ elementId: z.string(), elementName: z.string() });
export type ReturnTargetRecord = z.infer<typeof returnTargetRecord>;

export const taskIdQuery = z.object({ taskId: idSchema });
export const instanceIdQuery = z.object({ processInstanceId: idSchema });
export const definitionIdQuery = z.object({ processDefinitionId: idSchema });
export const changeStateQuery = z.object({ state: z.enum(['active', 'suspend']), processId: idSchema });
export const deploymentIdsQuery = z.object({ deploymentIds: idList });
export const deleteInstanceQuery = z.object({
  processInstanceId: idSchema,
  deleteReason: z.string().trim().min(1).max(500),
});

export const leaveStartBody = z.object({
  processDefinitionId: idSchema,
  taskUser: idSchema,
  startTime: dateTimeSchema,
  endTime: dateTimeSchema,
  reason: z.string().trim().min(1).max(1000),
});
export type LeaveStartBody = z.infer<typeof leaveStartBody>;

/** The applicant's adjusted request, resubmitted from the 调整申请 step. */
export const leaveResubmitBody = leaveStartBody.omit({ processDefinitionId: true }).extend({
  taskId: idSchema,
  processInstanceId: idSchema,
  comment: z.string().trim().max(1000).default(''),
});
export type LeaveResubmitBody = z.infer<typeof leaveResubmitBody>;

export const leaveRecord = z.object({
  id: z.string(),
  processDefinitionId: z.string(),
  processInstanceId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  days: z.number().int(),
  reason: z.string(),
  taskUser: z.string(),
  taskUserName: z.string(),
  applicantId: z.string(),
  applicantName: z.string(),
  applyTime: z.string(),
  status: z.enum(INSTANCE_STATUSES),
  /** Who must act now ('' when nobody or a group may claim it). */
  assigneeName: z.string(),
});
export type LeaveRecord = z.infer<typeof leaveRecord>;

/** An approval link to one task (`/approval-page?token=…`): signed, single-use, expiring. */
export const approvalLink = z.object({ token: z.string(), url: z.string(), expireTime: z.string() });
export type ApprovalLink = z.infer<typeof approvalLink>;

export const approvalLinkQuery = z.object({ token: z.string().trim().min(1).max(200) });

/** The task an approval link shows, with the instance's steps so far. */
export const approvalLinkTask = z.object({
  taskId: z.string(),
  taskName: z.string(),
  processInstanceId: z.string(),
  processDefinitionName: z.string(),
  category: z.string(),
  businessId: z.string(),
  applicantName: z.string(),
  assigneeName: z.string(),
  createTime: z.string(),
  expireTime: z.string(),
  history: z.array(flowHistoryRecord),
});
export type ApprovalLinkTask = z.infer<typeof approvalLinkTask>;

/** Deciding through a link: the assignee's password (MD5 hex, as at sign-in) confirms who decides. */
export const approvalLinkComplete = z.object({
  token: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(200),
  flag: z.string().trim().min(1).max(20),
  comment: z.string().trim().max(1000).default(''),
});
export type ApprovalLinkComplete = z.infer<typeof approvalLinkComplete>;
