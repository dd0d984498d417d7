import {
  APPROVAL_TYPE_STAGE,
  type ApprovalApply,
  type ApprovalListQuery,
  type ApprovalRecord,
} from '@invest/contract/approval';
import type { Page } from '@invest/contract/paging';
import { isSuperAdmin, type AuthUser } from '../../http/auth-context.js';
import { conflict, forbidden, invalid, notFound } from '../../errors.js';
import { formatDateTime } from '../../http/format.js';
import { offsetOf, pageOf, sortOf } from '../../paging.js';
import type { DictService } from '../dict/service.js';
import type { FlowService, TaskRow } from '../flow/service.js';
import type { ProjectService } from '../project/service.js';
import type { UserService } from '../user/service.js';
import {
  APPROVAL_STATUS,
  APPROVAL_TABLE,
  createApprovalRepo,
  DECISION,
  type ApprovalRepo,
  type ApprovalRow,
} from './repo.js';
import { approvalHooks, approvalVariables, approversOf, PROJECT_APPROVAL_KEY, stepOf } from './process.js';

/**
 * What the screens need of approvals. Kept as one interface so that the screens and routes do not
 * know which engine runs approvals (today: the workflow engine, processes/project-approval.bpmn).
 */
export interface ApprovalEngine {
  start(auth: AuthUser, apply: ApprovalApply): Promise<ApprovalRecord>;
  decide(auth: AuthUser, d: { id: string; decision: 1 | 2; comment: string }): Promise<ApprovalRecord>;
  withdraw(auth: AuthUser, id: string): Promise<ApprovalRecord>;
  list(auth: AuthUser, q: ApprovalListQuery): Promise<Page<ApprovalRecord>>;
  /** How many approvals wait for the caller's decision. */
  todoCount(auth: AuthUser): Promise<number>;
  detail(auth: AuthUser, id: string): Promise<ApprovalRecord>;
}

type Deps = {
  repo: ApprovalRepo;
  flow: FlowService;
  users: UserService;
  projects: ProjectService;
  dicts: DictService;
};

/** Approvals on the workflow engine: each is an instance of the project-approval process. */
export function createApprovalService({ repo, flow, users, projects, dicts }: Deps): ApprovalEngine {
  flow.registerBusiness(APPROVAL_TABLE, approvalHooks);

  async function toRecords(a: AuthUser, rows: ApprovalRow[]): Promise<ApprovalRecord[]> {
    const decided = await repo.decisions(rows.map((r) => r.instanceId));
    const approvers = rows.flatMap((r) => approversOf(r.variables));
    const names = await users.namesOf(a.tenantId, [
      ...rows.map((r) => r.applicantId),
      ...approvers,
      ...decided.flatMap((t) => (t.assigneeId ? [t.assigneeId] : [])),
    ]);
    const projectRefs = await projects.refsOf(
      a,
      rows.map((r) => r.projectId),
    );
    return rows.map((r) => {
      const tasks = decided.filter((t) => t.instanceId === r.instanceId);
      return {
        id: r.id,
        projectId: r.projectId,
        projectName: projectRefs.get(r.projectId)?.name ?? '',
        projectUuid: projectRefs.get(r.projectId)?.uuid ?? '',
        type: r.type,
        title: r.title,
        reason: r.reason,
        applicantId: r.applicantId,
        applicantName: names.get(r.applicantId) ?? '',
        status: r.status,
        currentStep: r.status === APPROVAL_STATUS.pending ? stepOf(r.variables) : 0,
        createTime: formatDateTime(r.createTime),
        finishTime: formatDateTime(r.finishTime),
        steps: approversOf(r.variables).map((approverId, i) => stepRecord(i + 1, approverId, tasks[i], names)),
      };
    });
  }

  /** Step `seq`: who decided it (the assignee, also after a transfer) and how, or who is to decide. */
  function stepRecord(seq: number, approverId: string, task: TaskRow | undefined, names: Map<string, string>) {
    const who = task?.assigneeId ?? approverId;
    return {
      seq,
      approverId: who,
      approverName: names.get(who) ?? '',
      decision: task ? (task.decision === 'approve' ? DECISION.approve : DECISION.reject) : null,
      comment: task?.comment ?? '',
      decidedAt: formatDateTime(task?.endTime),
    };
  }

  async function typeName(a: AuthUser, type: number): Promise<string> {
    return (await dicts.dictionary(a, 'approval_type')).find((i) => i.dictKey === String(type))?.dictValue ?? '';
  }

  async function found(a: AuthUser, id: string): Promise<ApprovalRow> {
    const row = await repo.find(a.tenantId, id);
    if (!row) throw notFound();
    return row;
  }

  async function detail(a: AuthUser, id: string): Promise<ApprovalRecord> {
    const record = (await toRecords(a, [await found(a, id)]))[0]!;
    const involved = record.applicantId === a.userId || record.steps.some((s) => s.approverId === a.userId);
    if (!involved && !isSuperAdmin(a) && !a.roleAliases.includes('admin')) throw notFound();
    return record;
  }

  return {
    detail,

    async start(a, apply) {
      const project = await projects.detail(a, apply.projectId);
      if (project.stage !== APPROVAL_TYPE_STAGE[apply.type]) throw invalid('approvalStageMismatch');
      if (await repo.hasPending(a.tenantId, project.id, apply.type)) throw conflict('approvalPending').at('type');
      const approverIds = [...new Set(apply.approverIds)];
      if (approverIds.length !== apply.approverIds.length || approverIds.includes(a.userId))
        throw invalid('approversInvalid');
      const active = new Set(await users.activeUserIds(a.tenantId));
      if (!approverIds.every((id) => active.has(id))) throw invalid('userNotFound');
      const def = await flow.startableLatest(a, PROJECT_APPROVAL_KEY);
      const kind = await typeName(a, apply.type);
      const title = apply.title || `${project.name} ${kind}`;
      const id = await flow.startWithin(a, def, async (db, start) => {
        const rows = createApprovalRepo(db);
        const id = await rows.insert({
          tenantId: a.tenantId,
          projectId: project.id,
          type: apply.type,
          title,
          reason: apply.reason,
          applicantId: a.userId,
        });
        const instanceId = await start({
          businessKey: `${APPROVAL_TABLE}:${id}`,
          variables: approvalVariables({ approverIds, projectName: project.name, typeName: kind, title }),
        });
        await rows.setInstance(id, instanceId);
        return id;
      });
      return detail(a, id);
    },

    async decide(a, d) {
      const row = await found(a, d.id);
      if (row.status !== APPROVAL_STATUS.pending) throw conflict('approvalFinished');
      const task = (await flow.tasksOf([row.instanceId])).find((t) => t.status === 'waiting');
      if (!task || task.assigneeId !== a.userId) throw forbidden('notCurrentApprover');
      await flow.complete(a, {
        taskId: task.id,
        processInstanceId: row.instanceId,
        flag: d.decision === DECISION.approve ? 'ok' : 'reject',
        comment: d.comment,
        variables: {},
      });
      return detail(a, row.id);
    },

    async withdraw(a, id) {
      const row = await found(a, id);
      if (row.applicantId !== a.userId) throw forbidden('forbidden');
      if (row.status !== APPROVAL_STATUS.pending) throw conflict('approvalFinished');
      await flow.withdraw(a, row.instanceId);
      return detail(a, row.id);
    },

    async list(a, q) {
      // The project must exist in the caller's tenant (404 otherwise) before its approvals are listed.
      if (q.box === 'project') await projects.detail(a, q.projectId!);
      const sort = sortOf(q);
      const { rows, total } = await repo.page(
        a.tenantId,
        { box: q.box, userId: a.userId },
        q,
        sort,
        q.size,
        offsetOf(q),
      );
      return pageOf(await toRecords(a, rows), total, q);
    },

    todoCount: (a) => repo.count(a.tenantId, { box: 'todo', userId: a.userId }),
  };
}
