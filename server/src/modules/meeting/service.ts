import {
  MEETING_STATUS,
  type MeetingQuery,
  type MeetingRecord,
  type MeetingSubmit,
  type ScoreSubmit,
  type ScoreSummary,
} from '@invest/contract/meeting';
import type { DashboardSummary } from '@invest/contract/dashboard';
import type { Page } from '@invest/contract/paging';
import { READ_ONLY_STAGES } from '@invest/contract/project';
import type { AuthUser } from '../../http/auth-context.js';
import { conflict, forbidden, invalid, notFound } from '../../errors.js';
import { formatDateTime, parseDateTime } from '../../http/format.js';
import { offsetOf, pageOf, sortOf } from '../../paging.js';
import { requirePermission, type PermissionCheck } from '../../http/permission.js';
import type { DictService } from '../dict/service.js';
import type { ReminderService } from '../reminder/service.js';
import type { ProjectService } from '../project/service.js';
import type { UserService } from '../user/service.js';
import type { MeetingRepo, MeetingRow } from './repo.js';

const DAY_MS = 24 * 3_600_000;
const CALENDAR_LIMIT = 500;

type Deps = {
  repo: MeetingRepo;
  users: UserService;
  projects: ProjectService;
  dicts: DictService;
  reminders: ReminderService;
  permissions: PermissionCheck;
};

const when = (d: Date) => formatDateTime(d).slice(0, 16);

/** Regular committee meetings, their agendas and decisions, and the scores given at them. */
export function createMeetingService({ repo, users, projects, dicts, reminders, permissions }: Deps) {
  async function toRecords(a: AuthUser, rows: MeetingRow[]): Promise<MeetingRecord[]> {
    const ids = rows.map((r) => r.id);
    const [attendees, agenda] = await Promise.all([repo.attendees(ids), repo.agenda(ids)]);
    const names = await users.namesOf(a.tenantId, [...rows.map((r) => r.hostId), ...attendees.map((x) => x.userId)]);
    const projectInfo = new Map<string, { name: string; uuid: string; stage: number }>();
    for (const id of new Set(agenda.map((x) => x.projectId))) {
      const p = await projects.detail(a, id).catch(() => undefined);
      projectInfo.set(id, { name: p?.name ?? '', uuid: p?.uuid ?? '', stage: p?.stage ?? 0 });
    }
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      startTime: formatDateTime(r.startTime),
      endTime: formatDateTime(r.endTime),
      place: r.place,
      hostId: r.hostId,
      hostName: names.get(r.hostId) ?? '',
      status: r.status,
      minutes: r.minutes,
      attendees: attendees
        .filter((x) => x.meetingId === r.id)
        .map((x) => ({ userId: x.userId, name: names.get(x.userId) ?? '' })),
      agenda: agenda
        .filter((x) => x.meetingId === r.id)
        .map((x) => ({
          id: x.id,
          projectId: x.projectId,
          projectName: projectInfo.get(x.projectId)?.name ?? '',
          projectUuid: projectInfo.get(x.projectId)?.uuid ?? '',
          stage: projectInfo.get(x.projectId)?.stage ?? 0,
          decision: x.decision,
          remark: x.remark,
          sort: x.sort,
        })),
      createTime: formatDateTime(r.createTime),
    }));
  }

  async function load(a: AuthUser, id: string): Promise<MeetingRow> {
    const row = await repo.find(a.tenantId, id);
    if (!row) throw notFound();
    return row;
  }

  async function scheduled(a: AuthUser, id: string): Promise<MeetingRow> {
    const row = await load(a, id);
    if (row.status !== MEETING_STATUS.scheduled) throw conflict('meetingNotScheduled');
    return row;
  }

  async function detail(a: AuthUser, id: string): Promise<MeetingRecord> {
    return (await toRecords(a, [await load(a, id)]))[0]!;
  }

  async function tell(a: AuthUser | undefined, m: MeetingRow, userIds: string[], msg: string) {
    const to = userIds.filter((id) => id !== a?.userId);
    await reminders.remind(
      to.map((userId) => ({
        tenantId: m.tenantId,
        userId,
        type: 1,
        eventKey: 'meeting',
        businessId: m.id,
        msg,
        createUser: a?.userId ?? null,
      })),
    );
  }

  const attendeeIdsOf = async (meetingId: string) => (await repo.attendees([meetingId])).map((x) => x.userId);

  async function checkPeople(a: AuthUser, body: MeetingSubmit): Promise<string[]> {
    const everyone = [...new Set([body.hostId, ...body.attendeeIds])];
    const active = new Set(await users.activeUserIds(a.tenantId));
    if (!everyone.every((id) => active.has(id))) throw invalid('userNotFound');
    return everyone;
  }

  async function scores(a: AuthUser, projectId: string): Promise<ScoreSummary> {
    await projects.detail(a, projectId);
    const rows = await repo.scores(a.tenantId, projectId);
    const scored = await projects.seesScores(a, projectId);
    const names = await users.namesOf(
      a.tenantId,
      rows.map((r) => r.userId),
    );
    const average = rows.length ? Math.round((rows.reduce((x, r) => x + r.total, 0) / rows.length) * 100) / 100 : null;
    return {
      scored,
      count: rows.length,
      average: scored ? average : null,
      records: (scored ? rows : []).map((r) => ({
        id: r.id,
        meetingId: r.meetingId,
        userId: r.userId,
        userName: names.get(r.userId) ?? '',
        scores: r.scores,
        total: r.total,
        comment: r.comment,
        updateTime: formatDateTime(r.updateTime),
      })),
    };
  }

  return {
    detail,
    /** Scores of a project; shown only to those who have scored it too (blind scoring, `projects.seesScores`). */
    scores,

    async page(a: AuthUser, q: MeetingQuery): Promise<Page<MeetingRecord>> {
      const sort = sortOf(q);
      const filter = {
        title: q.title,
        status: q.status,
        from: parseDateTime(q.from, 'from'),
        to: parseDateTime(q.to, 'to', true),
        attendee: q.mine ? a.userId : undefined,
      };
      const { rows, total } = await repo.page(a.tenantId, filter, sort, q.size, offsetOf(q));
      return pageOf(await toRecords(a, rows), total, q);
    },

    /**
     * The caller's next scheduled meetings, soonest first, as the home page lists them: no total,
     * and none of a record's attendees, agenda and host (`toRecords` reads each agenda project).
     */
    async upcoming(a: AuthUser, limit: number): Promise<DashboardSummary['meetings']> {
      // To the second, as the API's times are: within a second every caller sends the same statement.
      const now = new Date(Math.floor(Date.now() / 1000) * 1000);
      const rows = await repo.list(
        a.tenantId,
        { status: MEETING_STATUS.scheduled, from: now, attendee: a.userId },
        limit,
      );
      return rows.map((r) => ({ id: r.id, title: r.title, startTime: formatDateTime(r.startTime), place: r.place }));
    },

    /** Meetings within a range, for the calendar. */
    async calendar(a: AuthUser, from: string, to: string): Promise<MeetingRecord[]> {
      const rows = await repo.list(
        a.tenantId,
        { from: parseDateTime(from, 'from'), to: parseDateTime(to, 'to', true) },
        CALENDAR_LIMIT,
      );
      return toRecords(a, rows);
    },

    async byProject(a: AuthUser, projectId: string) {
      await projects.detail(a, projectId);
      return (await repo.byProject(a.tenantId, projectId)).map((r) => ({
        meetingId: r.meeting.id,
        title: r.meeting.title,
        startTime: formatDateTime(r.meeting.startTime),
        status: r.meeting.status,
        decision: r.decision,
        remark: r.remark,
      }));
    },

    /** Schedules (no id) or edits a meeting; attendees hear of it, and of a new time. */
    async submit(a: AuthUser, body: MeetingSubmit): Promise<MeetingRecord> {
      await requirePermission(permissions, a, body.id ? 'meeting_edit' : 'meeting_add');
      const everyone = await checkPeople(a, body);
      const startTime = parseDateTime(body.startTime, 'startTime')!;
      const endTime = parseDateTime(body.endTime, 'endTime')!;
      const fields = { title: body.title, startTime, endTime, place: body.place, hostId: body.hostId };
      if (body.id) {
        const before = await scheduled(a, body.id);
        const previous = new Set(await attendeeIdsOf(before.id));
        const moved = before.startTime.getTime() !== startTime.getTime();
        await repo.update(
          a.tenantId,
          before.id,
          { ...fields, updateUser: a.userId, ...(moved ? { remindedAt: null } : {}) },
          everyone,
        );
        const after = await load(a, before.id);
        if (moved) await tell(a, after, everyone, `例会「${after.title}」时间调整为 ${when(startTime)}`);
        const added = everyone.filter((id) => !previous.has(id));
        if (!moved && added.length)
          await tell(
            a,
            after,
            added,
            `例会「${after.title}」定于 ${when(startTime)} 在${after.place || '待定地点'}召开`,
          );
        return detail(a, after.id);
      }
      const row = await repo.insert({ ...fields, tenantId: a.tenantId, createUser: a.userId }, everyone);
      await tell(a, row, everyone, `例会「${row.title}」定于 ${when(startTime)} 在${row.place || '待定地点'}召开`);
      return detail(a, row.id);
    },

    async move(a: AuthUser, m: { id: string; startTime: string; endTime: string }): Promise<MeetingRecord> {
      const row = await scheduled(a, m.id);
      const startTime = parseDateTime(m.startTime, 'startTime')!;
      await repo.update(a.tenantId, row.id, {
        startTime,
        endTime: parseDateTime(m.endTime, 'endTime')!,
        remindedAt: null,
        updateUser: a.userId,
      });
      await tell(a, row, await attendeeIdsOf(row.id), `例会「${row.title}」时间调整为 ${when(startTime)}`);
      return detail(a, row.id);
    },

    async cancel(a: AuthUser, id: string): Promise<MeetingRecord> {
      const row = await scheduled(a, id);
      await repo.update(a.tenantId, row.id, { status: MEETING_STATUS.cancelled, updateUser: a.userId });
      await tell(a, row, await attendeeIdsOf(row.id), `例会「${row.title}」（${when(row.startTime)}）已取消`);
      return detail(a, row.id);
    },

    remove: (a: AuthUser, ids: string[]) => repo.remove(a.tenantId, ids, a.userId),

    /** Records the minutes; the meeting counts as held. */
    async minutes(a: AuthUser, id: string, minutes: string): Promise<MeetingRecord> {
      const row = await load(a, id);
      if (row.status === MEETING_STATUS.cancelled) throw conflict('meetingNotScheduled');
      await repo.update(a.tenantId, row.id, { minutes, status: MEETING_STATUS.held, updateUser: a.userId });
      return detail(a, row.id);
    },

    async decide(
      a: AuthUser,
      d: { meetingId: string; projectId: string; decision: number; remark: string },
    ): Promise<MeetingRecord> {
      const row = await load(a, d.meetingId);
      if (row.status === MEETING_STATUS.cancelled) throw conflict('meetingNotScheduled');
      if (!(await repo.decide(row.id, d.projectId, d.decision, d.remark))) throw invalid('notOnAgenda');
      return detail(a, row.id);
    },

    /** Puts pool projects on a scheduled meeting's agenda and tells the attendees. */
    async addRegularMeeting(a: AuthUser, meetingId: string, projectIds: string[]): Promise<MeetingRecord> {
      const row = await scheduled(a, meetingId);
      const names = new Map<string, string>();
      for (const id of new Set(projectIds)) {
        const p = await projects.detail(a, id);
        if (READ_ONLY_STAGES.includes(p.stage)) throw conflict('projectReadOnly');
        names.set(p.id, p.name);
      }
      const added = await repo.addToAgenda(row.id, [...names.keys()]);
      if (added.length) {
        const list = added.map((id) => `「${names.get(id)}」`).join('、');
        await tell(
          a,
          row,
          await attendeeIdsOf(row.id),
          `项目${list}已加入例会「${row.title}」（${when(row.startTime)}）议程`,
        );
      }
      return detail(a, row.id);
    },

    /** The day-before reminder: each scheduled meeting's attendees hear once, from whichever process gets there first. */
    async remindUpcoming(now = new Date()): Promise<number> {
      const due = await repo.claimUpcoming(now, new Date(now.getTime() + DAY_MS));
      for (const m of due)
        await tell(undefined, m, await attendeeIdsOf(m.id), `提醒：例会「${m.title}」将于 ${when(m.startTime)} 召开`);
      return due.length;
    },

    /** A committee member scores a project at a meeting they attend, on every criterion. */
    async score(a: AuthUser, s: ScoreSubmit): Promise<ScoreSummary> {
      const row = await load(a, s.meetingId);
      if (row.status === MEETING_STATUS.cancelled) throw conflict('meetingNotScheduled');
      if (!(await repo.isAttendee(row.id, a.userId))) throw forbidden('notAttendee');
      if (!(await repo.onAgenda(row.id, s.projectId))) throw invalid('notOnAgenda');
      const criteria = (await dicts.dictionary(a, 'score_criteria')).map((i) => i.dictKey);
      const given = Object.keys(s.scores);
      if (criteria.length === 0 || given.length !== criteria.length || !criteria.every((c) => given.includes(c))) {
        throw invalid('scoreCriteria', { criteria: criteria.join(', ') });
      }
      const values = criteria.map((c) => s.scores[c]!);
      const total = Math.round((values.reduce((x, y) => x + y, 0) / values.length) * 100) / 100;
      await repo.saveScore({
        tenantId: a.tenantId,
        projectId: s.projectId,
        meetingId: row.id,
        userId: a.userId,
        scores: s.scores,
        total,
        comment: s.comment,
      });
      await projects.updateScore(a, s.projectId);
      return scores(a, s.projectId);
    },
  };
}
export type MeetingService = ReturnType<typeof createMeetingService>;
