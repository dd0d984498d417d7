import type { Db } from '../../db/client.js';
import type { Decision } from '../../db/schema/flow.js';
import type { Variables } from './engine.js';
import { createFlowRepo } from './repo.js';
import { completeTask, startInstance, stopInstance } from './steps.js';

/** One decision taken before the business ran on the engine. */
export type PastDecision = { userId: string; decision: Decision; comment: string; at: Date | null };

/**
 * Rebuilds on the engine an instance whose decisions were taken elsewhere (a business moving its
 * history onto the workflow): starts the tenant's newest `key`, completes the waiting task once per
 * decision, by the same people and with `variablesFor`'s variables, withdraws it if it was withdrawn,
 * and dates start, steps and end as they happened. Answers the instance id, or undefined when the
 * tenant has no such process. Runs on `db` (a seed step's transaction).
 */
export async function replayInstance(
  db: Db,
  run: {
    tenantId: string;
    key: string;
    applicantId: string;
    businessKey: string;
    variables: Variables;
    decisions: PastDecision[];
    variablesFor: (current: Variables, decision: Decision) => Variables;
    withdrawn: boolean;
    started: Date;
    finished: Date | null;
  },
): Promise<string | undefined> {
  const flow = createFlowRepo(db);
  const def = await flow.latestDefinition(run.tenantId, run.key);
  if (!def) return undefined;
  const { instance } = await startInstance(flow, def, run);
  let since = run.started;
  for (const d of run.decisions) {
    const current = (await flow.instance(run.tenantId, instance.id))!;
    const task = (await flow.tasksOf([instance.id])).find((t) => t.status === 'waiting');
    if (!task) break;
    await completeTask(flow, def, current, task, {
      userId: d.userId,
      decision: d.decision,
      comment: d.comment,
      variables: run.variablesFor(current.variables, d.decision),
    });
    const decidedAt = d.at ?? since;
    await flow.backdateTask(task.id, since, decidedAt);
    since = decidedAt;
  }
  let replayed = (await flow.instance(run.tenantId, instance.id))!;
  if (run.withdrawn && replayed.status === 'running') {
    await stopInstance(flow, replayed, { status: 'withdrawn', reason: '' });
    replayed = (await flow.instance(run.tenantId, instance.id))!;
  }
  const ended = replayed.status === 'running' ? null : (run.finished ?? since);
  await flow.backdateInstance(instance.id, { started: run.started, lastStep: since, ended });
  return instance.id;
}
