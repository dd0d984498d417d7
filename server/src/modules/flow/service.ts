import type {
  CompleteTaskBody,
  TransferTaskBody,
  FlowDefinitionRecord,
  FlowDiagramView,
  FlowHistoryRecord,
  FlowInstanceRecord,
  FlowListQuery,
  FlowTaskRecord,
} from '@invest/contract/flow';
import type { Page } from '@invest/contract/paging';
import {
  DEFINITION_ORDER,
  DEFINITION_SORT,
  INSTANCE_ORDER,
  INSTANCE_SORT,
  TASK_ORDER,
  TASK_SORT,
  type DefinitionRow,
  type InstanceBox,
  type InstanceRow,
  type TaskBox,
  type TaskRow,
} from './repo.js';
import { isSuperAdmin, type AuthUser } from '../../http/auth-context.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { formatDateTime } from '../../http/format.js';
import { offsetOf, orderByOf, pageOf } from '../../http/paging.js';
import type { DictService } from '../dict/service.js';
import type { NoticeService } from '../notice/service.js';
import { DiagramError, readDiagram } from './diagram.js';
import { takenElements, type Variables } from './engine.js';
import type { FlowRepo, FlowTx } from './repo.js';
import { completeTask, stopInstance } from './steps.js';

export type FlowDeps = {
  repo: FlowRepo;
  users: {
    namesOf(tenantId: string, ids: string[]): Promise<Map<string, string>>;
    activeUserIds(tenantId: string): Promise<string[]>;
  };
  notices: Pick<NoticeService, 'remind'>;
  /** The `flow` dictionary: a category is `flow_<dictKey>` of one of its items. */
  dicts: Pick<DictService, 'dictionary'>;
  /** Active users holding a role (the people of a candidate group). */
  roleMembers: (tenantId: string, alias: string) => Promise<string[]>;
};

/** The largest .bpmn file accepted. */
export const MAX_DIAGRAM_BYTES = 512 * 1024;

const businessIdOf = (businessKey: string) => businessKey.split(':').pop() ?? '';

const isFlowAdmin = (a: AuthUser) => isSuperAdmin(a) || a.roleAliases.includes('admin');

const isCandidate = (a: AuthUser, t: TaskRow) =>
  t.candidateUsers.includes(a.userId) || t.candidateGroups.some((g) => a.roleAliases.includes(g));

export function createFlowService({ repo, users, notices, dicts, roleMembers }: FlowDeps) {
  /** To-do reminders (type 0) for the people of newly opened tasks: the assignee, else every candidate. */
  async function remindTasks(tenantId: string, opened: TaskRow[], by: string) {
    const events = [];
    for (const t of opened) {
      const people = t.assigneeId
        ? [t.assigneeId]
        : [...t.candidateUsers, ...(await Promise.all(t.candidateGroups.map((g) => roleMembers(tenantId, g)))).flat()];
      for (const userId of new Set(people))
        events.push({
          tenantId,
          userId,
          type: 0,
          eventKey: 'flow',
          businessId: t.id,
          msg: `流程待办「${t.name}」等待您处理`,
          createUser: by,
        });
    }
    if (events.length) await notices.remind(events);
  }

  async function remindApplicant(instance: InstanceRow, msg: string, by: string) {
    await notices.remind([
      {
        tenantId: instance.tenantId,
        userId: instance.applicantId,
        type: 1,
        eventKey: 'flow',
        businessId: instance.id,
        msg,
        createUser: by,
      },
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
    if (decision === 'reject' && !done.comment) throw badRequest('requiredField', { field: 'comment' });
    const result = await repo.transaction(async (tx) => {
      const { instance, task } = await lockedTask(tx, a, ref.taskId, ref.processInstanceId);
      if (task.assigneeId !== a.userId) throw forbidden('flowNotAssignee');
      const variables = await variablesFor(tx, instance, task);
      const def = (await tx.definition(a.tenantId, instance.definitionId))!;
      const step = await completeTask(tx, def, instance, task, {
        userId: a.userId,
        decision,
        comment: done.comment,
        variables,
      });
      return { instance, ...step };
    });
    await remindTasks(a.tenantId, result.opened, a.userId);
    if (result.ended) await remindApplicant(result.instance, '您发起的流程已办结', a.userId);
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
      { category: q.category, startable },
      { limit: q.size, offset: offsetOf(q), orderBy: orderByOf(q, DEFINITION_SORT, DEFINITION_ORDER) },
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
    const { rows, total } = await repo.tasksPage(a.tenantId, box, q.category, {
      limit: q.size,
      offset: offsetOf(q),
      orderBy: orderByOf(q, TASK_SORT, TASK_ORDER),
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
    const { rows, total } = await repo.instancesPage(a.tenantId, box, q.category, {
      limit: q.size,
      offset: offsetOf(q),
      orderBy: orderByOf(q, INSTANCE_SORT, INSTANCE_ORDER),
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

  return {
    remindTasks,
    readableInstance,

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
        if (task.assigneeId) throw conflict('flowTaskClaimed');
        if (!isCandidate(a, task)) throw forbidden('flowNotCandidate');
        await tx.updateTask(task.id, { assigneeId: a.userId, claimTime: new Date() });
      });
    },

    /** Completes the caller's task: `flag` ok approves, anything else rejects. */
    complete: (a: AuthUser, body: CompleteTaskBody) =>
      finishTask(a, body, { flag: body.flag, comment: body.comment }, async (_tx, instance) => {
        const taken = Object.keys(body.variables).filter((name) => name in instance.variables || name === 'approved');
        if (taken.length) throw badRequest('flowVariableTaken', { name: taken.join(', ') });
        return body.variables;
      }),

    finishTask,

    /** The assignee hands the task to another active user of the tenant, who is reminded. */
    async transfer(a: AuthUser, body: TransferTaskBody): Promise<void> {
      if (body.assignee === a.userId) throw badRequest('flowTransferSelf');
      if (!(await users.activeUserIds(a.tenantId)).includes(body.assignee)) throw badRequest('userNotFound');
      const task = await repo.transaction(async (tx) => {
        const { instance, task } = await lockedTask(tx, a, body.taskId);
        if (task.assigneeId !== a.userId) throw forbidden('flowNotAssignee');
        const at = new Date();
        await tx.updateTask(task.id, { assigneeId: body.assignee, claimTime: at });
        await tx.insertHistory([
          {
            tenantId: a.tenantId,
            instanceId: instance.id,
            taskId: task.id,
            elementId: task.elementId,
            elementName: task.name,
            kind: 'transfer',
            userId: a.userId,
            startTime: at,
            endTime: at,
            durationMs: 0,
            comment: body.comment,
          },
        ]);
        return { ...task, assigneeId: body.assignee };
      });
      await remindTasks(a.tenantId, [task], a.userId);
    },

    /** The applicant takes the request back while nobody has acted on the step it waits at. */
    async withdraw(a: AuthUser, instanceId: string): Promise<void> {
      await repo.transaction(async (tx) => {
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
        await stopInstance(tx, instance, { status: 'withdrawn', reason: '' });
      });
    },

    /** An administrator ends a running instance, with a reason the applicant is told. */
    async terminate(a: AuthUser, instanceId: string, reason: string): Promise<void> {
      const instance = await repo.transaction(async (tx) => {
        const row = await tx.lockInstance(a.tenantId, instanceId);
        if (!row) throw notFound();
        if (row.status !== 'running') throw conflict('flowInstanceEnded');
        await stopInstance(tx, row, { status: 'terminated', reason });
        return row;
      });
      await remindApplicant(instance, `您发起的流程已被终止：${reason}`, a.userId);
    },

    async history(a: AuthUser, instanceId: string): Promise<FlowHistoryRecord[]> {
      const instance = await readableInstance(a, instanceId);
      const rows = await repo.history(a.tenantId, instance.id);
      const names = await users.namesOf(
        a.tenantId,
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
      if (!categories.includes(upload.category)) throw badRequest('invalidField', { field: 'category' });
      let diagram;
      try {
        diagram = await readDiagram(upload.xml);
      } catch (err) {
        if (!(err instanceof DiagramError)) throw err;
        throw err.line
          ? badRequest('flowDiagramInvalidAt', { line: err.line, reason: err.reason })
          : badRequest('flowDiagramInvalid', { reason: err.reason });
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

    /** For the leave module: a startable definition of the tenant. */
    async startableDefinition(a: AuthUser, id: string): Promise<DefinitionRow> {
      const def = await repo.definition(a.tenantId, id);
      if (!def || def.isDeleted) throw notFound();
      if (def.suspended) throw conflict('flowDefinitionSuspended');
      return def;
    },
  };
}
export type FlowService = ReturnType<typeof createFlowService>;
