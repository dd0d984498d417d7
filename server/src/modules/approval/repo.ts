import { and, asc, count, desc, eq, exists, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { approval, approvalStep } from '../../db/schema/pipeline.js';

export const APPROVAL_STATUS = { pending: 0, approved: 1, rejected: 2, withdrawn: 3 } as const;
export const APPROVAL_TYPE = { initiation: 1, investmentDecision: 2, exit: 3 } as const;
export const DECISION = { approve: 1, reject: 2 } as const;

export type ApprovalRow = typeof approval.$inferSelect;
export type ApprovalStepRow = typeof approvalStep.$inferSelect;
export const APPROVAL_SORT = { createTime: approval.createTime, status: approval.status, type: approval.type };
export const APPROVAL_DEFAULT_ORDER = [desc(approval.createTime), desc(approval.id)];

export type Box = { box: 'todo' | 'done' | 'mine' | 'project'; userId: string };

export function createApprovalRepo(db: Db) {
  const boxFilter = ({ box, userId }: Box): SQL | undefined => {
    // A project's approvals are not limited to the caller's own; the projectId filter narrows them.
    if (box === 'project') return undefined;
    if (box === 'mine') return eq(approval.applicantId, userId);
    const step = db.select({ one: approvalStep.id }).from(approvalStep);
    if (box === 'todo') {
      return and(
        eq(approval.status, APPROVAL_STATUS.pending),
        exists(
          step.where(
            and(
              eq(approvalStep.approvalId, approval.id),
              eq(approvalStep.seq, approval.currentStep),
              eq(approvalStep.approverId, userId),
            ),
          ),
        ),
      );
    }
    return exists(
      step.where(
        and(
          eq(approvalStep.approvalId, approval.id),
          eq(approvalStep.approverId, userId),
          isNotNull(approvalStep.decision),
        ),
      ),
    );
  };

  return {
    /** Whether a project has an approved approval of a type. */
    async hasApproved(tenantId: string, projectId: string, type: number): Promise<boolean> {
      const rows = await db
        .select({ id: approval.id })
        .from(approval)
        .where(
          and(
            eq(approval.tenantId, tenantId),
            eq(approval.projectId, projectId),
            eq(approval.type, type),
            eq(approval.status, APPROVAL_STATUS.approved),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async hasPending(tenantId: string, projectId: string, type: number): Promise<boolean> {
      const rows = await db
        .select({ id: approval.id })
        .from(approval)
        .where(
          and(
            eq(approval.tenantId, tenantId),
            eq(approval.projectId, projectId),
            eq(approval.type, type),
            eq(approval.status, APPROVAL_STATUS.pending),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async insert(row: typeof approval.$inferInsert, approverIds: string[]): Promise<ApprovalRow> {
      return db.transaction(async (tx) => {
        const [saved] = await tx.insert(approval).values(row).returning();
        await tx
          .insert(approvalStep)
          .values(approverIds.map((approverId, i) => ({ approvalId: saved!.id, seq: i + 1, approverId })));
        return saved!;
      });
    },

    async find(tenantId: string, id: string) {
      return (
        await db
          .select()
          .from(approval)
          .where(and(eq(approval.tenantId, tenantId), eq(approval.id, id)))
          .limit(1)
      )[0];
    },

    steps: (approvalIds: string[]) =>
      approvalIds.length
        ? db
            .select()
            .from(approvalStep)
            .where(inArray(approvalStep.approvalId, approvalIds))
            .orderBy(asc(approvalStep.seq))
        : Promise.resolve([] as ApprovalStepRow[]),

    async page(
      tenantId: string,
      box: Box,
      f: { type?: number; status?: number; projectId?: string },
      orderBy: SQL[],
      limit: number,
      offset: number,
    ) {
      const where = and(
        eq(approval.tenantId, tenantId),
        boxFilter(box),
        f.type ? eq(approval.type, f.type) : undefined,
        f.status === undefined ? undefined : eq(approval.status, f.status),
        f.projectId ? eq(approval.projectId, f.projectId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(approval)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(approval).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Records a decision on the waiting step and moves the approval on, in one transaction;
     * false when the step was no longer waiting (decided meanwhile).
     */
    async decide(
      a: ApprovalRow,
      step: ApprovalStepRow,
      decision: number,
      comment: string,
      last: boolean,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(approvalStep)
          .set({ decision, comment, decidedAt: new Date() })
          .where(and(eq(approvalStep.id, step.id), eq(approvalStep.seq, a.currentStep)))
          .returning({ id: approvalStep.id });
        if (!updated.length) return false;
        const finished = decision === DECISION.reject || last;
        await tx
          .update(approval)
          .set(
            finished
              ? {
                  status: decision === DECISION.reject ? APPROVAL_STATUS.rejected : APPROVAL_STATUS.approved,
                  currentStep: 0,
                  finishTime: new Date(),
                }
              : { currentStep: a.currentStep + 1 },
          )
          .where(
            and(
              eq(approval.id, a.id),
              eq(approval.currentStep, a.currentStep),
              eq(approval.status, APPROVAL_STATUS.pending),
            ),
          );
        return true;
      });
    },

    async withdraw(id: string): Promise<boolean> {
      const rows = await db
        .update(approval)
        .set({ status: APPROVAL_STATUS.withdrawn, currentStep: 0, finishTime: new Date() })
        .where(and(eq(approval.id, id), eq(approval.status, APPROVAL_STATUS.pending)))
        .returning({ id: approval.id });
      return rows.length > 0;
    },
  };
}
export type ApprovalRepo = ReturnType<typeof createApprovalRepo>;
