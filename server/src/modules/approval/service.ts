import {
  APPROVAL_TYPE_STAGE,
  type ApprovalApply,
  type ApprovalListQuery,
  type ApprovalRecord,
} from '@invest/contract/approval';
import type { Page } from '@invest/contract/paging';
import { isSuperAdmin, type AuthUser } from '../../http/auth-context.js';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.js';
import { formatDateTime } from '../../http/format.js';
import { offsetOf, orderByOf, pageOf } from '../../http/paging.js';
import type { DictService } from '../dict/service.js';
import type { NoticeService } from '../notice/service.js';
import type { ProjectService } from '../project/service.js';
import type { UserService } from '../user/service.js';
import {
  APPROVAL_DEFAULT_ORDER,
  APPROVAL_SORT,
  APPROVAL_STATUS,
  DECISION,
  type ApprovalRepo,
  type ApprovalRow,
} from './repo.js';

/**
 * What the screens need of approvals. Kept as one interface so that a workflow engine can run
 * approvals later without touching the screens or the routes.
 */
export interface ApprovalEngine {
  start(auth: AuthUser, apply: ApprovalApply): Promise<ApprovalRecord>;
  decide(auth: AuthUser, d: { id: string; decision: 1 | 2; comment: string }): Promise<ApprovalRecord>;
  withdraw(auth: AuthUser, id: string): Promise<ApprovalRecord>;
  list(auth: AuthUser, q: ApprovalListQuery): Promise<Page<ApprovalRecord>>;
  detail(auth: AuthUser, id: string): Promise<ApprovalRecord>;
}

type Deps = {
  repo: ApprovalRepo;
  users: UserService;
  projects: ProjectService;
  dicts: DictService;
  notices: NoticeService;
};

/** The built-in engine: ordered approvers, each a to-do reminder in turn. */
export function createApprovalService({ repo, users, projects, dicts, notices }: Deps): ApprovalEngine {
  async function toRecords(a: AuthUser, rows: ApprovalRow[]): Promise<ApprovalRecord[]> {
    const steps = await repo.steps(rows.map((r) => r.id));
    const names = await users.namesOf(a.tenantId, [
      ...rows.map((r) => r.applicantId),
      ...steps.map((s) => s.approverId),
    ]);
    const projectRefs = await projects.refsOf(
      a,
      rows.map((r) => r.projectId),
    );
    return rows.map((r) => ({
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
      currentStep: r.currentStep,
      createTime: formatDateTime(r.createTime),
      finishTime: formatDateTime(r.finishTime),
      steps: steps
        .filter((s) => s.approvalId === r.id)
        .map((s) => ({
          seq: s.seq,
          approverId: s.approverId,
          approverName: names.get(s.approverId) ?? '',
          decision: s.decision,
          comment: s.comment,
          decidedAt: formatDateTime(s.decidedAt),
        })),
    }));
  }

  async function typeName(a: AuthUser, type: number): Promise<string> {
    return (await dicts.dictionary(a, 'approval_type')).find((i) => i.dictKey === String(type))?.dictValue ?? '';
  }

  async function detail(a: AuthUser, id: string): Promise<ApprovalRecord> {
    const row = await repo.find(a.tenantId, id);
    if (!row) throw notFound();
    const record = (await toRecords(a, [row]))[0]!;
    const involved = row.applicantId === a.userId || record.steps.some((s) => s.approverId === a.userId);
    if (!involved && !isSuperAdmin(a) && !a.roleAliases.includes('admin')) throw notFound();
    return record;
  }

  async function remindApprover(a: AuthUser, row: ApprovalRow, approverId: string, projectName: string) {
    await notices.remind([
      {
        tenantId: a.tenantId,
        userId: approverId,
        type: 0,
        eventKey: 'approval',
        businessId: row.id,
        msg: `「${projectName}」${await typeName(a, row.type)}审批等待您处理`,
        createUser: a.userId,
      },
    ]);
  }

  return {
    detail,

    async start(a, apply) {
      const project = await projects.detail(a, apply.projectId);
      if (project.stage !== APPROVAL_TYPE_STAGE[apply.type]) throw badRequest('approvalStageMismatch');
      if (await repo.hasPending(a.tenantId, project.id, apply.type)) throw conflict('approvalPending').at('type');
      const approverIds = [...new Set(apply.approverIds)];
      if (approverIds.length !== apply.approverIds.length || approverIds.includes(a.userId))
        throw badRequest('approversInvalid');
      const active = new Set(await users.activeUserIds(a.tenantId));
      if (!approverIds.every((id) => active.has(id))) throw badRequest('userNotFound');
      const row = await repo.insert(
        {
          tenantId: a.tenantId,
          projectId: project.id,
          type: apply.type,
          title: apply.title || `${project.name} ${await typeName(a, apply.type)}`,
          reason: apply.reason,
          applicantId: a.userId,
        },
        approverIds,
      );
      await remindApprover(a, row, approverIds[0]!, project.name);
      return detail(a, row.id);
    },

    async decide(a, d) {
      const row = await repo.find(a.tenantId, d.id);
      if (!row) throw notFound();
      if (row.status !== APPROVAL_STATUS.pending) throw conflict('approvalFinished');
      const steps = await repo.steps([row.id]);
      const step = steps.find((s) => s.seq === row.currentStep);
      if (!step || step.approverId !== a.userId) throw new AppError(403, 'notCurrentApprover');
      // The applicant must learn why: a rejection carries its reason.
      if (d.decision === DECISION.reject && !d.comment) throw badRequest('requiredField', { field: 'comment' });
      const last = row.currentStep === steps.length;
      if (!(await repo.decide(row, step, d.decision, d.comment, last))) throw conflict('approvalFinished');
      const project = await projects.detail(a, row.projectId);
      if (d.decision === DECISION.approve && !last) {
        await remindApprover(a, row, steps[row.currentStep]!.approverId, project.name);
      } else {
        const outcome = d.decision === DECISION.approve ? '已通过' : '已驳回';
        await notices.remind([
          {
            tenantId: a.tenantId,
            userId: row.applicantId,
            type: 1,
            eventKey: 'approval',
            businessId: row.id,
            msg: `您发起的「${row.title}」${outcome}`,
            createUser: a.userId,
          },
        ]);
      }
      return detail(a, row.id);
    },

    async withdraw(a, id) {
      const row = await repo.find(a.tenantId, id);
      if (!row) throw notFound();
      if (row.applicantId !== a.userId) throw new AppError(403, 'forbidden');
      if (!(await repo.withdraw(row.id))) throw conflict('approvalFinished');
      return detail(a, row.id);
    },

    async list(a, q) {
      // The project must exist in the caller's tenant (404 otherwise) before its approvals are listed.
      if (q.box === 'project') await projects.detail(a, q.projectId!);
      const orderBy = orderByOf(q, APPROVAL_SORT, APPROVAL_DEFAULT_ORDER);
      const { rows, total } = await repo.page(
        a.tenantId,
        { box: q.box, userId: a.userId },
        q,
        orderBy,
        q.size,
        offsetOf(q),
      );
      return pageOf(await toRecords(a, rows), total, q);
    },
  };
}
