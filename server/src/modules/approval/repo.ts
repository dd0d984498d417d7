import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { approval } from '../../db/schema/pipeline.js';

export const APPROVAL_STATUS = { pending: 0, approved: 1, rejected: 2, withdrawn: 3 } as const;
export const APPROVAL_TYPE = { initiation: 1, investmentDecision: 2, exit: 3 } as const;

export function createApprovalRepo(db: Db) {
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
  };
}
export type ApprovalRepo = ReturnType<typeof createApprovalRepo>;
