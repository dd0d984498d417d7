import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contains } from '../../db/text.js';
import {
  flowDefinition,
  flowDeployment,
  flowHistory,
  flowInstance,
  flowLink,
  flowTask,
  processLeave,
} from '../../db/schema/flow.js';
import { orderByOf } from '../../db/order.js';
import type { SortKey } from '../../paging.js';

export type DefinitionRow = typeof flowDefinition.$inferSelect;
export type InstanceRow = typeof flowInstance.$inferSelect;
export type TaskRow = typeof flowTask.$inferSelect;
export type HistoryRow = typeof flowHistory.$inferSelect;
export type LeaveRow = typeof processLeave.$inferSelect;
export type LinkRow = typeof flowLink.$inferSelect;

type Paging = { limit: number; offset: number; sort: SortKey[] };
/** What the work, manager and follow lists filter by. */
type ListFilter = { category?: string; processDefinitionName?: string; processDefinitionKey?: string };

/** The fields each list may be sorted by (`ascs`/`descs`), and its order without them. */
const DEFINITION_SORT = {
  key: flowDefinition.key,
  name: flowDefinition.name,
  version: flowDefinition.version,
  deploymentTime: flowDeployment.deployTime,
};
const DEFINITION_ORDER = [asc(flowDefinition.key), desc(flowDefinition.version)];
const TASK_SORT = { createTime: flowTask.createTime, taskName: flowTask.name };
const TASK_ORDER = [desc(flowTask.createTime), desc(flowTask.id)];
const INSTANCE_SORT = { startTime: flowInstance.startTime, endTime: flowInstance.endTime };
const INSTANCE_ORDER = [desc(flowInstance.startTime), desc(flowInstance.id)];

/** Which tasks a list shows: the caller's own, or those the caller may claim. */
export type TaskBox = { box: 'todo'; userId: string } | { box: 'claim'; userId: string; roleAliases: string[] };
/** Which instances a list shows. */
export type InstanceBox = { box: 'send'; userId: string } | { box: 'done'; userId: string } | { box: 'follow' };

const definitionColumns = {
  definitionKey: flowDefinition.key,
  definitionName: flowDefinition.name,
  definitionVersion: flowDefinition.version,
  category: flowDefinition.category,
};

/** SQL of the workflow tables, on the database or inside one transaction. */
function flowQueries(db: Db) {
  /** The lists' filters: the category, a part of the process name, the exact process key. */
  const listFilter = (f: ListFilter) =>
    and(
      f.category ? eq(flowDefinition.category, f.category) : undefined,
      f.processDefinitionName ? ilike(flowDefinition.name, contains(f.processDefinitionName)) : undefined,
      f.processDefinitionKey ? eq(flowDefinition.key, f.processDefinitionKey) : undefined,
    );

  const taskFilter = (b: TaskBox): SQL | undefined => {
    if (b.box === 'todo') return eq(flowTask.assigneeId, b.userId);
    // Unclaimed tasks naming the caller, or one of the caller's roles, as a candidate.
    const asCandidate = sql`${flowTask.candidateUsers} @> ${JSON.stringify([b.userId])}::jsonb`;
    const byRole = b.roleAliases.length
      ? sql`${flowTask.candidateGroups} ?| ${sql`array[${sql.join(
          b.roleAliases.map((r) => sql`${r}`),
          sql`, `,
        )}]::text[]`}`
      : undefined;
    return and(sql`${flowTask.assigneeId} is null`, or(asCandidate, byRole));
  };

  const instanceFilter = (b: InstanceBox): SQL | undefined => {
    if (b.box === 'send') return eq(flowInstance.applicantId, b.userId);
    if (b.box === 'follow') return eq(flowInstance.status, 'running');
    // Ended instances in which the caller completed a task.
    return and(
      sql`${flowInstance.status} <> 'running'`,
      exists(
        db
          .select({ one: sql`1` })
          .from(flowTask)
          .where(
            and(
              eq(flowTask.instanceId, flowInstance.id),
              eq(flowTask.assigneeId, b.userId),
              eq(flowTask.status, 'completed'),
            ),
          ),
      ),
    );
  };

  return {
    // --- definitions and deployments ---

    async nextVersion(tenantId: string, key: string): Promise<number> {
      const [row] = await db
        .select({ v: max(flowDefinition.version) })
        .from(flowDefinition)
        .where(and(eq(flowDefinition.tenantId, tenantId), eq(flowDefinition.key, key)));
      return (row?.v ?? 0) + 1;
    },

    async deploy(
      deployment: typeof flowDeployment.$inferInsert,
      definition: Omit<typeof flowDefinition.$inferInsert, 'deploymentId'>,
    ): Promise<DefinitionRow> {
      const [d] = await db.insert(flowDeployment).values(deployment).returning({ id: flowDeployment.id });
      const [row] = await db
        .insert(flowDefinition)
        .values({ ...definition, deploymentId: d!.id })
        .returning();
      return row!;
    },

    async definition(tenantId: string, id: string): Promise<DefinitionRow | undefined> {
      const [row] = await db
        .select()
        .from(flowDefinition)
        .where(and(eq(flowDefinition.tenantId, tenantId), eq(flowDefinition.id, id)));
      return row;
    },

    /** The newest version of a process key that is not deleted. */
    async latestDefinition(tenantId: string, key: string): Promise<DefinitionRow | undefined> {
      const [row] = await db
        .select()
        .from(flowDefinition)
        .where(and(eq(flowDefinition.tenantId, tenantId), eq(flowDefinition.key, key), eq(flowDefinition.isDeleted, 0)))
        .orderBy(desc(flowDefinition.version))
        .limit(1);
      return row;
    },

    /** Who deployed a deployment: null for the processes the product ships (seeded). */
    async deployedBy(deploymentId: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ createUser: flowDeployment.createUser })
        .from(flowDeployment)
        .where(eq(flowDeployment.id, deploymentId));
      return row?.createUser;
    },

    async definitionsByIds(ids: string[]): Promise<DefinitionRow[]> {
      if (!ids.length) return [];
      return db.select().from(flowDefinition).where(inArray(flowDefinition.id, ids));
    },

    /** Every version (manager), or only the newest active version of each key (start list). */
    async definitionsPage(tenantId: string, f: ListFilter & { startable: boolean }, p: Paging) {
      const newest = sql`${flowDefinition.version} = (select max(d2.version) from flow_definition d2
        where d2.tenant_id = ${flowDefinition.tenantId} and d2.key = ${flowDefinition.key} and d2.is_deleted = 0)`;
      const where = and(
        eq(flowDefinition.tenantId, tenantId),
        eq(flowDefinition.isDeleted, 0),
        listFilter(f),
        f.startable ? and(eq(flowDefinition.suspended, 0), newest) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: flowDefinition.id,
            deploymentId: flowDefinition.deploymentId,
            key: flowDefinition.key,
            name: flowDefinition.name,
            version: flowDefinition.version,
            category: flowDefinition.category,
            suspended: flowDefinition.suspended,
            deployTime: flowDeployment.deployTime,
          })
          .from(flowDefinition)
          .innerJoin(flowDeployment, eq(flowDeployment.id, flowDefinition.deploymentId))
          .where(where)
          .orderBy(...orderByOf(p.sort, DEFINITION_SORT, DEFINITION_ORDER))
          .limit(p.limit)
          .offset(p.offset),
        db.select({ n: count() }).from(flowDefinition).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async setSuspended(tenantId: string, id: string, suspended: boolean): Promise<boolean> {
      const rows = await db
        .update(flowDefinition)
        .set({ suspended: suspended ? 1 : 0 })
        .where(and(eq(flowDefinition.tenantId, tenantId), eq(flowDefinition.id, id), eq(flowDefinition.isDeleted, 0)))
        .returning({ id: flowDefinition.id });
      return rows.length > 0;
    },

    async deploymentsExist(tenantId: string, ids: string[]): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(flowDeployment)
        .where(
          and(eq(flowDeployment.tenantId, tenantId), inArray(flowDeployment.id, ids), eq(flowDeployment.isDeleted, 0)),
        );
      return row?.n ?? 0;
    },

    /** Locks the deployments' definitions and counts their running instances. */
    async runningInDeployments(tenantId: string, ids: string[]): Promise<number> {
      const defs = await db
        .select({ id: flowDefinition.id })
        .from(flowDefinition)
        .where(and(eq(flowDefinition.tenantId, tenantId), inArray(flowDefinition.deploymentId, ids)))
        .for('update');
      if (!defs.length) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(flowInstance)
        .where(
          and(
            inArray(
              flowInstance.definitionId,
              defs.map((d) => d.id),
            ),
            eq(flowInstance.status, 'running'),
          ),
        );
      return row?.n ?? 0;
    },

    /** Soft: the definitions stay for the history and diagrams of the instances that ran on them. */
    async deleteDeployments(tenantId: string, ids: string[]): Promise<void> {
      await db
        .update(flowDefinition)
        .set({ isDeleted: 1 })
        .where(and(eq(flowDefinition.tenantId, tenantId), inArray(flowDefinition.deploymentId, ids)));
      await db
        .update(flowDeployment)
        .set({ isDeleted: 1 })
        .where(and(eq(flowDeployment.tenantId, tenantId), inArray(flowDeployment.id, ids)));
    },

    // --- instances ---

    async insertInstance(row: typeof flowInstance.$inferInsert): Promise<InstanceRow> {
      const [saved] = await db.insert(flowInstance).values(row).returning();
      return saved!;
    },

    async instance(tenantId: string, id: string): Promise<InstanceRow | undefined> {
      const [row] = await db
        .select()
        .from(flowInstance)
        .where(and(eq(flowInstance.tenantId, tenantId), eq(flowInstance.id, id)));
      return row;
    },

    /** The instance row, locked until the transaction ends: one signal at a time per instance. */
    async lockInstance(tenantId: string, id: string): Promise<InstanceRow | undefined> {
      const [row] = await db
        .select()
        .from(flowInstance)
        .where(and(eq(flowInstance.tenantId, tenantId), eq(flowInstance.id, id)))
        .for('update');
      return row;
    },

    /** Running instances of every tenant with timers waiting, for the start-up sweep. */
    async instancesWithTimers(): Promise<Pick<InstanceRow, 'id' | 'tenantId' | 'timers'>[]> {
      return db
        .select({ id: flowInstance.id, tenantId: flowInstance.tenantId, timers: flowInstance.timers })
        .from(flowInstance)
        .where(and(eq(flowInstance.status, 'running'), sql`${flowInstance.timers} <> '[]'::jsonb`));
    },

    async updateInstance(id: string, patch: Partial<typeof flowInstance.$inferInsert>): Promise<void> {
      await db.update(flowInstance).set(patch).where(eq(flowInstance.id, id));
    },

    async instancesPage(tenantId: string, b: InstanceBox, f: ListFilter, p: Paging) {
      const where = and(eq(flowInstance.tenantId, tenantId), instanceFilter(b), listFilter(f));
      const [rows, [total]] = await Promise.all([
        db
          .select({ instance: flowInstance, ...definitionColumns })
          .from(flowInstance)
          .innerJoin(flowDefinition, eq(flowDefinition.id, flowInstance.definitionId))
          .where(where)
          .orderBy(...orderByOf(p.sort, INSTANCE_SORT, INSTANCE_ORDER))
          .limit(p.limit)
          .offset(p.offset),
        db
          .select({ n: count() })
          .from(flowInstance)
          .innerJoin(flowDefinition, eq(flowDefinition.id, flowInstance.definitionId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    // --- tasks ---

    async insertTasks(rows: (typeof flowTask.$inferInsert)[]): Promise<TaskRow[]> {
      return rows.length ? db.insert(flowTask).values(rows).returning() : [];
    },

    async task(tenantId: string, id: string): Promise<TaskRow | undefined> {
      const [row] = await db
        .select()
        .from(flowTask)
        .where(and(eq(flowTask.tenantId, tenantId), eq(flowTask.id, id)));
      return row;
    },

    /** A replayed task and its history row, dated as the decision really happened. */
    async backdateTask(id: string, from: Date, to: Date): Promise<void> {
      await db.update(flowTask).set({ createTime: from, endTime: to }).where(eq(flowTask.id, id));
      await db
        .update(flowHistory)
        .set({ startTime: from, endTime: to, durationMs: to.getTime() - from.getTime() })
        .where(eq(flowHistory.taskId, id));
    },

    /**
     * A replayed instance dated as it happened: its start, the step waiting since the last
     * decision, and (when it has ended) its end, on the instance, its open tasks and its
     * start and end history rows.
     */
    async backdateInstance(id: string, at: { started: Date; lastStep: Date; ended: Date | null }): Promise<void> {
      await db.update(flowInstance).set({ startTime: at.started, endTime: at.ended }).where(eq(flowInstance.id, id));
      await db
        .update(flowTask)
        .set({ createTime: at.lastStep, ...(at.ended ? { endTime: at.ended } : {}) })
        .where(and(eq(flowTask.instanceId, id), inArray(flowTask.status, ['waiting', 'cancelled'])));
      for (const [kind, time] of [
        ['start', at.started],
        ['end', at.ended ?? at.lastStep],
      ] as const)
        await db
          .update(flowHistory)
          .set({ startTime: time, endTime: time })
          .where(and(eq(flowHistory.instanceId, id), eq(flowHistory.kind, kind)));
    },

    async updateTask(id: string, patch: Partial<typeof flowTask.$inferInsert>): Promise<void> {
      await db.update(flowTask).set(patch).where(eq(flowTask.id, id));
    },

    tasksOf: (instanceIds: string[]) =>
      instanceIds.length
        ? db.select().from(flowTask).where(inArray(flowTask.instanceId, instanceIds)).orderBy(asc(flowTask.createTime))
        : Promise.resolve([] as TaskRow[]),

    async cancelWaitingTasks(instanceId: string, at: Date): Promise<TaskRow[]> {
      return db
        .update(flowTask)
        .set({ status: 'cancelled', endTime: at })
        .where(and(eq(flowTask.instanceId, instanceId), eq(flowTask.status, 'waiting')))
        .returning();
    },

    /** Cancels the given tasks that are still waiting (taken away by an interrupting timer). */
    async cancelTasks(ids: string[], at: Date): Promise<TaskRow[]> {
      return db
        .update(flowTask)
        .set({ status: 'cancelled', endTime: at })
        .where(and(inArray(flowTask.id, ids), eq(flowTask.status, 'waiting')))
        .returning();
    },

    async tasksPage(tenantId: string, b: TaskBox, f: ListFilter, p: Paging) {
      const where = and(eq(flowTask.tenantId, tenantId), eq(flowTask.status, 'waiting'), taskFilter(b), listFilter(f));
      const from = () =>
        db
          .select({ task: flowTask, instance: flowInstance, ...definitionColumns })
          .from(flowTask)
          .innerJoin(flowInstance, eq(flowInstance.id, flowTask.instanceId))
          .innerJoin(flowDefinition, eq(flowDefinition.id, flowInstance.definitionId));
      const [rows, [total]] = await Promise.all([
        from()
          .where(where)
          .orderBy(...orderByOf(p.sort, TASK_SORT, TASK_ORDER))
          .limit(p.limit)
          .offset(p.offset),
        db
          .select({ n: count() })
          .from(flowTask)
          .innerJoin(flowInstance, eq(flowInstance.id, flowTask.instanceId))
          .innerJoin(flowDefinition, eq(flowDefinition.id, flowInstance.definitionId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    // --- history ---

    async insertHistory(rows: (typeof flowHistory.$inferInsert)[]): Promise<void> {
      if (rows.length) await db.insert(flowHistory).values(rows);
    },

    history: (tenantId: string, instanceId: string) =>
      db
        .select()
        .from(flowHistory)
        .where(and(eq(flowHistory.tenantId, tenantId), eq(flowHistory.instanceId, instanceId)))
        // In the order things happened: a task taken over by a transfer ends after the transfer.
        .orderBy(asc(sql`coalesce(${flowHistory.endTime}, ${flowHistory.startTime})`), asc(flowHistory.id)),

    // --- approval links ---

    async insertLink(row: typeof flowLink.$inferInsert): Promise<LinkRow> {
      const [saved] = await db.insert(flowLink).values(row).returning();
      return saved!;
    },

    async link(id: string): Promise<LinkRow | undefined> {
      const [row] = await db.select().from(flowLink).where(eq(flowLink.id, id));
      return row;
    },

    /** Marks a link used; false when it already was (used meanwhile by another request). */
    async useLink(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(flowLink)
        .set({ usedTime: at })
        .where(and(eq(flowLink.id, id), isNull(flowLink.usedTime)))
        .returning({ id: flowLink.id });
      return rows.length > 0;
    },

    // --- the leave request ---

    async insertLeave(row: typeof processLeave.$inferInsert): Promise<LeaveRow> {
      const [saved] = await db.insert(processLeave).values(row).returning();
      return saved!;
    },

    async setLeaveInstance(id: string, processInstanceId: string): Promise<void> {
      await db.update(processLeave).set({ processInstanceId }).where(eq(processLeave.id, id));
    },

    async updateLeave(id: string, patch: Partial<typeof processLeave.$inferInsert>): Promise<void> {
      await db.update(processLeave).set(patch).where(eq(processLeave.id, id));
    },

    async leave(tenantId: string, id: string): Promise<LeaveRow | undefined> {
      const [row] = await db
        .select()
        .from(processLeave)
        .where(and(eq(processLeave.tenantId, tenantId), eq(processLeave.id, id), eq(processLeave.isDeleted, 0)));
      return row;
    },
  };
}
/** The queries bound to one transaction. */
export type FlowTx = ReturnType<typeof flowQueries>;

/** The workflow's SQL; `transaction` runs a function with the queries bound to one transaction. */
export function createFlowRepo(db: Db) {
  return {
    ...flowQueries(db),
    /** `fn` also gets the transaction itself, for a business module's own rows written in the same step. */
    transaction: <T>(fn: (tx: FlowTx, db: Db) => Promise<T>): Promise<T> =>
      db.transaction((tx) => fn(flowQueries(tx as unknown as Db), tx as unknown as Db)),
  };
}
export type FlowRepo = ReturnType<typeof createFlowRepo>;
