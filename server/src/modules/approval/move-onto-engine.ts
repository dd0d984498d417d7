import type { Db } from '../../db/client.js';
import { replayInstance } from '../flow/replay.js';
import { APPROVAL_STATUS, APPROVAL_TABLE, createApprovalRepo, DECISION } from './repo.js';
import { approvalVariables, nextStepVariables, PROJECT_APPROVAL_KEY } from './process.js';

/**
 * Moves the approvals of the ordered-approver engine onto the workflow engine (run by a seed step,
 * inside its transaction): each row without an instance gets one, started and driven through the
 * same decisions by the same people, then dated as they happened. Rows that already have an
 * instance are left alone, so running it again changes nothing.
 */
export async function moveApprovalsOntoEngine(db: Db): Promise<number> {
  const approvals = createApprovalRepo(db);
  let moved = 0;
  for (const row of await approvals.notOnEngine()) {
    const steps = await approvals.legacySteps(row.id);
    // The old engine never held an approval without approvers; a hand-made row has nothing to replay.
    if (!steps.length) continue;
    const instanceId = await replayInstance(db, {
      tenantId: row.tenantId,
      key: PROJECT_APPROVAL_KEY,
      applicantId: row.applicantId,
      businessKey: `${APPROVAL_TABLE}:${row.id}`,
      variables: approvalVariables({
        approverIds: steps.map((s) => s.approverId),
        title: row.title,
        ...(await approvals.namesOf(row)),
      }),
      decisions: steps.flatMap((s) =>
        s.decision
          ? [
              {
                userId: s.approverId,
                decision: s.decision === DECISION.approve ? ('approve' as const) : ('reject' as const),
                comment: s.comment,
                at: s.decidedAt,
              },
            ]
          : [],
      ),
      variablesFor: nextStepVariables,
      withdrawn: row.status === APPROVAL_STATUS.withdrawn,
      started: row.createTime,
      finished: row.finishTime,
    });
    if (!instanceId) continue;
    await approvals.setInstance(row.id, instanceId);
    moved++;
  }
  return moved;
}
