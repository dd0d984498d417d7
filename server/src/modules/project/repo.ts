import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lte,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { DEFAULT_CURRENCY } from '@invest/contract/constants';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  companyRegistry,
  fund,
  project,
  projectAttr,
  projectAmount,
  projectCount,
  projectMember,
  projectResume,
  projectStep,
  score,
} from '../../db/schema/pipeline.js';
import { displayNameOf, user } from '../../db/schema/user.js';
import { preparedByShape } from '../../db/prepared.js';
import { idsFirst } from '../../db/deep-page.js';
import { softDelete } from '../../db/soft-delete.js';
import { contains } from '../../db/text.js';
import { orderByOf } from '../../db/order.js';
import type { SortKey } from '../../paging.js';

export type ProjectRow = typeof project.$inferSelect;
/** What a list shows of a project besides its row (`page` reads it with the row). */
export type ProjectShown = { managerName: string; fundName: string; fundCurrency: string; scoreVisible: boolean };
export type ProjectFilter = {
  keyword?: string;
  name?: string;
  companyName?: string;
  industry?: string;
  stage?: number[];
  round?: string;
  fundId?: string;
  managerId?: string;
  isKey?: number;
  amountFrom?: number;
  amountTo?: number;
  from?: Date;
  to?: Date;
};

/**
 * Blind scoring, the one rule: a project's committee scores (each member's and their average) are
 * shown only to a user who has scored it, so no one scores under the influence of the others.
 * Written in SQL so that sorting by score obeys it too.
 */
const hasScored = (userId: string | Placeholder) =>
  sql`exists (select 1 from ${score} where ${score.projectId} = ${project.id} and ${score.userId} = ${userId})`;

/** The sortable fields for a user: the score sorts only where the user may see it (hidden ones tie). */
const projectSort = (userId: string | Placeholder) => ({
  name: project.name,
  companyName: project.companyName,
  stage: project.stage,
  amountMin: project.amountMin,
  amountMax: project.amountMax,
  valuation: project.valuation,
  score: sql`case when ${hasScored(userId)} then ${project.score} end`,
  createTime: project.createTime,
  updateTime: project.updateTime,
});
const PROJECT_DEFAULT_ORDER = [desc(project.id)];

/** How a list of projects is ordered: the caller's keys, for the one viewing it (`sort: []`: newest first). */
export type ProjectOrder = { sort: SortKey[]; viewerId: string };
const orderOf = (o: ProjectOrder, bind: Bind = inline) =>
  orderByOf(o.sort, projectSort(bind('viewerId', o.viewerId)), PROJECT_DEFAULT_ORDER);

/** pg_trgm indexes a keyword of at least three characters; a shorter one is matched row by row. */
const TRIGRAM = 3;
/** Whether a list collects a keyword's matches before ordering them (`ordered`). */
const fenced = (f: ProjectFilter) => Boolean(f.keyword && [...f.keyword].length >= TRIGRAM);

/**
 * `OFFSET 0` as SQL: drizzle leaves out an offset of the number 0, and with it the fence (the
 * subquery was flattened and the plan could flip again; the pipeline bench caught it).
 */
const OFFSET_ZERO = sql`0` as unknown as Placeholder;

const live = (tenantId: string | Placeholder) => and(eq(project.tenantId, tenantId), eq(project.isDeleted, 0));

/** A value of a statement: the value itself, or a placeholder for it in a prepared statement. */
type Bind = <T>(name: string, value: T) => T | Placeholder;
const inline: Bind = (_, value) => value;

/** The columns a project's key filters test: the project's own, or its counter row's (`projectCount`). */
type KeyColumns = Record<'industry' | 'stage' | 'round' | 'isKey', AnyPgColumn>;

/** The filters by stage, industry, round and key mark, on `columns`. */
function keyFiltersOf(columns: KeyColumns, f: ProjectFilter, bind: Bind) {
  return [
    f.industry ? eq(columns.industry, bind('industry', f.industry)) : undefined,
    f.stage?.length
      ? inArray(
          columns.stage,
          f.stage.map((stage, i) => bind(`stage${i}`, stage)),
        )
      : undefined,
    f.round ? eq(columns.round, bind('round', f.round)) : undefined,
    f.isKey === undefined ? undefined : eq(columns.isKey, bind('isKey', f.isKey)),
  ];
}

/**
 * Each filter: one the counters are kept by (`keyFiltersOf`), or another. Typed over every filter,
 * so a filter added later does not compile until it says which.
 */
const FILTER_KINDS: Record<keyof ProjectFilter, 'key' | 'other'> = {
  industry: 'key',
  stage: 'key',
  round: 'key',
  isKey: 'key',
  keyword: 'other',
  name: 'other',
  companyName: 'other',
  fundId: 'other',
  managerId: 'other',
  amountFrom: 'other',
  amountTo: 'other',
  from: 'other',
  to: 'other',
};
const OTHER_FILTERS = (Object.keys(FILTER_KINDS) as (keyof ProjectFilter)[]).filter((k) => FILTER_KINDS[k] === 'other');

/** Whether the counters give `f`'s exact total: it sets no other filter (a blank one filters nothing, as in `filterOf`). */
const countedByKeys = (f: ProjectFilter) => OTHER_FILTERS.every((name) => f[name] === undefined || f[name] === '');

function filterOf(tenantId: string, f: ProjectFilter, bind: Bind = inline): SQL | undefined {
  const keyword = f.keyword ? bind('keyword', contains(f.keyword)) : undefined;
  return and(
    live(bind('tenantId', tenantId)),
    keyword === undefined ? undefined : or(ilike(project.name, keyword), ilike(project.companyName, keyword)),
    f.name ? ilike(project.name, bind('name', contains(f.name))) : undefined,
    f.companyName ? ilike(project.companyName, bind('companyName', contains(f.companyName))) : undefined,
    ...keyFiltersOf(project, f, bind),
    f.fundId ? eq(project.fundId, bind('fundId', f.fundId)) : undefined,
    f.managerId ? eq(project.managerId, bind('managerId', f.managerId)) : undefined,
    // Planned ranges that meet the asked range.
    f.amountFrom === undefined
      ? undefined
      : gte(sql`coalesce(${project.amountMax}, ${project.amountMin})`, bind('amountFrom', f.amountFrom)),
    f.amountTo === undefined
      ? undefined
      : lte(sql`coalesce(${project.amountMin}, ${project.amountMax})`, bind('amountTo', f.amountTo)),
    f.from ? gte(project.createTime, bind('from', f.from)) : undefined,
    f.to ? lte(project.createTime, bind('to', f.to)) : undefined,
  );
}

export function createProjectRepo(db: Db) {
  /**
   * The rows a list orders and pages. A keyword the trigram indexes can serve (3+ characters)
   * has its matches collected first and only then ordered: a subquery with OFFSET 0, which the
   * planner may not flatten, named like the table so the order keys still apply to it. Without
   * this fence a sampled estimate of many matches lets the planner walk a sort index and filter
   * row after row when the keyword is rare (docs/performance.md: 11,753 buffers against 87).
   */
  const ordered = <T extends SelectedFields>(where: SQL | undefined, f: ProjectFilter, fields: T) =>
    fenced(f)
      ? db.select(fields).from(db.select().from(project).where(where).offset(OFFSET_ZERO).as('biz_project'))
      : db.select(fields).from(project).where(where);

  /**
   * A page with what the list shows of each row: its manager's and fund's names, whether the
   * viewer may see its score (`hasScored`), and the total (`counted`), in one statement. The
   * page's rows are picked first, then the names looked up for them: in one SELECT the subqueries
   * would also run for the rows the offset skips (page 40 read 3,362 buffers instead of 961). A
   * deep page picks its ids first (db/deep-page.ts). The total is an uncorrelated subquery,
   * evaluated once.
   */
  const pageStatement = (
    where: SQL | undefined,
    f: ProjectFilter,
    sorted: SQL[],
    counted: SQLWrapper,
    byIds: boolean,
  ) => {
    const [limit, offset] = [sql.placeholder('limit'), sql.placeholder('offset')];
    const ids = ordered(where, f, { id: project.id })
      .orderBy(...sorted)
      .limit(limit)
      .offset(offset)
      .as('page_ids');
    const rows = byIds
      ? db.select(getTableColumns(project)).from(ids).innerJoin(project, eq(project.id, ids.id))
      : ordered(where, f, getTableColumns(project))
          .orderBy(...sorted)
          .limit(limit)
          .offset(offset);
    const tenantId = sql.placeholder('tenantId');
    const fundOf = sql`${fund.id} = ${project.fundId} and ${fund.tenantId} = ${tenantId}`;
    return db
      .select({
        row: project,
        managerName: sql<string>`coalesce((select ${displayNameOf(user)} from ${user} where ${user.id} = ${project.managerId} and ${user.tenantId} = ${tenantId}), '')`,
        fundName: sql<string>`coalesce((select ${fund.name} from ${fund} where ${fundOf}), '')`,
        fundCurrency: sql<string>`coalesce((select ${fund.currency} from ${fund} where ${fundOf}), '')`,
        scoreVisible: sql<boolean>`${hasScored(sql.placeholder('viewerId'))}`,
        total: sql<number>`(${counted})`.mapWith(Number),
      })
      .from(rows.as('biz_project'))
      .orderBy(...sorted);
  };
  const pageBy = preparedByShape<(ProjectShown & { row: ProjectRow; total: number })[]>('project_page');
  const totalBy = preparedByShape<{ n: number }[]>('project_total');

  return {
    /**
     * A page and its total, with what the list shows of each row's manager and fund and whether
     * the viewer may see its score (`hasScored`). A page filtered by stage, industry, round and key
     * mark alone (or not at all) reads its exact total from the counters (`projectCount`); others
     * count up to `countCap` matching rows at most (a count of every match scans them all: see
     * docs/decisions.md), and `capped` says more rows match. Without `countCap` the total is exact.
     *
     * One statement (`pageStatement`); only a page past the end needs a second one for the total.
     */
    async page(
      tenantId: string,
      f: ProjectFilter,
      order: ProjectOrder,
      limit: number,
      offset: number,
      countCap?: number,
    ) {
      // Every value a placeholder: the statement is built once per shape (db/prepared.ts).
      const values: Record<string, unknown> = {};
      const bind: Bind = (name, value) => {
        // What drizzle does with a timestamp column's Date, which a placeholder skips.
        values[name] = value instanceof Date ? value.toISOString() : value;
        return sql.placeholder(name);
      };
      const where = filterOf(tenantId, f, bind);
      const sorted = orderOf(order, bind);
      Object.assign(values, { limit, offset, cap: (countCap ?? 0) + 1 });
      const byKeys = countedByKeys(f);
      const shape = [
        Object.keys(values).join(','),
        fenced(f) ? 'fenced' : '',
        idsFirst(offset) ? 'ids first' : '',
        order.sort.map((k) => `${k.field} ${k.direction}`).join(','),
        byKeys ? 'counters' : countCap === undefined ? 'exact' : 'capped',
      ].join('|');
      const matching = db
        .select({ one: sql`1` })
        .from(project)
        .where(where);
      const counted = () =>
        byKeys
          ? db
              .select({ n: sql<number>`coalesce(sum(${projectCount.n}), 0)`.mapWith(Number) })
              .from(projectCount)
              .where(
                and(eq(projectCount.tenantId, sql.placeholder('tenantId')), ...keyFiltersOf(projectCount, f, bind)),
              )
          : db
              .select({ n: count() })
              .from((countCap === undefined ? matching : matching.limit(sql.placeholder('cap'))).as('matches'));
      const page = await pageBy(shape, () => pageStatement(where, f, sorted, counted(), idsFirst(offset)), values);
      const n = page[0]?.total ?? Number((await totalBy(shape, counted, values))[0]?.n ?? 0);
      const shown = page.map(({ total: _, ...r }) => r);
      return countCap === undefined || byKeys
        ? { rows: shown, total: n, capped: false }
        : { rows: shown, total: Math.min(n, countCap), capped: n > countCap };
    },
    list: (tenantId: string, f: ProjectFilter, order: ProjectOrder, limit: number) =>
      ordered(filterOf(tenantId, f), f, getTableColumns(project))
        .orderBy(...orderOf(order))
        .limit(limit),
    async find(tenantId: string, id: string) {
      return (
        await db
          .select()
          .from(project)
          .where(and(live(tenantId), eq(project.id, id)))
          .limit(1)
      )[0];
    },
    async findByUuid(tenantId: string, uuid: string) {
      return (
        await db
          .select()
          .from(project)
          .where(and(live(tenantId), eq(project.uuid, uuid)))
          .limit(1)
      )[0];
    },
    async findByName(tenantId: string, name: string) {
      return (
        await db
          .select()
          .from(project)
          .where(and(live(tenantId), eq(project.name, name)))
          .limit(1)
      )[0];
    },
    findMany: (tenantId: string, ids: string[]) =>
      db
        .select()
        .from(project)
        .where(and(live(tenantId), inArray(project.id, ids))),
    async nameTaken(tenantId: string, name: string, exceptId?: string) {
      const rows = await db
        .select({ id: project.id })
        .from(project)
        .where(and(live(tenantId), eq(project.name, name), exceptId ? ne(project.id, exceptId) : undefined))
        .limit(1);
      return rows.length > 0;
    },
    /** Names among `names` that live projects of the tenant already have. */
    async takenNames(tenantId: string, names: string[]): Promise<string[]> {
      if (!names.length) return [];
      const rows = await db
        .select({ name: project.name })
        .from(project)
        .where(and(live(tenantId), inArray(project.name, names)));
      return rows.map((r) => r.name);
    },
    /**
     * Inserts projects, each with its first step and its manager as lead, in one transaction:
     * all of them or none (one from `save`, many from an import).
     */
    async insert(rows: (typeof project.$inferInsert)[]): Promise<ProjectRow[]> {
      return db.transaction(async (tx) => {
        const saved = await tx.insert(project).values(rows).returning();
        await tx.insert(projectStep).values(
          saved.map((p) => ({
            tenantId: p.tenantId,
            projectId: p.id,
            fromStage: null,
            toStage: p.stage,
            userId: p.createUser!,
          })),
        );
        await tx
          .insert(projectMember)
          .values(saved.map((p) => ({ projectId: p.id, userId: p.managerId, tenantId: p.tenantId, role: 'lead' })))
          .onConflictDoNothing();
        return saved;
      });
    },
    async update(tenantId: string, id: string, fields: Partial<typeof project.$inferInsert>) {
      await db
        .update(project)
        .set({ ...fields, updateTime: new Date() })
        .where(and(live(tenantId), eq(project.id, id)));
    },
    async setKey(tenantId: string, ids: string[], isKey: number, by: string) {
      const rows = await db
        .update(project)
        .set({ isKey, updateUser: by, updateTime: new Date() })
        .where(and(live(tenantId), inArray(project.id, ids)))
        .returning({ id: project.id });
      return rows.length;
    },
    remove: (tenantId: string, ids: string[], by: string) =>
      softDelete(db, project, ids, by, eq(project.tenantId, tenantId)),

    /** Moves a project and records the step, in one transaction. */
    async changeStage(p: ProjectRow, toStage: number, by: string, comment: string, investedAmount?: number) {
      await db.transaction(async (tx) => {
        await tx
          .update(project)
          .set({
            stage: toStage,
            updateUser: by,
            updateTime: new Date(),
            ...(investedAmount === undefined ? {} : { investedAmount }),
          })
          .where(and(eq(project.id, p.id), eq(project.stage, p.stage)));
        await tx
          .insert(projectStep)
          .values({ tenantId: p.tenantId, projectId: p.id, fromStage: p.stage, toStage, userId: by, comment });
      });
    },
    steps: (projectId: string) =>
      db
        .select()
        .from(projectStep)
        .where(eq(projectStep.projectId, projectId))
        .orderBy(asc(projectStep.createTime), asc(projectStep.id)),

    members: (projectId: string) =>
      db
        .select()
        .from(projectMember)
        .where(eq(projectMember.projectId, projectId))
        .orderBy(asc(projectMember.createTime)),
    /** The user's role on each of `projectIds` where the user is a member, in one query. */
    async memberRoles(projectIds: string[], userId: string): Promise<Map<string, string>> {
      const rows = await db
        .select({ projectId: projectMember.projectId, role: projectMember.role })
        .from(projectMember)
        .where(and(inArray(projectMember.projectId, projectIds), eq(projectMember.userId, userId)));
      return new Map(rows.map((r) => [r.projectId, r.role]));
    },
    async memberRole(projectId: string, userId: string): Promise<string | undefined> {
      const rows = await db
        .select({ role: projectMember.role })
        .from(projectMember)
        .where(and(eq(projectMember.projectId, projectId), eq(projectMember.userId, userId)))
        .limit(1);
      return rows[0]?.role;
    },
    async addMember(tenantId: string, projectId: string, userId: string, role: string): Promise<boolean> {
      const rows = await db
        .insert(projectMember)
        .values({ tenantId, projectId, userId, role })
        .onConflictDoUpdate({ target: [projectMember.projectId, projectMember.userId], set: { role } })
        .returning({ createTime: projectMember.createTime });
      return rows.length > 0;
    },
    async removeMember(projectId: string, userId: string) {
      await db
        .delete(projectMember)
        .where(and(eq(projectMember.projectId, projectId), eq(projectMember.userId, userId)));
    },

    attrs: (projectId: string) =>
      db.select().from(projectAttr).where(eq(projectAttr.projectId, projectId)).orderBy(asc(projectAttr.attrKey)),
    async saveAttrs(tenantId: string, projectId: string, attrs: { attrKey: string; attrValue: string }[]) {
      await db.transaction(async (tx) => {
        await tx.delete(projectAttr).where(eq(projectAttr.projectId, projectId));
        if (attrs.length) await tx.insert(projectAttr).values(attrs.map((a) => ({ ...a, tenantId, projectId })));
      });
    },

    /** Those of the projects whose scores the user may see (`hasScored`). */
    async scoresVisibleAmong(userId: string, projectIds: string[]): Promise<Set<string>> {
      if (!projectIds.length) return new Set();
      const rows = await db
        .select({ id: project.id })
        .from(project)
        .where(and(inArray(project.id, [...new Set(projectIds)]), hasScored(userId)));
      return new Set(rows.map((r) => r.id));
    },

    /** The project's score: the average of the committee's scores, two decimals. */
    async recomputeScore(tenantId: string, projectId: string): Promise<number | null> {
      const [row] = await db
        .update(project)
        .set({ score: sql`(select round(avg(s.total), 2) from biz_score s where s.project_id = ${projectId})` })
        .where(and(live(tenantId), eq(project.id, projectId)))
        .returning({ score: project.score });
      return row?.score ?? null;
    },

    resumes: (tenantId: string, projectId: string) =>
      db
        .select()
        .from(projectResume)
        .where(
          and(
            eq(projectResume.tenantId, tenantId),
            eq(projectResume.projectId, projectId),
            eq(projectResume.isDeleted, 0),
          ),
        )
        .orderBy(asc(projectResume.id)),
    async findResume(tenantId: string, id: string) {
      return (
        await db
          .select()
          .from(projectResume)
          .where(and(eq(projectResume.tenantId, tenantId), eq(projectResume.id, id), eq(projectResume.isDeleted, 0)))
          .limit(1)
      )[0];
    },
    async saveResume(row: typeof projectResume.$inferInsert) {
      if (row.id) {
        await db
          .update(projectResume)
          .set({ ...row, updateTime: new Date() })
          .where(eq(projectResume.id, row.id));
        return row.id;
      }
      const [saved] = await db.insert(projectResume).values(row).returning({ id: projectResume.id });
      return saved!.id;
    },
    removeResumes: (tenantId: string, ids: string[], by: string) =>
      softDelete(db, projectResume, ids, by, eq(projectResume.tenantId, tenantId)),

    /** Projects per stage (the stages that have any), from the counters: a few rows, not every project. */
    countsByStage: (tenantId: string) =>
      db
        .select({ stage: projectCount.stage, n: sql<number>`sum(${projectCount.n})`.mapWith(Number) })
        .from(projectCount)
        .where(eq(projectCount.tenantId, tenantId))
        .groupBy(projectCount.stage)
        .having(sql`sum(${projectCount.n}) > 0`),
    /** Key projects, from the counters. */
    async countKey(tenantId: string) {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${projectCount.n}), 0)`.mapWith(Number) })
        .from(projectCount)
        .where(and(eq(projectCount.tenantId, tenantId), eq(projectCount.isKey, 1)));
      return row?.n ?? 0;
    },
    /** Invested amounts per fund, from the kept amounts (`projectAmount`). */
    byFund: (tenantId: string) =>
      db
        .select({
          fundId: projectAmount.fundId,
          amount: sql<number>`sum(${projectAmount.investedSum})`.mapWith(Number),
          n: sql<number>`sum(${projectAmount.n})`.mapWith(Number),
        })
        .from(projectAmount)
        .where(and(eq(projectAmount.tenantId, tenantId), eq(projectAmount.invested, 1), ne(projectAmount.fundId, '0')))
        .groupBy(projectAmount.fundId)
        .having(sql`sum(${projectAmount.n}) > 0`),
    /**
     * Projects and amounts (invested, or else the planned maximum) per industry and currency, from
     * the kept amounts: an invested amount is in its fund's currency, a planned one in yuan, and
     * the two never add up.
     */
    byIndustry: (tenantId: string) => {
      // A literal, not a parameter: GROUP BY must see the very expression the select list has.
      const yuan = sql.raw(`'${DEFAULT_CURRENCY}'`);
      const currency = sql<string>`case when ${projectAmount.invested} = 1 then coalesce(${fund.currency}, ${yuan}) else ${yuan} end`;
      return db
        .select({
          industry: projectAmount.industry,
          currency,
          n: sql<number>`sum(${projectAmount.n})`.mapWith(Number),
          amount:
            sql<number>`sum(case when ${projectAmount.invested} = 1 then ${projectAmount.investedSum} else ${projectAmount.plannedSum} end)`.mapWith(
              Number,
            ),
        })
        .from(projectAmount)
        .leftJoin(fund, eq(fund.id, projectAmount.fundId))
        .where(eq(projectAmount.tenantId, tenantId))
        .groupBy(projectAmount.industry, currency)
        .having(sql`sum(${projectAmount.n}) > 0`)
        .orderBy(projectAmount.industry, currency);
    },

    async registry(tenantId: string, companyName: string) {
      const rows = await db
        .select()
        .from(companyRegistry)
        .where(
          and(
            eq(companyRegistry.tenantId, tenantId),
            eq(companyRegistry.companyName, companyName),
            eq(companyRegistry.isDeleted, 0),
          ),
        )
        .limit(1);
      return rows[0];
    },
  };
}
export type ProjectRepo = ReturnType<typeof createProjectRepo>;
