import type {
  CompleteTaskBody,
  ReturnTaskBody,
  ReturnTargetRecord,
  TransferTaskBody,
  FlowDefinitionRecord,
  FlowDiagramView,
  FlowHistoryRecord,
  FlowInstanceRecord,
  FlowListQuery,
  FlowTaskRecord,
} from '@invest/contract/flow';
import type { Page } from '@invest/contract/paging';
import type { Db } from '../../db/client.js';
import type { DefinitionRow, InstanceBox, InstanceRow, TaskBox, TaskRow } from './repo.js';
import { isSuperAdmin, type AuthUser } from '../../http/auth-context.js';
import { invalid, conflict, forbidden, notFound } from '../../errors.js';
import { formatDateTime } from '../../http/format.js';
import { offsetOf, pageOf, sortOf } from '../../paging.js';
import type { DictService } from '../dict/service.js';
import type { ReminderService } from '../reminder/service.js';
import { DiagramError, readDiagram, TimerCycleError } from './diagram.js';
import { takenElements, type Variables } from './engine.js';
import type { Decision } from '../../db/schema/flow.js';
import type { FlowRepo, FlowTx } from './repo.js';
import { deployShipped } from './shipped.js';
import { completeTask, fireTimers, returnToStep, startInstance, stopInstance, type SavedStep } from './steps.js';
import type { WaitingTimer } from '../../db/schema/flow.js';

export type FlowDeps = {
  repo: FlowRepo;
  users: {
    namesOf(tenantId: string, ids: string[]): Promise<Map<string, string>>;
    activeUserIds(tenantId: string): Promise<string[]>;
  };
  reminders: Pick<ReminderService, 'remind' | 'settle'>;
  /** The `flow` dictionary: a category is `flow_<dictKey>` of one of its items. */
  dicts: Pick<DictService, 'dictionary'>;
  /** Active users holding a role (the people of a candidate group). */
  roleMembers: (tenantId: string, alias: string) => Promise<string[]>;
};

/** A reminder's key, business id (what marks it done later) and text. */
export type ReminderOf = { eventKey: string; businessId: string; msg: string };

/**
 * What a business module (the leave request, project approvals) decides for the instances it owns,
 * registered under its business table (the first part of the business key).
 */
export type BusinessHooks = {
  /** Variables a completion sets besides the caller's, read under the instance lock. */
  completing?: (tx: FlowTx, instance: InstanceRow, task: TaskRow, decision: Decision) => Promise<Variables>;
  /** The to-do reminder of a waiting task. */
  todo?: (instance: InstanceRow, task: TaskRow) => ReminderOf;
  /** What the applicant is told when the instance reaches its end (variables as they ended). */
  ended?: (instance: InstanceRow) => ReminderOf;
};

/** A waiting timer of an instance, as a job: fire it at `expireAt`. */
export type TimerJob = WaitingTimer & { tenantId: string; instanceId: string };

/** Where waiting timers become jobs (the job queue); absent, they wait for a worker's sweep. */
export type TimerScheduler = (jobs: TimerJob[]) => Promise<void>;

/** A non-interrupting timer on a task fired: its people get the to-do again, marked as a reminder. */
const OVERDUE_PREFIX = '【催办】';

const businessIdOf = (businessKey: string) => businessKey.split(':').pop() ?? '';
const businessTableOf = (businessKey: string) => businessKey.split(':')[0] ?? '';

const isFlowAdmin = (a: AuthUser) => isSuperAdmin(a) || a.roleAliases.includes('admin');

const isCandidate = (a: AuthUser, t: TaskRow) =>
  t.candidateUsers.includes(a.userId) || t.candidateGroups.some((g) => a.roleAliases.includes(g));

export function createFlowService({ repo, users, reminders, dicts, roleMembers }: FlowDeps) {
  const businesses = new Map<string, BusinessHooks>();
  const hooksOf = (instance: InstanceRow): BusinessHooks => businesses.get(businessTableOf(instance.businessKey)) ?? {};

  const todoOf = (instance: InstanceRow, t: TaskRow): ReminderOf =>
    hooksOf(instance).todo?.(instance, t) ?? {
      eventKey: 'flow',
      businessId: t.id,
      msg: `流程待办「${t.name}」等待您处理`,
    };

  /** To-do reminders (type 0) for the people of newly opened tasks: the assignee, else every candidate. */
  async function remindTasks(instance: InstanceRow, opened: TaskRow[], by: string | null, prefix = '') {
    const events = [];
    for (const t of opened) {
      const people = t.assigneeId
        ? [t.assigneeId]
        : [
            ...t.candidateUsers,
            ...(await Promise.all(t.candidateGroups.map((g) => roleMembers(instance.tenantId, g)))).flat(),
          ];
      const { eventKey, businessId, msg } = todoOf(instance, t);
      for (const userId of new Set(people))
        events.push({
          tenantId: instance.tenantId,
          userId,
          type: 0,
          eventKey,
          businessId,
          msg: prefix + msg,
          createUser: by,
        });
    }
    if (events.length) await reminders.remind(events);
  }

  /** The to-dos of tasks that ended (completed, handed on, cancelled) are done for everyone reminded. */
  async function settleTasks(instance: InstanceRow, ended: TaskRow[]) {
    const byKey = new Map<string, string[]>();
    for (const t of ended) {
      const { eventKey, businessId } = todoOf(instance, t);
      byKey.set(eventKey, [...(byKey.get(eventKey) ?? []), businessId]);
    }
    for (const [eventKey, ids] of byKey) await reminders.settle(instance.tenantId, eventKey, ids);
  }

  let scheduleJobs: TimerScheduler | undefined;

  /** After commit: the step's waiting timers become jobs, due at their `expireAt`. */
  async function scheduleTimers(instance: InstanceRow, timers: WaitingTimer[]) {
    if (!scheduleJobs || !timers.length) return;
    await scheduleJobs(timers.map((t) => ({ ...t, tenantId: instance.tenantId, instanceId: instance.id })));
  }

  /**
   * After a step commits: the to-dos of tasks a timer took away are done, the people of new tasks
   * are reminded, those of overdue tasks reminded again, and the waiting timers scheduled.
   */
  async function afterStep(
    instance: InstanceRow,
    saved: Pick<SavedStep, 'opened' | 'timers'> & Partial<Pick<SavedStep, 'cancelled' | 'overdue'>>,
    by: string | null,
  ) {
    if (saved.cancelled?.length) await settleTasks(instance, saved.cancelled);
    await remindTasks(instance, saved.opened, by);
    if (saved.overdue?.length) await remindTasks(instance, saved.overdue, by, OVERDUE_PREFIX);
    await scheduleTimers(instance, saved.timers);
  }

  async function remindApplicant(instance: InstanceRow, message: ReminderOf | string, by: string | null) {
    const { eventKey, businessId, msg } =
      typeof message === 'string' ? { eventKey: 'flow', businessId: instance.id, msg: message } : message;
    await reminders.remind([
      { tenantId: instance.tenantId, userId: instance.applicantId, type: 1, eventKey, businessId, msg, createUser: by },
    ]);
  }

  /**
   * An instance the caller may read: its applicant, anyone who has or had one of its tasks (also
   * one handed on by transfer), administrators.
   */
  async function readableInstance(a: AuthUser, id: string): Promise<InstanceRow> {
    const instance = await repo.instance(a.tenantId, id);
    if (!instance) throw notFound();
    if (instance.applicantId === a.userId || isFlowAdmin(a)) return instance;
    const [tasks, steps] = await Promise.all([repo.tasksOf([instance.id]), repo.history(a.tenantId, instance.id)]);
    const involved =
      tasks.some((t) => t.assigneeId === a.userId || isCandidate(a, t)) || steps.some((h) => h.userId === a.userId);
    if (!involved) throw notFound();
    return instance;
  }

  /** The task and its instance, locked, for a signal by the caller. */
  async function lockedTask(tx: FlowTx, a: AuthUser, taskId: string, instanceId?: string) {
    const found = await tx.task(a.tenantId, taskId);
    if (!found || (instanceId && found.instanceId !== instanceId)) throw notFound();
    const instance = (await tx.lockInstance(a.tenantId, found.instanceId))!;
    // Read again under the lock: another server may have just completed or claimed it.
    const task = (await tx.task(a.tenantId, taskId))!;
    if (instance.status !== 'running' || task.status !== 'waiting') throw conflict('flowTaskDone');
    return { instance, task };
  }

  /**
   * Completes the caller's task in one transaction under the instance lock. `variablesFor` runs
   * under the lock too and answers the variables the step sets: the caller's new ones, or those of
   * the module that owns the request (which may also update its row there, e.g. a resubmitted leave).
   */
  async function finishTask(
    a: AuthUser,
    ref: { taskId: string; processInstanceId: string },
    done: { flag: string; comment: string },
    variablesFor: (tx: FlowTx, instance: InstanceRow, task: TaskRow) => Promise<Variables>,
  ): Promise<void> {
    const decision = done.flag === 'ok' ? 'approve' : 'reject';
    // The applicant must learn why: a rejection carries its reason.
    if (decision === 'reject' && !done.comment) throw invalid('requiredField', { field: 'comment' });
    const result = await repo.transaction(async (tx) => {
      const { instance, task } = await lockedTask(tx, a, ref.taskId, ref.processInstanceId);
      if (task.assigneeId !== a.userId) throw forbidden('flowNotAssignee');
      if (task.ownerId)
        return { resolved: true as const, moved: await resolveDelegation(tx, instance, task, { decision, ...done }) };
      const completing = hooksOf(instance).completing;
      const variables = {
        ...(await variablesFor(tx, instance, task)),
        ...(completing ? await completing(tx, instance, task, decision) : {}),
      };
      const def = (await tx.definition(a.tenantId, instance.definitionId))!;
      const step = await completeTask(tx, def, instance, task, {
        userId: a.userId,
        decision,
        comment: done.comment,
        variables,
      });
      return { resolved: false as const, instance: { ...instance, variables: step.variables }, task, ...step };
    });
    if (result.resolved) return handedOn(result.moved, a.userId);
    await settleTasks(result.instance, [result.task]);
    await afterStep(result.instance, result, a.userId);
    if (result.ended)
      await remindApplicant(
        result.instance,
        hooksOf(result.instance).ended?.(result.instance) ?? '您发起的流程已办结',
        a.userId,
      );
  }

  /** Records a hand-over of a task (transfer, delegate, resolve) and gives it to `to`, under the lock. */
  async function handOver(
    tx: FlowTx,
    instance: InstanceRow,
    task: TaskRow,
    move: { kind: string; by: string; to: string; ownerId: string | null; comment: string; decision?: Decision },
  ) {
    const at = new Date();
    await tx.updateTask(task.id, { assigneeId: move.to, ownerId: move.ownerId, claimTime: at });
    await tx.insertHistory([
      {
        tenantId: instance.tenantId,
        instanceId: instance.id,
        taskId: task.id,
        elementId: task.elementId,
        elementName: task.name,
        kind: move.kind,
        userId: move.by,
        startTime: at,
        endTime: at,
        durationMs: 0,
        decision: move.decision ?? null,
        comment: move.comment,
      },
    ]);
    return { instance, task, to: move.to };
  }

  /** After commit: the old holder's to-do is done, the new holder is reminded. */
  async function handedOn(h: { instance: InstanceRow; task: TaskRow; to: string }, by: string) {
    await settleTasks(h.instance, [h.task]);
    await remindTasks(h.instance, [{ ...h.task, assigneeId: h.to }], by);
  }

  /** The delegate's answer goes back to the owner, who completes the task; the instance does not move. */
  const resolveDelegation = (
    tx: FlowTx,
    instance: InstanceRow,
    task: TaskRow,
    done: { decision: Decision; comment: string },
  ) =>
    handOver(tx, instance, task, {
      kind: 'resolve',
      by: task.assigneeId!,
      to: task.ownerId!,
      ownerId: null,
      comment: done.comment,
      decision: done.decision,
    });

  /** The caller's own task, locked: only its assignee acts on it. */
  async function ownTaskFor(tx: FlowTx, a: AuthUser, taskId: string) {
    const locked = await lockedTask(tx, a, taskId);
    if (locked.task.assigneeId !== a.userId) throw forbidden('flowNotAssignee');
    return locked;
  }

  /** Who takes a task over: an active user of the tenant other than the caller. */
  async function checkNewHolder(a: AuthUser, to: string) {
    if (to === a.userId) throw invalid('flowTransferSelf');
    if (!(await users.activeUserIds(a.tenantId)).includes(to)) throw invalid('userNotFound');
  }

  /** The steps of an instance as the history list shows them (callers check who may read it). */
  async function historyOf(instance: InstanceRow): Promise<FlowHistoryRecord[]> {
    const rows = await repo.history(instance.tenantId, instance.id);
    const names = await users.namesOf(
      instance.tenantId,
      rows.flatMap((r) => (r.userId ? [r.userId] : [])),
    );
    return rows.map((r) => ({
      historyId: r.id,
      taskId: r.taskId ?? '',
      elementId: r.elementId,
      elementName: r.elementName,
      kind: r.kind,
      assignee: r.userId ?? '',
      assigneeName: names.get(r.userId ?? '') ?? '',
      startTime: formatDateTime(r.startTime),
      endTime: formatDateTime(r.endTime),
      durationMs: r.durationMs,
      decision: r.decision,
      comment: r.comment,
    }));
  }

  function toDefinition(r: {
    id: string;
    deploymentId: string;
    key: string;
    name: string;
    version: number;
    category: string;
    suspended: number;
    deployTime: Date;
  }): FlowDefinitionRecord {
    return {
      id: r.id,
      deploymentId: r.deploymentId,
      key: r.key,
      name: r.name,
      version: r.version,
      category: r.category,
      suspensionState: r.suspended ? 2 : 1,
      deploymentTime: formatDateTime(r.deployTime),
    };
  }

  async function definitionsPage(a: AuthUser, q: FlowListQuery, startable: boolean) {
    const { rows, total } = await repo.definitionsPage(
      a.tenantId,
      {
        category: q.category,
        processDefinitionName: q.processDefinitionName,
        processDefinitionKey: q.processDefinitionKey,
        startable,
      },
      { limit: q.size, offset: offsetOf(q), sort: sortOf(q) },
    );
    return pageOf(rows.map(toDefinition), total, q);
  }

  /** The instance part of a task or instance row (applicant named from `names`). */
  function instanceSummaryOf(
    instance: { id: string; definitionId: string; businessKey: string; applicantId: string },
    d: { definitionKey: string; definitionName: string; definitionVersion: number; category: string },
    names: Map<string, string>,
  ) {
    return {
      processInstanceId: instance.id,
      processDefinitionId: instance.definitionId,
      processDefinitionKey: d.definitionKey,
      processDefinitionName: d.definitionName,
      processDefinitionVersion: d.definitionVersion,
      category: d.category,
      businessKey: instance.businessKey,
      businessId: businessIdOf(instance.businessKey),
      applicantId: instance.applicantId,
      applicantName: names.get(instance.applicantId) ?? '',
    };
  }

  async function tasksPage(a: AuthUser, box: TaskBox, q: FlowListQuery): Promise<Page<FlowTaskRecord>> {
    const { rows, total } = await repo.tasksPage(a.tenantId, box, q, {
      limit: q.size,
      offset: offsetOf(q),
      sort: sortOf(q),
    });
    const names = await users.namesOf(a.tenantId, [
      ...rows.map((r) => r.instance.applicantId),
      ...rows.flatMap((r) => (r.task.assigneeId ? [r.task.assigneeId] : [])),
    ]);
    const records = rows.map(({ task, instance, ...d }) => ({
      taskId: task.id,
      taskName: task.name,
      taskDefinitionKey: task.elementId,
      assignee: task.assigneeId ?? '',
      assigneeName: names.get(task.assigneeId ?? '') ?? '',
      ...instanceSummaryOf(instance, d, names),
      createTime: formatDateTime(task.createTime),
      claimTime: formatDateTime(task.claimTime),
    }));
    return pageOf(records, total, q);
  }

  async function instancesPage(a: AuthUser, box: InstanceBox, q: FlowListQuery): Promise<Page<FlowInstanceRecord>> {
    const { rows, total } = await repo.instancesPage(a.tenantId, box, q, {
      limit: q.size,
      offset: offsetOf(q),
      sort: sortOf(q),
    });
    const names = await users.namesOf(
      a.tenantId,
      rows.map((r) => r.instance.applicantId),
    );
    const tasks = await repo.tasksOf(rows.filter((r) => r.instance.status === 'running').map((r) => r.instance.id));
    const records = rows.map(({ instance, ...d }) => ({
      ...instanceSummaryOf(instance, d, names),
      status: instance.status,
      currentStep: tasks
        .filter((t) => t.instanceId === instance.id && t.status === 'waiting')
        .map((t) => t.name)
        .join(', '),
      deleteReason: instance.deleteReason,
      startTime: formatDateTime(instance.startTime),
      endTime: formatDateTime(instance.endTime),
    }));
    return pageOf(records, total, q);
  }

  /** A startable definition of the tenant (the business modules start their instances on it). */
  async function startableDefinition(a: AuthUser, id: string): Promise<DefinitionRow> {
    const def = await repo.definition(a.tenantId, id);
    if (!def || def.isDeleted) throw notFound();
    if (def.suspended) throw conflict('flowDefinitionSuspended');
    return def;
  }

  /**
   * The timer job: under the instance lock, fires the instance's timers that are due. Does nothing
   * when the timer is gone from the saved state (it fired already, or its task ended), so a job run
   * twice, by two processes or after a retry, fires it once. A job run early is sent again.
   */
  async function fireTimer(job: TimerJob): Promise<void> {
    const result = await repo.transaction(async (tx) => {
      const instance = await tx.lockInstance(job.tenantId, job.instanceId);
      if (!instance || instance.status !== 'running') return undefined;
      const waiting = instance.timers.find((t) => t.elementId === job.elementId);
      if (!waiting) return undefined;
      if (new Date(waiting.expireAt).getTime() > Date.now()) return { early: true as const, instance, waiting };
      const def = (await tx.definition(instance.tenantId, instance.definitionId))!;
      const saved = await fireTimers(tx, def, instance);
      return saved ? { early: false as const, instance, saved } : undefined;
    });
    if (!result) return;
    if (result.early) return scheduleTimers(result.instance, [result.waiting]);
    await afterStep(result.instance, result.saved, null);
    if (result.saved.ended)
      await remindApplicant(
        result.instance,
        hooksOf(result.instance).ended?.(result.instance) ?? '您发起的流程已办结',
        null,
      );
  }

  return {
    remindTasks,
    afterStep,
    fireTimer,

    /** From now on, waiting timers are sent to the job queue after each step. */
    useTimerScheduler(schedule: TimerScheduler) {
      scheduleJobs = schedule;
    },

    /** Jobs for every running instance's waiting timers (the sweep: covers jobs lost or never sent). */
    async sweepTimers(): Promise<number> {
      const rows = await repo.instancesWithTimers();
      const jobs = rows.flatMap((r) => r.timers.map((t) => ({ ...t, tenantId: r.tenantId, instanceId: r.id })));
      if (jobs.length && scheduleJobs) await scheduleJobs(jobs);
      return jobs.length;
    },

    readableInstance,
    historyOf,

    /** The shipped processes (leave, project approval) as version 1 in a tenant that lacks them. */
    deployShipped: (tenantId: string) => repo.transaction((tx) => deployShipped(tx, tenantId)),

    /** A business module's hooks for the instances whose business key starts with `table:`. */
    registerBusiness(table: string, hooks: BusinessHooks) {
      businesses.set(table, hooks);
    },

    startList: (a: AuthUser, q: FlowListQuery) => definitionsPage(a, q, true),
    managerList: (a: AuthUser, q: FlowListQuery) => definitionsPage(a, q, false),
    todoList: (a: AuthUser, q: FlowListQuery) => tasksPage(a, { box: 'todo', userId: a.userId }, q),
    claimList: (a: AuthUser, q: FlowListQuery) =>
      tasksPage(a, { box: 'claim', userId: a.userId, roleAliases: a.roleAliases }, q),
    sendList: (a: AuthUser, q: FlowListQuery) => instancesPage(a, { box: 'send', userId: a.userId }, q),
    doneList: (a: AuthUser, q: FlowListQuery) => instancesPage(a, { box: 'done', userId: a.userId }, q),
    followList: (a: AuthUser, q: FlowListQuery) => instancesPage(a, { box: 'follow' }, q),

    /** Takes an unclaimed task the caller is a candidate for. */
    async claim(a: AuthUser, taskId: string): Promise<void> {
      await repo.transaction(async (tx) => {
        const { task } = await lockedTask(tx, a, taskId);
        if (!isCandidate(a, task)) throw forbidden('flowNotCandidate');
        if (task.assigneeId) throw conflict('flowTaskClaimed');
        await tx.updateTask(task.id, { assigneeId: a.userId, claimTime: new Date() });
      });
    },

    /** Completes the caller's task: `flag` ok approves, anything else rejects. */
    complete: (a: AuthUser, body: CompleteTaskBody) =>
      finishTask(a, body, { flag: body.flag, comment: body.comment }, async (_tx, instance) => {
        const taken = Object.keys(body.variables).filter((name) => name in instance.variables || name === 'approved');
        if (taken.length) throw invalid('flowVariableTaken', { name: taken.join(', ') });
        return body.variables;
      }),

    finishTask,

    /** The assignee hands the task to another active user of the tenant, who is reminded. */
    async transfer(a: AuthUser, body: TransferTaskBody): Promise<void> {
      await checkNewHolder(a, body.assignee);
      const moved = await repo.transaction(async (tx) => {
        const { instance, task } = await ownTaskFor(tx, a, body.taskId);
        return handOver(tx, instance, task, {
          kind: 'transfer',
          by: a.userId,
          to: body.assignee,
          ownerId: task.ownerId,
          comment: body.comment,
        });
      });
      await handedOn(moved, a.userId);
    },

    /**
     * The assignee asks another user to handle the task for them; the delegate's complete hands it
     * back with their decision and comment (recorded as `resolve`), and the owner completes it.
     */
    async delegate(a: AuthUser, body: TransferTaskBody): Promise<void> {
      await checkNewHolder(a, body.assignee);
      const moved = await repo.transaction(async (tx) => {
        const { instance, task } = await ownTaskFor(tx, a, body.taskId);
        if (task.ownerId) throw conflict('flowTaskDelegated');
        return handOver(tx, instance, task, {
          kind: 'delegate',
          by: a.userId,
          to: body.assignee,
          ownerId: a.userId,
          comment: body.comment,
        });
      });
      await handedOn(moved, a.userId);
    },

    /** The earlier steps the caller's task may be returned to: user tasks completed before in its instance. */
    async returnTargets(a: AuthUser, taskId: string): Promise<ReturnTargetRecord[]> {
      const task = await repo.task(a.tenantId, taskId);
      if (!task) throw notFound();
      if (task.assigneeId !== a.userId) throw forbidden('flowNotAssignee');
      const done = (await repo.tasksOf([task.instanceId])).filter(
        (t) => t.status === 'completed' && t.elementId !== task.elementId,
      );
      return [...new Map(done.map((t) => [t.elementId, { elementId: t.elementId, elementName: t.name }])).values()];
    },

    /** The assignee sends the instance back to an earlier step, whose people are reminded again. */
    async returnTask(a: AuthUser, body: ReturnTaskBody): Promise<void> {
      const back = await repo.transaction(async (tx) => {
        const { instance, task } = await ownTaskFor(tx, a, body.taskId);
        const def = (await tx.definition(a.tenantId, instance.definitionId))!;
        const moved = await returnToStep(tx, def, instance, task, {
          userId: a.userId,
          target: body.targetElementId,
          comment: body.comment,
        });
        return { instance, ...moved };
      });
      await settleTasks(back.instance, back.cancelled);
      await afterStep(back.instance, back, a.userId);
    },

    /** The applicant takes the request back while nobody has acted on the step it waits at. */
    async withdraw(a: AuthUser, instanceId: string): Promise<void> {
      const stopped = await repo.transaction(async (tx) => {
        const instance = await tx.lockInstance(a.tenantId, instanceId);
        if (!instance) throw notFound();
        if (instance.applicantId !== a.userId) throw forbidden('flowNotApplicant');
        if (instance.status !== 'running') throw conflict('flowInstanceEnded');
        const tasks = await tx.tasksOf([instance.id]);
        const lastDone = tasks.filter((t) => t.status === 'completed').at(-1);
        const untouched =
          (!lastDone || lastDone.assigneeId === a.userId) &&
          tasks.filter((t) => t.status === 'waiting').every((t) => !t.claimTime);
        if (!untouched) throw conflict('flowWithdrawTooLate');
        return { instance, cancelled: await stopInstance(tx, instance, { status: 'withdrawn', reason: '' }) };
      });
      await settleTasks(stopped.instance, stopped.cancelled);
    },

    /** An administrator ends a running instance, with a reason the applicant is told. */
    async terminate(a: AuthUser, instanceId: string, reason: string): Promise<void> {
      const { instance, cancelled } = await repo.transaction(async (tx) => {
        const row = await tx.lockInstance(a.tenantId, instanceId);
        if (!row) throw notFound();
        if (row.status !== 'running') throw conflict('flowInstanceEnded');
        return { instance: row, cancelled: await stopInstance(tx, row, { status: 'terminated', reason }) };
      });
      await settleTasks(instance, cancelled);
      await remindApplicant(instance, `您发起的流程已被终止：${reason}`, a.userId);
    },

    async history(a: AuthUser, instanceId: string): Promise<FlowHistoryRecord[]> {
      const instance = await readableInstance(a, instanceId);
      return historyOf(instance);
    },

    async resource(a: AuthUser, definitionId: string): Promise<string> {
      const def = await repo.definition(a.tenantId, definitionId);
      if (!def) throw notFound();
      return def.xml;
    },

    async diagram(a: AuthUser, instanceId: string): Promise<FlowDiagramView> {
      const instance = await readableInstance(a, instanceId);
      const def = await repo.definition(a.tenantId, instance.definitionId);
      if (!def) throw notFound();
      const [history, tasks] = await Promise.all([repo.history(a.tenantId, instance.id), repo.tasksOf([instance.id])]);
      const active = tasks
        .filter((t) => t.status === 'waiting')
        .map((t) => ({ elementId: t.elementId, startTime: formatDateTime(t.createTime), endTime: '' }));
      const activeIds = new Set(active.map((t) => t.elementId));
      const finishedIds = [...new Set(takenElements(instance.state))].filter((id) => !activeIds.has(id));
      const finished = finishedIds.map((elementId) => {
        const steps = history.filter((h) => h.elementId === elementId);
        return {
          elementId,
          startTime: formatDateTime(steps[0]?.startTime),
          endTime: formatDateTime(steps.at(-1)?.endTime),
        };
      });
      const touched = new Set([...finishedIds, ...activeIds]);
      return {
        processDefinitionId: def.id,
        status: instance.status,
        finished,
        active,
        untouched: Object.keys(def.elements).filter((id) => !touched.has(id)),
      };
    },

    async changeState(a: AuthUser, definitionId: string, state: 'active' | 'suspend'): Promise<void> {
      if (!(await repo.setSuspended(a.tenantId, definitionId, state === 'suspend'))) throw notFound();
    },

    /** Deploys one .bpmn file as the next version of its process key. */
    async deploy(
      a: AuthUser,
      upload: { filename: string; xml: string; category: string },
    ): Promise<FlowDefinitionRecord> {
      const categories = (await dicts.dictionary(a, 'flow')).map((item) => `flow_${item.dictKey}`);
      if (!categories.includes(upload.category)) throw invalid('invalidField', { field: 'category' });
      let diagram;
      try {
        diagram = await readDiagram(upload.xml);
      } catch (err) {
        if (!(err instanceof DiagramError)) throw err;
        if (err instanceof TimerCycleError) throw invalid('flowTimerCycle', { element: err.element });
        throw err.line
          ? invalid('flowDiagramInvalidAt', { line: err.line, reason: err.reason })
          : invalid('flowDiagramInvalid', { reason: err.reason });
      }
      const def = await repo.transaction(async (tx) =>
        tx.deploy(
          {
            tenantId: a.tenantId,
            name: upload.filename.slice(0, 200),
            category: upload.category,
            createUser: a.userId,
          },
          {
            tenantId: a.tenantId,
            key: diagram.key,
            version: await tx.nextVersion(a.tenantId, diagram.key),
            name: diagram.name,
            category: upload.category,
            xml: upload.xml,
            compiled: diagram.compiled,
            elements: diagram.elements,
            userTasks: diagram.userTasks,
          },
        ),
      );
      return toDefinition({ ...def, deployTime: def.createTime });
    },

    /** Removes deployments whose definitions have no running instance; all or nothing. */
    async deleteDeployments(a: AuthUser, ids: string[]): Promise<void> {
      await repo.transaction(async (tx) => {
        if ((await tx.deploymentsExist(a.tenantId, ids)) !== new Set(ids).size) throw notFound();
        if (await tx.runningInDeployments(a.tenantId, ids)) throw conflict('flowDeploymentInUse');
        await tx.deleteDeployments(a.tenantId, ids);
      });
    },

    startableDefinition,

    /** The tenant's newest startable version of the process `key` (409 when it is missing). */
    async startableLatest(a: AuthUser, key: string): Promise<DefinitionRow> {
      const def = await repo.latestDefinition(a.tenantId, key);
      if (!def) throw conflict('flowDefinitionMissing');
      return startableDefinition(a, def.id);
    },

    /**
     * Starts an instance of `def` for a business row written in the same transaction: `work` writes
     * its rows on `db` and calls `start` once with the row's business key, which answers the
     * instance id. The first tasks' reminders go out after the commit.
     */
    async startWithin<T>(
      a: AuthUser,
      def: DefinitionRow,
      work: (db: Db, start: (run: { businessKey: string; variables: Variables }) => Promise<string>) => Promise<T>,
    ): Promise<T> {
      let started: Awaited<ReturnType<typeof startInstance>> | undefined;
      const result = await repo.transaction((tx, db) =>
        work(db, async (run) => {
          started = await startInstance(tx, def, { applicantId: a.userId, ...run });
          return started.instance.id;
        }),
      );
      if (started) await afterStep(started.instance, started, a.userId);
      return result;
    },

    /** The instances' tasks, in the order they were created. */
    tasksOf: (instanceIds: string[]) => repo.tasksOf(instanceIds),
  };
}
export type FlowService = ReturnType<typeof createFlowService>;
/** The rows other modules read through this service. */
export type { DefinitionRow, InstanceRow, TaskRow };
