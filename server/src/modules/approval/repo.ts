import { and, count, desc, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { flowInstance, flowTask } from '../../db/schema/flow.js';
import { dict } from '../../db/schema/dict.js';
import { approval, approvalStep, project } from '../../db/schema/pipeline.js';

import { APPROVAL_STATUS } from '@invest/contract/constants';
import { orderByOf } from '../../db/order.js';
import type { SortKey } from '../../paging.js';

export { APPROVAL_STATUS, APPROVAL_DECISION as DECISION } from '@invest/contract/constants';
export const APPROVAL_TYPE = { initiation: 1, investmentDecision: 2, exit: 3 } as const;
/** Approvals are instances whose business key is `biz_approval:<id>`. */
export const APPROVAL_TABLE = 'biz_approval';

/**
 * An approval's status is the engine's outcome, read from its instance: running is pending; an
 * instance that reached its end with the last decision an approval (processes/project-approval.bpmn
 * ends there only after every approver approved) is approved; withdrawn is withdrawn; a rejection
 * or an administrator's termination is rejected.
 */
export const approvalStatus = sql<number>`(case
  when ${flowInstance.status} = 'running' then ${APPROVAL_STATUS.pending}
  when ${flowInstance.status} = 'withdrawn' then ${APPROVAL_STATUS.withdrawn}
  when ${flowInstance.status} = 'finished' and ${flowInstance.variables} ->> 'approved' = 'true' then ${APPROVAL_STATUS.approved}
  else ${APPROVAL_STATUS.rejected} end)`.mapWith(Number);

const columns = {
  id: approval.id,
  tenantId: approval.tenantId,
  projectId: approval.projectId,
  type: approval.type,
  title: approval.title,
  reason: approval.reason,
  applicantId: approval.applicantId,
  createTime: approval.createTime,
  instanceId: flowInstance.id,
  instanceStatus: flowInstance.status,
  variables: flowInstance.variables,
  finishTime: flowInstance.endTime,
  status: approvalStatus,
};
export type ApprovalRow = {
  id: string;
  tenantId: string;
  projectId: string;
  type: number;
  title: string;
  reason: string;
  applicantId: string;
  createTime: Date;
  instanceId: string;
  instanceStatus: string;
  variables: Record<string, unknown>;
  finishTime: Date | null;
  status: number;
};
const APPROVAL_SORT = { createTime: approval.createTime, status: approvalStatus, type: approval.type };
const APPROVAL_DEFAULT_ORDER = [desc(approval.createTime), desc(approval.id)];

export type Box = { box: 'todo' | 'done' | 'mine' | 'project'; userId: string };

export function createApprovalRepo(db: Db) {
  const taskOf = (userId: string, status: 'waiting' | 'completed') =>
    exists(
      db
        .select({ one: sql`1` })
        .from(flowTask)
        .where(
          and(eq(flowTask.instanceId, flowInstance.id), eq(flowTask.assigneeId, userId), eq(flowTask.status, status)),
        ),
    );
  const boxFilter = ({ box, userId }: Box): SQL | undefined => {
    // A project's approvals are not limited to the caller's own; the projectId filter narrows them.
    if (box === 'project') return undefined;
    if (box === 'mine') return eq(approval.applicantId, userId);
    return taskOf(userId, box === 'todo' ? 'waiting' : 'completed');
  };
  const select = () =>
    db.select(columns).from(approval).innerJoin(flowInstance, eq(flowInstance.id, approval.processInstanceId));
  const countWhere = async (where: SQL | undefined) => {
    const [total] = await db
      .select({ n: count() })
      .from(approval)
      .innerJoin(flowInstance, eq(flowInstance.id, approval.processInstanceId))
      .where(where);
    return total?.n ?? 0;
  };

  async function anyWithStatus(tenantId: string, projectId: string, type: number, status: number) {
    const rows = await select()
      .where(
        and(
          eq(approval.tenantId, tenantId),
          eq(approval.projectId, projectId),
          eq(approval.type, type),
          eq(approvalStatus, status),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  return {
    /** Whether a project has an approval of a type that the engine ended approved. */
    hasApproved: (tenantId: string, projectId: string, type: number) =>
      anyWithStatus(tenantId, projectId, type, APPROVAL_STATUS.approved),

    hasPending: (tenantId: string, projectId: string, type: number) =>
      anyWithStatus(tenantId, projectId, type, APPROVAL_STATUS.pending),

    async find(tenantId: string, id: string): Promise<ApprovalRow | undefined> {
      const [row] = await select()
        .where(and(eq(approval.tenantId, tenantId), eq(approval.id, id)))
        .limit(1);
      return row;
    },

    async byInstance(instanceId: string): Promise<ApprovalRow | undefined> {
      const [row] = await select().where(eq(approval.processInstanceId, instanceId)).limit(1);
      return row;
    },

    async page(
      tenantId: string,
      box: Box,
      f: { type?: number; status?: number; projectId?: string },
      sort: SortKey[],
      limit: number,
      offset: number,
    ) {
      const where = and(
        eq(approval.tenantId, tenantId),
        boxFilter(box),
        f.type ? eq(approval.type, f.type) : undefined,
        f.status === undefined ? undefined : eq(approvalStatus, f.status),
        f.projectId ? eq(approval.projectId, f.projectId) : undefined,
      );
      const [rows, total] = await Promise.all([
        select()
          .where(where)
          .orderBy(...orderByOf(sort, APPROVAL_SORT, APPROVAL_DEFAULT_ORDER))
          .limit(limit)
          .offset(offset),
        countWhere(where),
      ]);
      return { rows, total };
    },

    /** How many approvals a box holds, without their rows (the home page's to-do count). */
    count: (tenantId: string, box: Box) => countWhere(and(eq(approval.tenantId, tenantId), boxFilter(box))),

    /** The completed approval tasks of instances, in the order they were decided. */
    decisions: (instanceIds: string[]) =>
      instanceIds.length
        ? db
            .select()
            .from(flowTask)
            .where(and(inArray(flowTask.instanceId, instanceIds), eq(flowTask.status, 'completed')))
            .orderBy(flowTask.endTime, flowTask.id)
        : Promise.resolve([]),

    // --- the business row (written in the engine step's transaction) ---

    async insert(row: typeof approval.$inferInsert): Promise<string> {
      const [saved] = await db.insert(approval).values(row).returning({ id: approval.id });
      return saved!.id;
    },

    async setInstance(id: string, processInstanceId: string): Promise<void> {
      await db.update(approval).set({ processInstanceId }).where(eq(approval.id, id));
    },

    // --- the rows of the ordered-approver engine, moved onto the workflow engine once ---

    notOnEngine: () =>
      db.select().from(approval).where(isNull(approval.processInstanceId)).orderBy(approval.createTime),

    /** What an approval's reminders name: its project, and its type in the tenant's dictionary. */
    async namesOf(row: Pick<ApprovalRow, 'tenantId' | 'projectId' | 'type'>) {
      const [p] = await db.select({ name: project.name }).from(project).where(eq(project.id, row.projectId));
      const [kind] = await db
        .select({ name: dict.dictValue })
        .from(dict)
        .where(
          and(eq(dict.tenantId, row.tenantId), eq(dict.code, 'approval_type'), eq(dict.dictKey, String(row.type))),
        );
      return { projectName: p?.name ?? '', typeName: kind?.name ?? '' };
    },

    legacySteps: (approvalId: string) =>
      db.select().from(approvalStep).where(eq(approvalStep.approvalId, approvalId)).orderBy(approvalStep.seq),
  };
}
export type ApprovalRepo = ReturnType<typeof createApprovalRepo>;
