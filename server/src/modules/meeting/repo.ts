import { and, asc, count, desc, eq, exists, gte, ilike, inArray, isNull, lte, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { meeting, meetingAttendee, meetingProject, score } from '../../db/schema/pipeline.js';
import { softDelete } from '../../db/soft-delete.js';
import { contains } from '../../db/text.js';
import { orderByOf } from '../../db/order.js';
import type { SortKey } from '../../paging.js';

export type MeetingRow = typeof meeting.$inferSelect;
const MEETING_SORT = { startTime: meeting.startTime, title: meeting.title, status: meeting.status };
const MEETING_DEFAULT_ORDER = [desc(meeting.startTime), desc(meeting.id)];

const live = (tenantId: string) => and(eq(meeting.tenantId, tenantId), eq(meeting.isDeleted, 0));

export type MeetingFilter = { title?: string; status?: number; from?: Date; to?: Date; attendee?: string };

export function createMeetingRepo(db: Db) {
  const filterOf = (tenantId: string, f: MeetingFilter) =>
    and(
      live(tenantId),
      f.title ? ilike(meeting.title, contains(f.title)) : undefined,
      f.status ? eq(meeting.status, f.status) : undefined,
      f.from ? gte(meeting.startTime, f.from) : undefined,
      f.to ? lte(meeting.startTime, f.to) : undefined,
      f.attendee
        ? exists(
            db
              .select({ one: meetingAttendee.userId })
              .from(meetingAttendee)
              .where(and(eq(meetingAttendee.meetingId, meeting.id), eq(meetingAttendee.userId, f.attendee))),
          )
        : undefined,
    );

  return {
    async page(tenantId: string, f: MeetingFilter, sort: SortKey[], limit: number, offset: number) {
      const where = filterOf(tenantId, f);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(meeting)
          .where(where)
          .orderBy(...orderByOf(sort, MEETING_SORT, MEETING_DEFAULT_ORDER))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(meeting).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    list: (tenantId: string, f: MeetingFilter, limit: number) =>
      db
        .select()
        .from(meeting)
        .where(filterOf(tenantId, f))
        .orderBy(asc(meeting.startTime), asc(meeting.id))
        .limit(limit),
    async find(tenantId: string, id: string) {
      return (
        await db
          .select()
          .from(meeting)
          .where(and(live(tenantId), eq(meeting.id, id)))
          .limit(1)
      )[0];
    },
    attendees: (ids: string[]) =>
      ids.length
        ? db.select().from(meetingAttendee).where(inArray(meetingAttendee.meetingId, ids))
        : Promise.resolve([]),
    agenda: (ids: string[]) =>
      ids.length
        ? db
            .select()
            .from(meetingProject)
            .where(inArray(meetingProject.meetingId, ids))
            .orderBy(asc(meetingProject.sort), asc(meetingProject.id))
        : Promise.resolve([]),
    async isAttendee(meetingId: string, userId: string) {
      const rows = await db
        .select({ one: meetingAttendee.userId })
        .from(meetingAttendee)
        .where(and(eq(meetingAttendee.meetingId, meetingId), eq(meetingAttendee.userId, userId)))
        .limit(1);
      return rows.length > 0;
    },
    /** Meetings a project was on, with the decision about it. */
    byProject: (tenantId: string, projectId: string) =>
      db
        .select({ meeting, decision: meetingProject.decision, remark: meetingProject.remark })
        .from(meetingProject)
        .innerJoin(meeting, and(eq(meeting.id, meetingProject.meetingId), live(tenantId)))
        .where(eq(meetingProject.projectId, projectId))
        .orderBy(desc(meeting.startTime)),

    async insert(row: typeof meeting.$inferInsert, attendeeIds: string[]): Promise<MeetingRow> {
      return db.transaction(async (tx) => {
        const [saved] = await tx.insert(meeting).values(row).returning();
        await tx.insert(meetingAttendee).values(attendeeIds.map((userId) => ({ meetingId: saved!.id, userId })));
        return saved!;
      });
    },
    async update(tenantId: string, id: string, fields: Partial<typeof meeting.$inferInsert>, attendeeIds?: string[]) {
      await db.transaction(async (tx) => {
        await tx
          .update(meeting)
          .set({ ...fields, updateTime: new Date() })
          .where(and(live(tenantId), eq(meeting.id, id)));
        if (attendeeIds) {
          await tx.delete(meetingAttendee).where(eq(meetingAttendee.meetingId, id));
          await tx.insert(meetingAttendee).values(attendeeIds.map((userId) => ({ meetingId: id, userId })));
        }
      });
    },
    remove: (tenantId: string, ids: string[], by: string) =>
      softDelete(db, meeting, ids, by, eq(meeting.tenantId, tenantId)),

    /** Appends projects to an agenda, skipping ones already on it; answers those added. */
    async addToAgenda(meetingId: string, projectIds: string[]): Promise<string[]> {
      const [last] = await db
        .select({ n: max(meetingProject.sort) })
        .from(meetingProject)
        .where(eq(meetingProject.meetingId, meetingId));
      const start = (last?.n ?? 0) + 1;
      const rows = await db
        .insert(meetingProject)
        .values(projectIds.map((projectId, i) => ({ meetingId, projectId, sort: start + i })))
        .onConflictDoNothing()
        .returning({ projectId: meetingProject.projectId });
      return rows.map((r) => r.projectId);
    },
    async decide(meetingId: string, projectId: string, decision: number, remark: string): Promise<boolean> {
      const rows = await db
        .update(meetingProject)
        .set({ decision, remark })
        .where(and(eq(meetingProject.meetingId, meetingId), eq(meetingProject.projectId, projectId)))
        .returning({ id: meetingProject.id });
      return rows.length > 0;
    },
    async onAgenda(meetingId: string, projectId: string): Promise<boolean> {
      const rows = await db
        .select({ id: meetingProject.id })
        .from(meetingProject)
        .where(and(eq(meetingProject.meetingId, meetingId), eq(meetingProject.projectId, projectId)))
        .limit(1);
      return rows.length > 0;
    },

    /** Claims the scheduled meetings starting before `until` that have had no reminder (once, across processes). */
    async claimUpcoming(now: Date, until: Date): Promise<MeetingRow[]> {
      return db
        .update(meeting)
        .set({ remindedAt: now })
        .where(
          and(
            eq(meeting.isDeleted, 0),
            eq(meeting.status, 1),
            isNull(meeting.remindedAt),
            gte(meeting.startTime, now),
            lte(meeting.startTime, until),
          ),
        )
        .returning();
    },

    async saveScore(row: typeof score.$inferInsert) {
      await db
        .insert(score)
        .values(row)
        .onConflictDoUpdate({
          target: [score.projectId, score.meetingId, score.userId],
          set: { scores: row.scores, total: row.total, comment: row.comment, updateTime: new Date() },
        });
    },
    scores: (tenantId: string, projectId: string) =>
      db
        .select()
        .from(score)
        .where(and(eq(score.tenantId, tenantId), eq(score.projectId, projectId)))
        .orderBy(asc(score.createTime)),
  };
}
export type MeetingRepo = ReturnType<typeof createMeetingRepo>;
