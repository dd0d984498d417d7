import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dict } from '../../db/schema/dict.js';
import { flowHistory, flowInstance, flowTask } from '../../db/schema/flow.js';
import { project } from '../../db/schema/pipeline.js';
import { createFlowRepo, type InstanceRow } from '../flow/repo.js';
import { completeTask, startInstance, stopInstance } from '../flow/steps.js';
import { APPROVAL_STATUS, APPROVAL_TABLE, createApprovalRepo, DECISION } from './repo.js';
import { approvalVariables, nextStepVariables, PROJECT_APPROVAL_KEY } from './process.js';

/**
 * Moves the approvals of the ordered-approver engine onto the workflow engine (run by a seed step,
 * inside its transaction): each row without an instance gets one, started and driven through the
 * same decisions by the same people, then dated as they happened. Rows that already have an
 * instance are left alone, so running it again changes nothing.
 */
export async function moveApprovalsOntoEngine(db: Db): Promise<number> {
  const flow = createFlowRepo(db);
  const approvals = createApprovalRepo(db);
  let moved = 0;
  for (const row of await approvals.notOnEngine()) {
    const def = await flow.latestDefinition(row.tenantId, PROJECT_APPROVAL_KEY);
    const steps = await approvals.legacySteps(row.id);
    // The old engine never held an approval without approvers; a hand-made row has nothing to replay.
    if (!def || !steps.length) continue;
    const [p] = await db.select({ name: project.name }).from(project).where(eq(project.id, row.projectId));
    const [kind] = await db
      .select({ name: dict.dictValue })
      .from(dict)
      .where(and(eq(dict.tenantId, row.tenantId), eq(dict.code, 'approval_type'), eq(dict.dictKey, String(row.type))));
    const variables = approvalVariables({
      approverIds: steps.map((s) => s.approverId),
      projectName: p?.name ?? '',
      typeName: kind?.name ?? '',
      title: row.title,
    });
    const { instance } = await startInstance(flow, def, {
      applicantId: row.applicantId,
      businessKey: `${APPROVAL_TABLE}:${row.id}`,
      variables,
    });
    let since = row.createTime;
    for (const s of steps.filter((x) => x.decision)) {
      const current = (await flow.instance(row.tenantId, instance.id))!;
      const task = (await flow.tasksOf([instance.id])).find((t) => t.status === 'waiting');
      if (!task) break;
      const decision = s.decision === DECISION.approve ? 'approve' : 'reject';
      await completeTask(flow, def, current, task, {
        userId: s.approverId,
        decision,
        comment: s.comment,
        variables: nextStepVariables(current.variables, decision),
      });
      const decidedAt = s.decidedAt ?? since;
      await flow.updateTask(task.id, { createTime: since, endTime: decidedAt });
      await db
        .update(flowHistory)
        .set({ startTime: since, endTime: decidedAt, durationMs: decidedAt.getTime() - since.getTime() })
        .where(eq(flowHistory.taskId, task.id));
      since = decidedAt;
    }
    let replayed = (await flow.instance(row.tenantId, instance.id))!;
    if (row.status === APPROVAL_STATUS.withdrawn && replayed.status === 'running') {
      await stopInstance(flow, replayed, { status: 'withdrawn', reason: '' });
      replayed = (await flow.instance(row.tenantId, instance.id))!;
    }
    await dateAsHappened(db, replayed, { started: row.createTime, lastStep: since, finished: row.finishTime });
    await approvals.setInstance(row.id, instance.id);
    moved++;
  }
  return moved;
}

/** The instance's start, the step waiting since the last decision, and its end, dated as they happened. */
async function dateAsHappened(
  db: Db,
  instance: InstanceRow,
  at: { started: Date; lastStep: Date; finished: Date | null },
) {
  const ended = instance.status !== 'running';
  const finished = at.finished ?? at.lastStep;
  await db
    .update(flowInstance)
    .set({ startTime: at.started, endTime: ended ? finished : null })
    .where(eq(flowInstance.id, instance.id));
  await db
    .update(flowTask)
    .set({ createTime: at.lastStep, ...(ended ? { endTime: finished } : {}) })
    .where(and(eq(flowTask.instanceId, instance.id), inArray(flowTask.status, ['waiting', 'cancelled'])));
  for (const [kind, time] of [
    ['start', at.started],
    ['end', finished],
  ] as const)
    await db
      .update(flowHistory)
      .set({ startTime: time, endTime: time })
      .where(and(eq(flowHistory.instanceId, instance.id), eq(flowHistory.kind, kind)));
}
