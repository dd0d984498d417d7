import type { InstanceStatus } from '@invest/contract/flow';
import { sql } from 'drizzle-orm';
import { pgTable, varchar, integer, bigint, text, jsonb, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { auditColumns, bigId, primaryId, ts } from '../columns.js';

/**
 * The workflow engine's tables (docs/decisions.md, "Workflow engine"). The engine itself keeps
 * nothing: an instance's token state is `flow_instance.state`, read and written under a row lock.
 */

/** One upload of a .bpmn file; it holds one definition (one executable process). */
export const flowDeployment = pgTable('flow_deployment', {
  id: primaryId(),
  tenantId: varchar('tenant_id', { length: 12 }).notNull(),
  name: varchar('name', { length: 200 }).notNull(),
  /** `flow_<dictKey>` of the dictionary `flow`. */
  category: varchar('category', { length: 64 }).notNull(),
  deployTime: ts('deploy_time').notNull().defaultNow(),
  createUser: bigId('create_user'),
  /** Deleted deployments stay for the history of the instances that ran on them. */
  isDeleted: integer('is_deleted').notNull().default(0),
});

/** A flow node of a diagram: its name and BPMN type (`bpmn:StartEvent`, `bpmn:UserTask`, …). */
export type DiagramElement = {
  name: string;
  type: string;
  /** A boundary event's task, and whether the event interrupts (cancels) it when it fires. */
  attachedTo?: string;
  interrupting?: boolean;
};

/** What a definition's user tasks ask for, read from the diagram at deploy time. */
export type UserTaskSpec = {
  id: string;
  name: string;
  /** A user id, or `=<FEEL>` evaluated against the instance's variables (e.g. `=taskUser`). */
  assignee: string;
  candidateUsers: string;
  /** Comma list of role aliases. */
  candidateGroups: string;
};

export const flowDefinition = pgTable(
  'flow_definition',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    deploymentId: bigId('deployment_id').notNull(),
    /** The process id of the diagram; versions count per key. */
    key: varchar('key', { length: 128 }).notNull(),
    version: integer('version').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    category: varchar('category', { length: 64 }).notNull(),
    xml: text('xml').notNull(),
    /** The engine's serialized form of the diagram, attached to an instance's state when it is loaded. */
    compiled: text('compiled').notNull(),
    /** Every flow node by id, for history and the viewer. */
    elements: jsonb('elements').$type<Record<string, DiagramElement>>().notNull(),
    userTasks: jsonb('user_tasks').$type<UserTaskSpec[]>().notNull(),
    suspended: integer('suspended').notNull().default(0),
    createTime: ts('create_time').notNull().defaultNow(),
    /** Set with its deployment's: no longer listed or startable, still read by ended instances. */
    isDeleted: integer('is_deleted').notNull().default(0),
  },
  (t) => [
    uniqueIndex('flow_definition_key_version_uq').on(t.tenantId, t.key, t.version),
    index('flow_definition_deployment_idx').on(t.deploymentId),
  ],
);

export type { InstanceStatus };

/** A timer event waiting in an instance: its element and when it falls due (ISO 8601). */
export type WaitingTimer = { elementId: string; expireAt: string };

export const flowInstance = pgTable(
  'flow_instance',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    definitionId: bigId('definition_id').notNull(),
    /** `<business table>:<id>`, e.g. `blade_process_leave:123`. */
    businessKey: varchar('business_key', { length: 128 }).notNull(),
    applicantId: bigId('applicant_id').notNull(),
    /** bpmn-engine's `getState()`, without the diagram source (that lives on the definition). */
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    /** Process variables, the context of FEEL conditions and assignee expressions. */
    variables: jsonb('variables').$type<Record<string, unknown>>().notNull(),
    status: varchar('status', { length: 12 }).$type<InstanceStatus>().notNull(),
    /** Element ids waiting now (user tasks). */
    currentElements: jsonb('current_elements').$type<string[]>().notNull(),
    /** Timers waiting in the engine state (their element and when they fall due); each is a job in the queue. */
    timers: jsonb('timers').$type<WaitingTimer[]>().notNull().default([]),
    deleteReason: varchar('delete_reason', { length: 500 }).notNull().default(''),
    startTime: ts('start_time').notNull().defaultNow(),
    endTime: ts('end_time'),
  },
  (t) => [
    index('flow_instance_applicant_idx').on(t.tenantId, t.applicantId, t.startTime),
    index('flow_instance_status_idx').on(t.tenantId, t.status, t.startTime),
    index('flow_instance_definition_idx').on(t.definitionId, t.status),
  ],
);

export const TASK_STATUS = ['waiting', 'completed', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUS)[number];
export type Decision = 'approve' | 'reject';

export const flowTask = pgTable(
  'flow_task',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    instanceId: bigId('instance_id').notNull(),
    elementId: varchar('element_id', { length: 128 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    assigneeId: bigId('assignee_id'),
    /** Set while the task is delegated: who delegated it, and gets it back when the delegate resolves it. */
    ownerId: bigId('owner_id'),
    candidateUsers: jsonb('candidate_users').$type<string[]>().notNull(),
    /** Role aliases whose members may claim the task. */
    candidateGroups: jsonb('candidate_groups').$type<string[]>().notNull(),
    status: varchar('status', { length: 12 }).$type<TaskStatus>().notNull(),
    createTime: ts('create_time').notNull().defaultNow(),
    claimTime: ts('claim_time'),
    endTime: ts('end_time'),
    decision: varchar('decision', { length: 8 }).$type<Decision>(),
    comment: varchar('comment', { length: 1000 }).notNull().default(''),
  },
  (t) => [
    index('flow_task_instance_idx').on(t.instanceId, t.status),
    index('flow_task_assignee_idx')
      .on(t.tenantId, t.assigneeId, t.createTime)
      .where(sql`status = 'waiting'`),
    index('flow_task_done_idx').on(t.tenantId, t.assigneeId, t.status),
  ],
);

/** One row per step taken (start, each task, the end): who, when, how long, the comment and decision. */
export const flowHistory = pgTable(
  'flow_history',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    instanceId: bigId('instance_id').notNull(),
    taskId: bigId('task_id'),
    elementId: varchar('element_id', { length: 128 }).notNull(),
    elementName: varchar('element_name', { length: 200 }).notNull(),
    /** start, task, transfer, delegate, resolve (the delegate hands it back), return, timer (fell due), end. */
    kind: varchar('kind', { length: 8 }).notNull(),
    userId: bigId('user_id'),
    startTime: ts('start_time').notNull(),
    endTime: ts('end_time'),
    durationMs: bigint('duration_ms', { mode: 'number' }),
    decision: varchar('decision', { length: 8 }).$type<Decision>(),
    comment: varchar('comment', { length: 1000 }).notNull().default(''),
  },
  (t) => [index('flow_history_instance_idx').on(t.instanceId, t.startTime)],
);

/** The leave request, the business row behind the leave process. */
export const processLeave = pgTable(
  'blade_process_leave',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    processDefinitionId: bigId('process_definition_id').notNull(),
    processInstanceId: bigId('process_instance_id'),
    startTime: ts('start_time').notNull(),
    endTime: ts('end_time').notNull(),
    days: integer('days').notNull(),
    reason: varchar('reason', { length: 1000 }).notNull(),
    /** The approver chosen by the applicant. */
    taskUser: bigId('task_user').notNull(),
    applyTime: ts('apply_time').notNull().defaultNow(),
    ...auditColumns(),
  },
  (t) => [index('blade_process_leave_instance_idx').on(t.processInstanceId)],
);

/**
 * An approval link (`/approval-page?token=…`): a signed token names this row; the row makes it
 * single-use (`usedTime`) and lets it expire (`expireTime`).
 */
export const flowLink = pgTable(
  'flow_link',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    taskId: bigId('task_id').notNull(),
    /** The assignee the link was made for; only they may use it, after confirming their password. */
    userId: bigId('user_id').notNull(),
    expireTime: ts('expire_time').notNull(),
    usedTime: ts('used_time'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('flow_link_task_idx').on(t.taskId)],
);
