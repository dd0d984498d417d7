import type { Decision, InstanceStatus, UserTaskSpec } from '../../db/schema/flow.js';
import { conflict, invalid } from '../../errors.js';
import {
  EngineStepError,
  evaluateFeel,
  fireDueTimers,
  TimerFiredFirst,
  replayTo,
  signalProcess,
  startProcess,
  takenElements,
  type StepResult,
  type Variables,
} from './engine.js';
import type { DefinitionRow, FlowTx, InstanceRow, TaskRow } from './repo.js';

/**
 * What one engine step writes, inside the caller's transaction (the instance row locked): the
 * engine state, the tasks it opens, and the history. Reminders are sent by the caller after commit.
 */

const USER_ID = /^[1-9]\d{0,18}$/;

/** A task's assignee or candidates: a literal, or a FEEL expression over the variables (`=taskUser`). */
function people(expression: string, variables: Variables, what: string): string[] {
  if (!expression) return [];
  const value = expression.startsWith('=') ? evaluateFeel(expression, variables) : expression;
  const list = (Array.isArray(value) ? value : String(value ?? '').split(','))
    .map((v) => String(v).trim())
    .filter(Boolean);
  if (!list.every((id) => USER_ID.test(id))) throw new EngineStepError(`${what} is not a user id: ${expression}`);
  return list;
}

function taskRow(spec: UserTaskSpec, instance: InstanceRow, variables: Variables, at: Date) {
  const [assignee] = people(spec.assignee, variables, `assignee of ${spec.id}`);
  return {
    tenantId: instance.tenantId,
    instanceId: instance.id,
    elementId: spec.id,
    name: spec.name,
    assigneeId: assignee ?? null,
    candidateUsers: people(spec.candidateUsers, variables, `candidate users of ${spec.id}`),
    candidateGroups: spec.candidateGroups
      .split(',')
      .map((g) => g.trim())
      .filter(Boolean),
    status: 'waiting' as const,
    createTime: at,
  };
}

/** Runs the engine, turning a step the diagram cannot take into a clear 400 (the transaction rolls back). */
async function engineStep(run: () => Promise<StepResult>): Promise<StepResult> {
  try {
    return await run();
  } catch (err) {
    // The task was taken away by an interrupting timer whose job has not run yet: as if done by someone else.
    if (err instanceof TimerFiredFirst) throw conflict('flowTaskDone');
    if (err instanceof EngineStepError) throw invalid('flowStepFailed', { reason: err.message });
    throw err;
  }
}

/** What a saved step changed in the tasks, for the reminders the caller sends after commit. */
export type SavedStep = {
  /** Tasks opened for elements that started waiting. */
  opened: TaskRow[];
  /** Waiting tasks the step took away (an interrupting timer fired on them). */
  cancelled: TaskRow[];
  /** Waiting tasks whose non-interrupting timer fired: their people are reminded again. */
  overdue: TaskRow[];
  ended: boolean;
  /** The instance's timers waiting after the step (to schedule as jobs). */
  timers: StepResult['timers'];
};

/**
 * Saves a step's result: the timers that fired (history), tasks taken away by an interrupting
 * timer (cancelled), new tasks for elements that started waiting, the state and its waiting
 * timers, and the end if reached.
 */
async function saveStep(
  repo: FlowTx,
  def: DefinitionRow,
  instance: InstanceRow,
  variables: Variables,
  step: StepResult,
  at: Date,
  endStatus: Extract<InstanceStatus, 'finished' | 'cancelled'> = 'finished',
): Promise<SavedStep> {
  const waitingTasks = (await repo.tasksOf([instance.id])).filter((t) => t.status === 'waiting');
  const gone = waitingTasks.filter((t) => !step.waiting.includes(t.elementId));
  const cancelled = gone.length
    ? await repo.cancelTasks(
        gone.map((t) => t.id),
        at,
      )
    : [];
  const stillWaiting = waitingTasks.filter((t) => step.waiting.includes(t.elementId));
  const stillWaitingIds = new Set(stillWaiting.map((t) => t.elementId));
  if (step.fired.length)
    await repo.insertHistory(
      step.fired.map((elementId) => ({
        tenantId: instance.tenantId,
        instanceId: instance.id,
        elementId,
        elementName: def.elements[elementId]?.name ?? elementId,
        kind: 'timer',
        startTime: at,
        endTime: at,
        durationMs: 0,
      })),
    );
  const overdueElements = new Set(
    step.fired.flatMap((id) => {
      const e = def.elements[id];
      return e?.attachedTo && e.interrupting === false ? [e.attachedTo] : [];
    }),
  );
  const specs = def.userTasks.filter((s) => step.waiting.includes(s.id) && !stillWaitingIds.has(s.id));
  const opened = await repo.insertTasks(specs.map((s) => taskRow(s, instance, variables, at)));
  await repo.updateInstance(instance.id, {
    state: step.state,
    variables,
    // The engine also lists a join's waiting inbound flows and the timers on a task; only flow nodes are steps.
    currentElements: step.waiting.filter((id) => id in def.elements && !def.elements[id]!.attachedTo),
    timers: step.timers,
    ...(step.ended ? { status: endStatus, endTime: at } : {}),
  });
  if (step.ended) {
    const taken = new Set(takenElements(step.state));
    const endId = idsOfType(def, 'bpmn:EndEvent').find((id) => taken.has(id)) ?? '';
    await recordEnd(repo, instance, at, { elementId: endId, elementName: def.elements[endId]?.name ?? '' });
  }
  return {
    opened,
    cancelled,
    overdue: stillWaiting.filter((t) => overdueElements.has(t.elementId)),
    ended: step.ended,
    timers: step.timers,
  };
}

const idsOfType = (def: DefinitionRow, type: string) =>
  Object.entries(def.elements)
    .filter(([, e]) => e.type === type)
    .map(([id]) => id);

async function recordEnd(
  repo: FlowTx,
  instance: InstanceRow,
  at: Date,
  end: { elementId: string; elementName: string; comment?: string },
) {
  await repo.insertHistory([
    {
      tenantId: instance.tenantId,
      instanceId: instance.id,
      kind: 'end',
      startTime: at,
      endTime: at,
      durationMs: 0,
      ...end,
    },
  ]);
}

/** Starts an instance of `def` for a business row and runs it to its first wait. */
export async function startInstance(
  repo: FlowTx,
  def: DefinitionRow,
  start: { applicantId: string; businessKey: string; variables: Variables },
) {
  const at = new Date();
  const variables = { ...start.variables, applicant: start.applicantId };
  const step = await engineStep(() => startProcess(def.xml, variables));
  const instance = await repo.insertInstance({
    tenantId: def.tenantId,
    definitionId: def.id,
    businessKey: start.businessKey,
    applicantId: start.applicantId,
    state: step.state,
    variables,
    status: 'running',
    currentElements: [],
    startTime: at,
  });
  const startId = idsOfType(def, 'bpmn:StartEvent')[0] ?? '';
  await repo.insertHistory([
    {
      tenantId: def.tenantId,
      instanceId: instance.id,
      elementId: startId,
      elementName: def.elements[startId]?.name ?? '',
      kind: 'start',
      userId: start.applicantId,
      startTime: at,
      endTime: at,
      durationMs: 0,
    },
  ]);
  const saved = await saveStep(repo, def, instance, variables, step, at);
  return { instance, ...saved };
}

/** Completes a waiting task with a decision and moves the instance on. */
export async function completeTask(
  repo: FlowTx,
  def: DefinitionRow,
  instance: InstanceRow,
  task: TaskRow,
  done: { userId: string; decision: Decision; comment: string; variables: Variables },
) {
  const at = new Date();
  // The decision is the `approved` variable the diagram's gateways test; it is never read from the comment.
  const variables = { ...instance.variables, ...done.variables, approved: done.decision === 'approve' };
  const step = await engineStep(() => signalProcess(def.compiled, instance.state, variables, task.elementId));
  await repo.updateTask(task.id, { status: 'completed', endTime: at, decision: done.decision, comment: done.comment });
  await repo.insertHistory([
    {
      tenantId: instance.tenantId,
      instanceId: instance.id,
      taskId: task.id,
      elementId: task.elementId,
      elementName: task.name,
      kind: 'task',
      userId: done.userId,
      startTime: task.createTime,
      endTime: at,
      durationMs: at.getTime() - task.createTime.getTime(),
      decision: done.decision,
      comment: done.comment,
    },
  ]);
  // An applicant who says no at a step of their own (not resubmitting a returned request) cancels it.
  const endStatus = done.decision === 'reject' && done.userId === instance.applicantId ? 'cancelled' : 'finished';
  return { ...(await saveStep(repo, def, instance, variables, step, at, endStatus)), variables };
}

/**
 * Sends an instance back to an earlier user task: the waiting tasks are cancelled, the engine's
 * state becomes that of the target waiting again (replayed from the completed tasks before its
 * last visit), and the target's task opens anew. Answers the cancelled and the opened tasks.
 */
export async function returnToStep(
  repo: FlowTx,
  def: DefinitionRow,
  instance: InstanceRow,
  task: TaskRow,
  back: { userId: string; target: string; comment: string },
) {
  const at = new Date();
  const done = (await repo.tasksOf([instance.id])).filter((t) => t.status === 'completed');
  const lastVisit = done.map((t) => t.elementId).lastIndexOf(back.target);
  if (lastVisit < 0 || back.target === task.elementId) throw invalid('flowReturnTarget');
  const path = done.slice(0, lastVisit).map((t) => ({ elementId: t.elementId, approved: t.decision === 'approve' }));
  const step = await engineStep(() => replayTo(def.xml, instance.variables, path, back.target));
  const cancelled = await repo.cancelWaitingTasks(instance.id, at);
  await repo.insertHistory([
    {
      tenantId: instance.tenantId,
      instanceId: instance.id,
      taskId: task.id,
      elementId: task.elementId,
      elementName: task.name,
      kind: 'return',
      userId: back.userId,
      startTime: task.createTime,
      endTime: at,
      durationMs: at.getTime() - task.createTime.getTime(),
      comment: back.comment,
    },
  ]);
  const { opened, timers } = await saveStep(repo, def, instance, instance.variables, step, at);
  return { cancelled, opened, timers };
}

/**
 * Fires an instance's timers that are due (the timer job, under the instance lock). Answers
 * undefined when none was due: already fired by another job or step, or not due yet.
 */
export async function fireTimers(repo: FlowTx, def: DefinitionRow, instance: InstanceRow) {
  const at = new Date();
  const step = await engineStep(() => fireDueTimers(def.compiled, instance.state, instance.variables));
  if (!step.fired.length) return undefined;
  return saveStep(repo, def, instance, instance.variables, step, at);
}

/** The history's name for an end no diagram element stands for (like the diagrams' own names, in Chinese). */
const STOPPED_NAMES = { withdrawn: '已撤回', terminated: '已终止' } as const;

/** Ends a running instance without the engine (withdrawn by the applicant, or terminated); answers the tasks cancelled. */
export async function stopInstance(
  repo: FlowTx,
  instance: InstanceRow,
  stop: { status: Extract<InstanceStatus, 'withdrawn' | 'terminated'>; reason: string },
): Promise<TaskRow[]> {
  const at = new Date();
  const cancelled = await repo.cancelWaitingTasks(instance.id, at);
  await repo.updateInstance(instance.id, {
    status: stop.status,
    endTime: at,
    currentElements: [],
    timers: [],
    deleteReason: stop.reason,
  });
  await recordEnd(repo, instance, at, { elementId: '', elementName: STOPPED_NAMES[stop.status], comment: stop.reason });
  return cancelled;
}
