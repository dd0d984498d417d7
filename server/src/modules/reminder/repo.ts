import { and, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { eventRemind, eventRemindCount, remindersOf } from '../../db/schema/notice.js';
import { orderByOf } from '../../db/order.js';
import { preparedByShape } from '../../db/prepared.js';
import { idsFirst } from '../../db/deep-page.js';
import type { SortKey } from '../../paging.js';

export type RemindRow = typeof eventRemind.$inferSelect;
export type NewRemind = Pick<
  typeof eventRemind.$inferInsert,
  'tenantId' | 'userId' | 'type' | 'eventKey' | 'businessId' | 'msg' | 'createUser'
>;

/** Sortable fields of the reminder page. */
const REMIND_SORT = {
  id: eventRemind.id,
  createTime: eventRemind.createTime,
  create_time: eventRemind.createTime,
};
const REMIND_DEFAULT_ORDER = [desc(eventRemind.id)];

const p = sql.placeholder;

export function createReminderRepo(db: Db) {
  const pageBy = preparedByShape<{ row: RemindRow; total: number }[]>('reminder_page');
  const totalBy = preparedByShape<{ n: unknown }[]>('reminder_total');

  /** The total of the triggers' exact counts (migration 0008) for the filters present. */
  const totalOf = (filter: { type?: number; isRead?: number }) =>
    db
      .select({ n: sql`coalesce(${sum(eventRemindCount.n)}, 0)` })
      .from(eventRemindCount)
      .where(
        and(
          eq(eventRemindCount.tenantId, p('tenantId')),
          eq(eventRemindCount.userId, p('userId')),
          filter.type === undefined ? undefined : eq(eventRemindCount.type, p('type')),
          filter.isRead === undefined ? undefined : eq(eventRemindCount.isRead, p('isRead')),
        ),
      );

  // The bell's counts: one shape, so one statement prepared once (db/prepared.ts says why).
  const c = eventRemindCount;
  const countsStatement = db
    .select({
      type: c.type,
      all: sum(c.n).mapWith(Number),
      unread: sql<number>`coalesce(sum(${c.n}) filter (where ${c.isRead} = 0), 0)`.mapWith(Number),
    })
    .from(c)
    .where(and(eq(c.tenantId, p('tenantId')), eq(c.userId, p('userId'))))
    .groupBy(c.type)
    .prepare('reminder_counts');

  return {
    async page(
      tenantId: string,
      userId: string,
      filter: { type?: number; isRead?: number },
      sort: SortKey[],
      limit: number,
      offset: number,
    ) {
      const order = orderByOf(sort, REMIND_SORT, REMIND_DEFAULT_ORDER);
      const filters = `${filter.type === undefined ? '' : 'type'},${filter.isRead === undefined ? '' : 'isRead'}`;
      const values = { tenantId, userId, ...filter, limit, offset };
      // One round trip: the total rides along each row as an uncorrelated subquery, which
      // PostgreSQL computes once. Only a page past the end needs a second statement for it.
      const byIds = idsFirst(offset);
      const page = await pageBy(
        `${filters}|${sort.map((k) => `${k.field} ${k.direction}`).join(',')}|${byIds ? 'ids first' : ''}`,
        () => {
          const fields = { row: eventRemind, total: sql<number>`(${totalOf(filter)})`.mapWith(Number) };
          const where = and(
            remindersOf(p('tenantId'), p('userId')),
            filter.type === undefined ? undefined : eq(eventRemind.type, p('type')),
            filter.isRead === undefined ? undefined : eq(eventRemind.isRead, p('isRead')),
          );
          if (!byIds)
            return db
              .select(fields)
              .from(eventRemind)
              .where(where)
              .orderBy(...order)
              .limit(p('limit'))
              .offset(p('offset'));
          const ids = db
            .select({ id: eventRemind.id })
            .from(eventRemind)
            .where(where)
            .orderBy(...order)
            .limit(p('limit'))
            .offset(p('offset'))
            .as('page_ids');
          return db
            .select(fields)
            .from(ids)
            .innerJoin(eventRemind, eq(eventRemind.id, ids.id))
            .orderBy(...order);
        },
        values,
      );
      if (page[0]) return { rows: page.map((r) => r.row), total: page[0].total };
      const [alone] = await totalBy(filters, () => totalOf(filter), values);
      return { rows: [], total: Number(alone?.n ?? 0) };
    },

    /** Per type: every record (`all`) and the unread ones (`unread`), from the triggers' counts. */
    countsByType: (tenantId: string, userId: string) => countsStatement.execute({ tenantId, userId }),

    async markRead(tenantId: string, userId: string, ids: string[]): Promise<number> {
      const rows = await db
        .update(eventRemind)
        .set({ isRead: 1, updateTime: new Date(), updateUser: userId })
        .where(and(remindersOf(tenantId, userId), inArray(eventRemind.id, ids), eq(eventRemind.isRead, 0)))
        .returning({ id: eventRemind.id });
      return rows.length;
    },

    /** Marks the to-do reminders of finished business items done (read) for everyone they went to. */
    async settle(tenantId: string, eventKey: string, businessIds: string[]): Promise<void> {
      if (!businessIds.length) return;
      await db
        .update(eventRemind)
        .set({ isRead: 1, updateTime: new Date() })
        .where(
          and(
            eq(eventRemind.tenantId, tenantId),
            eq(eventRemind.type, 0),
            eq(eventRemind.eventKey, eventKey),
            inArray(eventRemind.businessId, businessIds),
            eq(eventRemind.isRead, 0),
          ),
        );
    },

    async markAllRead(tenantId: string, userId: string, type?: number): Promise<number> {
      const rows = await db
        .update(eventRemind)
        .set({ isRead: 1, updateTime: new Date(), updateUser: userId })
        .where(
          and(
            remindersOf(tenantId, userId),
            eq(eventRemind.isRead, 0),
            type === undefined ? undefined : eq(eventRemind.type, type),
          ),
        )
        .returning({ id: eventRemind.id });
      return rows.length;
    },

    async insert(events: NewRemind[]): Promise<RemindRow[]> {
      if (events.length === 0) return [];
      return db.insert(eventRemind).values(events).returning();
    },
  };
}
export type ReminderRepo = ReturnType<typeof createReminderRepo>;
