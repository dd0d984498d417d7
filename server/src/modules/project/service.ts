import { randomUUID } from 'node:crypto';
import type { Page } from '@invest/contract/paging';
import {
  allowedNextStages,
  IN_PROGRESS_STAGES,
  INVESTED_STAGES,
  READ_ONLY_STAGES,
  STAGE,
  type ProjectQuery,
  type ProjectRecord,
  type ProjectStep,
  type ProjectSubmit,
} from '@invest/contract/project';
import type { DictItem } from '@invest/contract/dict';
import { isSuperAdmin, type AuthUser } from '../../http/auth-context.js';
import { conflict, forbidden, invalid, notFound } from '../../errors.js';
import { formatDateTime, parseDateTime } from '../../http/format.js';
import { countCapOf, offsetOf, pageOf, sortOf } from '../../paging.js';
import { requirePermission, type PermissionCheck } from '../../http/permission.js';
import type { DictService } from '../dict/service.js';
import type { FundService } from '../fund/service.js';
import type { ReminderService } from '../reminder/service.js';
import type { UserService } from '../user/service.js';
import type { ProjectFilter, ProjectRepo, ProjectRow, ProjectShown } from './repo.js';

const EDITING_ROLES = ['lead', 'member'];
const LIST_LIMIT = 500;

/**
 * What the project rules ask of approvals: whether an investment decision was approved. Declared
 * here and answered by the approval module in services.ts (approvals depend on projects, so the
 * project service cannot take the approval service).
 */
export type InvestmentDecisions = { approved(tenantId: string, projectId: string): Promise<boolean> };

type Deps = {
  repo: ProjectRepo;
  users: UserService;
  funds: FundService;
  dicts: DictService;
  reminders: ReminderService;
  decisions: InvestmentDecisions;
  permissions: PermissionCheck;
};

/** Projects of the pipeline: who may read and change them, and how they move through the stages. */
export function createProjectService({ repo, users, funds, dicts, reminders, decisions, permissions }: Deps) {
  const fundBriefs = (a: AuthUser, ids: string[]) => funds.briefsOf(a.tenantId, ids);
  const isAdmin = (a: AuthUser) => isSuperAdmin(a) || a.roleAliases.includes('admin');

  /** A record as the list shows it: the row with its manager's and fund's names, its score if visible. */
  const recordOf = (r: ProjectRow, shown: ProjectShown): ProjectRecord => ({
    id: r.id,
    uuid: r.uuid,
    name: r.name,
    companyName: r.companyName,
    industry: r.industry,
    region: r.region,
    round: r.round,
    stage: r.stage,
    source: r.source,
    isKey: r.isKey,
    fundId: r.fundId ?? '',
    fundName: shown.fundName,
    fundCurrency: shown.fundCurrency,
    managerId: r.managerId,
    managerName: shown.managerName,
    amountMin: r.amountMin,
    amountMax: r.amountMax,
    valuation: r.valuation,
    shareRatio: r.shareRatio,
    investedAmount: r.investedAmount,
    description: r.description,
    score: shown.scoreVisible ? r.score : null,
    createTime: formatDateTime(r.createTime),
    updateTime: formatDateTime(r.updateTime),
  });

  /** The records as the caller may see them: the score only where blind scoring allows. */
  async function toRecords(a: AuthUser, rows: ProjectRow[]): Promise<ProjectRecord[]> {
    const { tenantId } = a;
    const anyScore = rows.some((r) => r.score !== null);
    const [managers, fundsOf, scoresVisible] = await Promise.all([
      users.namesOf(
        tenantId,
        rows.map((r) => r.managerId),
      ),
      funds.briefsOf(
        tenantId,
        rows.map((r) => r.fundId).filter((x): x is string => Boolean(x)),
      ),
      anyScore
        ? repo.scoresVisibleAmong(
            a.userId,
            rows.map((r) => r.id),
          )
        : new Set<string>(),
    ]);
    return rows.map((r) => {
      const brief = r.fundId ? fundsOf.get(r.fundId) : undefined;
      return recordOf(r, {
        managerName: managers.get(r.managerId) ?? '',
        fundName: brief?.name || '',
        fundCurrency: brief?.currency || '',
        scoreVisible: scoresVisible.has(r.id),
      });
    });
  }

  async function load(a: AuthUser, id: string): Promise<ProjectRow> {
    const row = await repo.find(a.tenantId, id);
    if (!row) throw notFound();
    return row;
  }

  /** The editor rule: administrators, the manager, and members in an editing role. */
  const mayEdit = (a: AuthUser, p: ProjectRow, memberRole: string | undefined) =>
    isAdmin(a) || p.managerId === a.userId || EDITING_ROLES.includes(memberRole ?? '');

  async function canEdit(a: AuthUser, p: ProjectRow): Promise<boolean> {
    // The membership is looked up only when the rest of the rule does not already decide.
    return mayEdit(a, p, undefined) || mayEdit(a, p, await repo.memberRole(p.id, a.userId));
  }

  /** The project, if the caller may change it now. */
  async function editable(a: AuthUser, id: string): Promise<ProjectRow> {
    const p = await load(a, id);
    if (READ_ONLY_STAGES.includes(p.stage)) throw conflict('projectReadOnly');
    if (!(await canEdit(a, p))) throw forbidden('projectNotEditor');
    return p;
  }

  function filterOf(q: ProjectQuery): ProjectFilter {
    return {
      ...q,
      from: parseDateTime(q.createTimeFrom, 'createTimeFrom'),
      to: parseDateTime(q.createTimeTo, 'createTimeTo', true),
    };
  }

  async function dictLabel(a: AuthUser, code: string, key: string): Promise<{ zh: string; en: string }> {
    const item = (await dicts.dictionary(a, code)).find((i) => i.dictKey === key);
    return { zh: item?.dictValue ?? key, en: item?.dictValueEn || item?.dictValue || key };
  }

  async function checkDicts(a: AuthUser, body: ProjectSubmit): Promise<void> {
    const checks: [string, string, string][] = [
      ['industry', 'industry', body.industry],
      ['round', 'round', body.round],
      ['source', 'project_source', body.source],
    ];
    for (const [field, code, value] of checks) {
      if (!value) continue;
      const items: DictItem[] = await dicts.dictionary(a, code);
      if (!items.some((i) => i.dictKey === value))
        throw invalid('dictValueInvalid', { field, value: value.slice(0, 20) });
    }
  }

  /** The stored fields of a submitted project. */
  function fieldsOf(body: ProjectSubmit, managerId: string) {
    return {
      name: body.name,
      companyName: body.companyName,
      industry: body.industry,
      region: body.region,
      round: body.round,
      source: body.source,
      fundId: body.fundId ?? null,
      managerId,
      amountMin: body.amountMin ?? null,
      amountMax: body.amountMax ?? null,
      valuation: body.valuation ?? null,
      shareRatio: body.shareRatio ?? null,
      description: body.description,
    };
  }

  /** A new project starts in reserve, created by the caller. */
  const newProject = (a: AuthUser, fields: ReturnType<typeof fieldsOf>) => ({
    ...fields,
    tenantId: a.tenantId,
    uuid: randomUUID(),
    stage: STAGE.reserve,
    createUser: a.userId,
  });

  /** Managers named by someone else are told they now lead the project. */
  async function remindManagers(a: AuthUser, rows: ProjectRow[]): Promise<void> {
    const told = rows.filter((r) => r.managerId !== a.userId);
    if (!told.length) return;
    await reminders.remind(
      told.map((r) => ({
        tenantId: a.tenantId,
        userId: r.managerId,
        type: 1,
        eventKey: 'project_manage',
        businessId: r.id,
        msg: `您被指定为项目「${r.name}」的负责人`,
        createUser: a.userId,
      })),
    );
  }

  /** Blind scoring (`hasScored` in the repo): whether the caller may see the project's scores. */
  const seesScores = async (a: AuthUser, projectId: string) =>
    (await repo.scoresVisibleAmong(a.userId, [projectId])).has(projectId);

  async function detail(a: AuthUser, id: string): Promise<ProjectRecord> {
    return (await toRecords(a, [await load(a, id)]))[0]!;
  }

  return {
    detail,
    seesScores,

    /** For other modules (files, résumés): the project, if the caller may change it now. */
    requireEditable: editable,

    async detailByUuid(a: AuthUser, uuid: string): Promise<ProjectRecord> {
      const row = await repo.findByUuid(a.tenantId, uuid);
      if (!row) throw notFound();
      return (await toRecords(a, [row]))[0]!;
    },

    /** `exactTotal`: count every match (the export refuses by the exact number); pages bound it. */
    async page(a: AuthUser, q: ProjectQuery, { exactTotal = false } = {}): Promise<Page<ProjectRecord>> {
      const offset = offsetOf(q);
      const { rows, total, capped } = await repo.page(
        a.tenantId,
        filterOf(q),
        { sort: sortOf(q), viewerId: a.userId },
        q.size,
        offset,
        exactTotal ? undefined : countCapOf(offset),
      );
      return pageOf(
        rows.map(({ row, ...shown }) => recordOf(row, shown)),
        total,
        q,
        capped,
      );
    },

    /** The same filters without paging (at most 500), e.g. for export. */
    async listNotPage(a: AuthUser, q: ProjectQuery): Promise<ProjectRecord[]> {
      const order = { sort: sortOf(q), viewerId: a.userId };
      return toRecords(a, await repo.list(a.tenantId, filterOf(q), order, LIST_LIMIT));
    },

    /** Name and uuid of each of the tenant's live projects among `ids`, in one query (for lists that link to them). */
    async refsOf(a: AuthUser, ids: string[]): Promise<Map<string, { name: string; uuid: string }>> {
      const rows = ids.length ? await repo.findMany(a.tenantId, [...new Set(ids)]) : [];
      return new Map(rows.map((r) => [r.id, { name: r.name, uuid: r.uuid }]));
    },

    /** Name or company contains the keyword: the quick search (at most 20). */
    async search(a: AuthUser, keyword: string) {
      const rows = await repo.list(a.tenantId, { keyword }, { sort: [], viewerId: a.userId }, 20);
      return rows.map((r) => ({ id: r.id, uuid: r.uuid, name: r.name, companyName: r.companyName, stage: r.stage }));
    },

    async getByName(a: AuthUser, name: string): Promise<ProjectRecord | null> {
      const row = await repo.findByName(a.tenantId, name);
      return row ? (await toRecords(a, [row]))[0]! : null;
    },

    async byFund(a: AuthUser, fundId: string): Promise<ProjectRecord[]> {
      return toRecords(a, await repo.list(a.tenantId, { fundId }, { sort: [], viewerId: a.userId }, LIST_LIMIT));
    },

    async checkWhetherEditInfo(a: AuthUser, id: string): Promise<boolean> {
      const p = await load(a, id);
      return !READ_ONLY_STAGES.includes(p.stage) && (await canEdit(a, p));
    },

    /** checkWhetherEditInfo for a page of projects at once: those of `ids` the caller may edit now. */
    async editableAmong(a: AuthUser, ids: string[]): Promise<string[]> {
      const rows = (await repo.findMany(a.tenantId, [...new Set(ids)])).filter(
        (p) => !READ_ONLY_STAGES.includes(p.stage),
      );
      const roles = rows.length
        ? await repo.memberRoles(
            rows.map((p) => p.id),
            a.userId,
          )
        : new Map<string, string>();
      return rows.filter((p) => mayEdit(a, p, roles.get(p.id))).map((p) => p.id);
    },

    async checkWhetherProjectUser(a: AuthUser, id: string): Promise<boolean> {
      const p = await load(a, id);
      return p.managerId === a.userId || Boolean(await repo.memberRole(p.id, a.userId));
    },

    async submit(a: AuthUser, body: ProjectSubmit): Promise<ProjectRecord> {
      const existing = body.id ? await editable(a, body.id) : undefined;
      if (!existing) await requirePermission(permissions, a, 'project_add');
      await checkDicts(a, body);
      if (body.fundId && !(await funds.exists(a, body.fundId))) throw invalid('fundNotFound');
      const managerId = body.managerId ?? existing?.managerId ?? a.userId;
      if (!(await users.namesOf(a.tenantId, [managerId])).size) throw invalid('userNotFound');
      if (await repo.nameTaken(a.tenantId, body.name, body.id))
        throw conflict('projectNameExists', { name: body.name }).at('name');
      const fields = fieldsOf(body, managerId);
      if (existing) {
        await repo.update(a.tenantId, existing.id, { ...fields, updateUser: a.userId });
        return detail(a, existing.id);
      }
      const [row] = await repo.insert([newProject(a, fields)]);
      await remindManagers(a, [row!]);
      return detail(a, row!.id);
    },

    /** Names among `names` that projects of the caller's tenant already have. */
    takenNames: (a: AuthUser, names: string[]) => repo.takenNames(a.tenantId, names),

    /**
     * Creates projects whose fields the caller has checked already (the Excel import, which
     * reports every problem per row): all in one transaction or none, each recorded as `submit` does.
     */
    async createChecked(a: AuthUser, bodies: (ProjectSubmit & { managerId: string })[]): Promise<number> {
      if (!bodies.length) return 0;
      const rows = await repo.insert(bodies.map((b) => newProject(a, fieldsOf(b, b.managerId))));
      await remindManagers(a, rows);
      return rows.length;
    },

    async remove(a: AuthUser, ids: string[]): Promise<number> {
      const rows = await repo.findMany(a.tenantId, ids);
      for (const p of rows) await editable(a, p.id);
      return repo.remove(
        a.tenantId,
        rows.map((p) => p.id),
        a.userId,
      );
    },

    async setImport(a: AuthUser, ids: string[], isKey: number): Promise<number> {
      const rows = await repo.findMany(a.tenantId, ids);
      for (const p of rows) await editable(a, p.id);
      return repo.setKey(
        a.tenantId,
        rows.map((p) => p.id),
        isKey,
        a.userId,
      );
    },

    /** Moves a project along the pipeline and records the step. */
    async changeStage(
      a: AuthUser,
      c: { id: string; toStage: number; comment: string; investedAmount?: number },
    ): Promise<ProjectRecord> {
      const p = await editable(a, c.id);
      if (!allowedNextStages(p.stage).includes(c.toStage)) {
        throw invalid('stageNotAllowed', {
          from: await dictLabel(a, 'project_stage', String(p.stage)),
          to: await dictLabel(a, 'project_stage', String(c.toStage)),
        }).at('toStage');
      }
      if (c.toStage === STAGE.invested) {
        if (!(await decisions.approved(a.tenantId, p.id))) throw conflict('investNeedsApproval').at('toStage');
        if (c.investedAmount === undefined) throw invalid('investedAmountRequired').at('investedAmount');
      }
      await repo.changeStage(
        p,
        c.toStage,
        a.userId,
        c.comment,
        c.toStage === STAGE.invested ? c.investedAmount : undefined,
      );
      return detail(a, p.id);
    },

    async steps(a: AuthUser, id: string): Promise<ProjectStep[]> {
      const p = await load(a, id);
      const rows = await repo.steps(p.id);
      const names = await users.namesOf(
        a.tenantId,
        rows.map((r) => r.userId),
      );
      return rows.map((r) => ({
        id: r.id,
        fromStage: r.fromStage,
        toStage: r.toStage,
        userId: r.userId,
        userName: names.get(r.userId) ?? '',
        comment: r.comment,
        createTime: formatDateTime(r.createTime),
      }));
    },

    async members(a: AuthUser, id: string) {
      const p = await load(a, id);
      const rows = await repo.members(p.id);
      const names = await users.namesOf(
        a.tenantId,
        rows.map((r) => r.userId),
      );
      return rows.map((r) => ({
        userId: r.userId,
        name: names.get(r.userId) ?? '',
        role: r.role,
        createTime: formatDateTime(r.createTime),
      }));
    },

    /** Adds (or re-roles) a team member, who is told at once. */
    async addMember(a: AuthUser, m: { projectId: string; userId: string; role: string }): Promise<void> {
      const p = await editable(a, m.projectId);
      if (!(await dicts.dictionary(a, 'member_role')).some((i) => i.dictKey === m.role)) {
        throw invalid('dictValueInvalid', { field: 'role', value: m.role.slice(0, 20) });
      }
      const names = await users.namesOf(a.tenantId, [m.userId, a.userId]);
      if (!names.has(m.userId)) throw invalid('userNotFound');
      const wasMember = Boolean(await repo.memberRole(p.id, m.userId));
      await repo.addMember(a.tenantId, p.id, m.userId, m.role);
      if (!wasMember && m.userId !== a.userId) {
        const role = await dictLabel(a, 'member_role', m.role);
        await reminders.remind([
          {
            tenantId: a.tenantId,
            userId: m.userId,
            type: 1,
            eventKey: 'project_manage',
            businessId: p.id,
            msg: `${names.get(a.userId) ?? ''} 将您加入了「${p.name}」项目团队（${role.zh}）`,
            createUser: a.userId,
          },
        ]);
      }
    },

    async removeMember(a: AuthUser, projectId: string, userId: string): Promise<void> {
      const p = await editable(a, projectId);
      if (userId === p.managerId) throw forbidden();
      await repo.removeMember(p.id, userId);
    },

    /** Recomputes the project's score; answered only to those who may see it (blind scoring). */
    async updateScore(a: AuthUser, id: string): Promise<number | null> {
      const p = await load(a, id);
      const score = await repo.recomputeScore(a.tenantId, p.id);
      return (await seesScores(a, p.id)) ? score : null;
    },

    async resumes(a: AuthUser, projectId: string) {
      const p = await load(a, projectId);
      return (await repo.resumes(a.tenantId, p.id)).map((r) => ({
        id: r.id,
        projectId: r.projectId,
        name: r.name,
        position: r.position,
        education: r.education,
        experience: r.experience,
      }));
    },

    async saveResume(
      a: AuthUser,
      r: { id?: string; projectId: string; name: string; position: string; education: string; experience: string },
    ) {
      const p = await editable(a, r.projectId);
      if (r.id) {
        const existing = await repo.findResume(a.tenantId, r.id);
        if (!existing || existing.projectId !== p.id) throw notFound();
      }
      const fields = { name: r.name, position: r.position, education: r.education, experience: r.experience };
      return repo.saveResume(
        r.id
          ? { id: r.id, ...fields, tenantId: a.tenantId, projectId: p.id, updateUser: a.userId }
          : { ...fields, tenantId: a.tenantId, projectId: p.id, createUser: a.userId },
      );
    },

    async removeResumes(a: AuthUser, ids: string[]): Promise<number> {
      let removed = 0;
      for (const id of ids) {
        const r = await repo.findResume(a.tenantId, id);
        if (!r) continue;
        await editable(a, r.projectId);
        removed += await repo.removeResumes(a.tenantId, [id], a.userId);
      }
      return removed;
    },

    /** Projects per stage, in stage order: the home page's funnel. */
    async funnel(a: AuthUser) {
      return (await repo.countsByStage(a.tenantId))
        .map(({ stage, n }) => ({ stage, count: n }))
        .sort((x, y) => x.stage - y.stage);
    },

    /** Counts and the newest few of each dashboard group. */
    async groups(a: AuthUser, size: number) {
      const byStage = new Map((await repo.countsByStage(a.tenantId)).map((r) => [r.stage, r.n]));
      const sum = (stages: readonly number[]) => stages.reduce((n, s) => n + (byStage.get(s) ?? 0), 0);
      const items = async (f: ProjectFilter) =>
        (await repo.list(a.tenantId, f, { sort: [], viewerId: a.userId }, size)).map((r) => ({
          id: r.id,
          uuid: r.uuid,
          name: r.name,
          companyName: r.companyName,
          stage: r.stage,
        }));
      // Side by side: on a PostgreSQL server each list has a connection of its own.
      const [reserve, inProgress, invested, keyCount, key] = await Promise.all([
        items({ stage: [STAGE.reserve] }),
        items({ stage: [...IN_PROGRESS_STAGES] }),
        items({ stage: [...INVESTED_STAGES] }),
        repo.countKey(a.tenantId),
        items({ isKey: 1 }),
      ]);
      return {
        reserve: { count: sum([STAGE.reserve]), items: reserve },
        inProgress: { count: sum(IN_PROGRESS_STAGES), items: inProgress },
        invested: { count: sum(INVESTED_STAGES), items: invested },
        key: { count: keyCount, items: key },
      };
    },

    async charts(a: AuthUser) {
      const [funds, industries] = await Promise.all([repo.byFund(a.tenantId), repo.byIndustry(a.tenantId)]);
      const fundsOf = await fundBriefs(
        a,
        funds.map((f) => f.fundId!),
      );
      return {
        byFund: funds.map((f) => ({
          fundId: f.fundId!,
          fundName: fundsOf.get(f.fundId!)?.name ?? '',
          currency: fundsOf.get(f.fundId!)?.currency ?? '',
          amount: f.amount,
          count: f.n,
        })),
        byIndustry: industries.map((i) => ({
          industry: i.industry,
          currency: i.currency,
          count: i.n,
          amount: i.amount,
        })),
      };
    },

    async attrs(a: AuthUser, id: string) {
      const p = await load(a, id);
      return (await repo.attrs(p.id)).map((r) => ({ attrKey: r.attrKey, attrValue: r.attrValue }));
    },

    async saveAttrs(a: AuthUser, id: string, attrs: { attrKey: string; attrValue: string }[]): Promise<void> {
      const p = await editable(a, id);
      const keys = new Set((await dicts.dictionary(a, 'project_attr')).map((i) => i.dictKey));
      const bad = attrs.find((x) => !keys.has(x.attrKey));
      if (bad) throw invalid('dictValueInvalid', { field: 'attrKey', value: bad.attrKey.slice(0, 20) });
      await repo.saveAttrs(a.tenantId, p.id, attrs);
    },

    /** What the registry holds about the project's company (null when it has no entry). */
    async registry(a: AuthUser, id: string) {
      const p = await load(a, id);
      const r = await repo.registry(a.tenantId, p.companyName);
      return r
        ? {
            companyName: r.companyName,
            legalName: r.legalName,
            registeredCapital: r.registeredCapital,
            legalRepresentative: r.legalRepresentative,
            foundingDate: r.foundingDate ?? '',
            status: r.status,
            industry: r.industry,
            region: r.region,
          }
        : null;
    },

    /** Each fact the project declares beside the registry's, and whether they agree. */
    async registryContrast(a: AuthUser, id: string) {
      const p = await load(a, id);
      const r = await repo.registry(a.tenantId, p.companyName);
      const pairs: [string, string, string][] = [
        ['companyName', p.companyName, r?.legalName ?? ''],
        ['industry', p.industry, r?.industry ?? ''],
        ['region', p.region, r?.region ?? ''],
      ];
      return pairs.map(([field, declared, registered]) => ({
        field,
        declared,
        registered,
        match: Boolean(r) && declared === registered,
      }));
    },
  };
}
export type ProjectService = ReturnType<typeof createProjectService>;
