import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { eventRemind, notice, remindersOf } from '../../db/schema/notice.js';
import { role, user, userRole, USER_STATUS } from '../../db/schema/user.js';
import { softDelete } from '../../db/soft-delete.js';
import { contains } from '../../db/text.js';
import { orderByOf } from '../../db/order.js';
import type { SortKey } from '../../paging.js';

/** A role's name in both languages ('' where it has no English one). */
export type RoleNames = { name: string; nameEn: string };

export type NoticeRow = typeof notice.$inferSelect & { authorName: string };
export type NoticeFilter = { title?: string; status?: number; audience?: string };

const NOTICE_SORT = {
  title: notice.title,
  status: notice.status,
  publishTime: notice.publishTime,
  createTime: notice.createTime,
  updateTime: notice.updateTime,
};
const NOTICE_DEFAULT_ORDER = [desc(notice.id)];
const liveNotice = (tenantId: string) => and(eq(notice.tenantId, tenantId), eq(notice.isDeleted, 0));

/** The administrators' notices (通知公告) and the reminders they deliver. */
export function createNoticeRepo(db: Db) {
  const author = sql<string>`coalesce(nullif(${user.realName}, ''), nullif(${user.name}, ''), ${user.account}, '')`;
  const select = () =>
    db.select({ n: notice, authorName: author }).from(notice).leftJoin(user, eq(user.id, notice.createUser));
  const flatten = (rows: { n: typeof notice.$inferSelect; authorName: string | null }[]): NoticeRow[] =>
    rows.map((r) => ({ ...r.n, authorName: r.authorName ?? '' }));

  return {
    async page(tenantId: string, f: NoticeFilter, sort: SortKey[], limit: number, offset: number) {
      const where = and(
        liveNotice(tenantId),
        f.title ? ilike(notice.title, contains(f.title)) : undefined,
        f.status === undefined ? undefined : eq(notice.status, f.status),
        f.audience ? eq(notice.audience, f.audience) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(...orderByOf(sort, NOTICE_SORT, NOTICE_DEFAULT_ORDER))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(notice).where(where),
      ]);
      return { rows: flatten(rows), total: total?.n ?? 0 };
    },

    async find(tenantId: string, id: string): Promise<NoticeRow | undefined> {
      return flatten(
        await select()
          .where(and(liveNotice(tenantId), eq(notice.id, id)))
          .limit(1),
      )[0];
    },

    async insert(row: typeof notice.$inferInsert): Promise<string> {
      const [saved] = await db.insert(notice).values(row).returning({ id: notice.id });
      return saved!.id;
    },

    /** Changes a live notice of the tenant; `fromStatus` makes a state change conditional (no race). */
    async update(
      tenantId: string,
      id: string,
      fields: Partial<typeof notice.$inferInsert>,
      fromStatus?: number[],
    ): Promise<boolean> {
      const rows = await db
        .update(notice)
        .set({ ...fields, updateTime: new Date() })
        .where(
          and(liveNotice(tenantId), eq(notice.id, id), fromStatus ? inArray(notice.status, fromStatus) : undefined),
        )
        .returning({ id: notice.id });
      return rows.length > 0;
    },

    remove: (tenantId: string, ids: string[], by: string) =>
      softDelete(db, notice, ids, by, eq(notice.tenantId, tenantId)),

    /** Live notices among `ids` that are published now (their reminders must go when they are deleted). */
    async publishedAmong(tenantId: string, ids: string[]): Promise<string[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: notice.id })
        .from(notice)
        .where(and(liveNotice(tenantId), inArray(notice.id, ids), eq(notice.status, 1)));
      return rows.map((r) => r.id);
    },

    /** Names (Chinese, English) of the tenant's live roles among `ids`, by id. */
    async roleNames(tenantId: string, ids: string[]): Promise<Map<string, RoleNames>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: role.id, name: role.roleName, nameEn: role.roleNameEn })
        .from(role)
        .where(and(eq(role.tenantId, tenantId), eq(role.isDeleted, 0), inArray(role.id, ids)));
      return new Map(rows.map((r) => [r.id, { name: r.name, nameEn: r.nameEn }]));
    },

    /** Active users of the tenant holding any of the roles. */
    async activeUserIdsWithRoles(tenantId: string, roleIds: string[]): Promise<string[]> {
      if (!roleIds.length) return [];
      const rows = await db
        .selectDistinct({ id: user.id })
        .from(user)
        .innerJoin(userRole, eq(userRole.userId, user.id))
        .where(
          and(
            eq(user.tenantId, tenantId),
            eq(user.status, USER_STATUS.active),
            eq(user.isDeleted, 0),
            inArray(userRole.roleId, roleIds),
          ),
        );
      return rows.map((r) => r.id);
    },

    /** Whether the user holds a live reminder of this business record (a notice delivered to them). */
    async delivered(tenantId: string, userId: string, eventKey: string, businessId: string): Promise<boolean> {
      const rows = await db
        .select({ id: eventRemind.id })
        .from(eventRemind)
        .where(
          and(
            remindersOf(tenantId, userId),
            eq(eventRemind.eventKey, eventKey),
            eq(eventRemind.businessId, businessId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Deletes (softly) the reminders that published notices delivered; answers who had them. */
    async removeReminders(tenantId: string, eventKey: string, businessIds: string[], by: string) {
      if (!businessIds.length) return [];
      const rows = await db
        .update(eventRemind)
        .set({ isDeleted: 1, updateUser: by, updateTime: new Date() })
        .where(
          and(
            eq(eventRemind.tenantId, tenantId),
            eq(eventRemind.eventKey, eventKey),
            inArray(eventRemind.businessId, businessIds),
            eq(eventRemind.isDeleted, 0),
          ),
        )
        .returning({ userId: eventRemind.userId });
      return [...new Set(rows.map((r) => r.userId))];
    },
  };
}
export type NoticeRepo = ReturnType<typeof createNoticeRepo>;
