import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { MeetingRecord } from '@invest/contract/meeting';
import type { ProjectRecord } from '@invest/contract/project';
import { formatDateTime } from '../src/http/format.js';
import { eventRemind } from '../src/db/schema/notice.js';
import { createTestContext, type TestContext } from './helpers/context.js';
import { callAs, userIds, type Who } from './helpers/calls.js';

const M = '/api/project/meeting';
let ctx: TestContext;
let manager: Who, partner: Who, analyst: Who;
const ids: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  [manager, partner, analyst] = await Promise.all([ctx.as('manager'), ctx.as('partner'), ctx.as('analyst')]);
  Object.assign(ids, await userIds(ctx, ['manager', 'partner', 'itadmin', 'analyst']));
});
afterAll(() => ctx.close());

const inHours = (h: number) => formatDateTime(new Date(Date.now() + h * 3_600_000));
const messagesOf = async (account: string, businessId: string) =>
  (
    await ctx.db
      .select()
      .from(eventRemind)
      .where(and(eq(eventRemind.userId, ids[account]!), eq(eventRemind.businessId, businessId)))
      // In the order they were sent: without ORDER BY, PostgreSQL may return them in any order.
      .orderBy(eventRemind.createTime, eventRemind.id)
  ).map((r) => r.msg);
const schedule = (title: string, startH: number, attendees = [ids.partner!, ids.analyst!]) =>
  callAs(manager, 'POST', `${M}/submit`, {
    title,
    startTime: inHours(startH),
    endTime: inHours(startH + 2),
    place: '3楼会议室',
    hostId: ids.partner,
    attendeeIds: attendees,
  });
const SCORES = { team: 8, market: 7, product: 9, business: 6, finance: 7, valuation: 5 };

describe('regular meetings', () => {
  it('schedules a meeting (host joins the attendees) and reminds them; moves it and reminds again', async () => {
    const m = (await schedule('第47期投委会例会', 72)).body.data as MeetingRecord;
    expect(m).toMatchObject({ status: 1, hostName: '陈建国', place: '3楼会议室' });
    expect(m.attendees.map((a) => a.name).sort()).toEqual(['张敏', '陈建国'].sort());
    expect((await messagesOf('analyst', m.id))[0]).toMatch(
      /^例会「第47期投委会例会」定于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 在3楼会议室召开$/,
    );
    // Read the clock once: a second may pass between the call and the check.
    const startTime = inHours(96);
    const moved = await callAs(manager, 'POST', `${M}/move`, { id: m.id, startTime, endTime: inHours(97) });
    expect(moved.body.data.startTime).toBe(startTime);
    expect((await messagesOf('partner', m.id)).at(-1)).toMatch(/^例会「第47期投委会例会」时间调整为 /);
    expect(
      (await callAs(manager, 'POST', `${M}/move`, { id: m.id, startTime: inHours(99), endTime: inHours(98) })).status,
    ).toBe(400);
  });

  it('puts pool projects on the agenda, reminds attendees, records decisions and minutes', async () => {
    const p = (await callAs(manager, 'POST', '/api/project/project/save', { name: '例会项目A', companyName: 'A公司' }))
      .body.data as ProjectRecord;
    const m = (await schedule('第48期投委会例会', 48)).body.data as MeetingRecord;
    const added = await callAs(manager, 'POST', '/api/project/projectPool/addRegularMeeting', {
      meetingId: m.id,
      projectIds: [p.id],
    });
    // The agenda links each project to its detail page (name and uuid).
    expect(added.body.data.agenda).toMatchObject([
      { projectName: '例会项目A', projectUuid: p.uuid, decision: null, sort: 1 },
    ]);
    expect((await messagesOf('analyst', m.id)).at(-1)).toMatch(/^项目「例会项目A」已加入例会「第48期投委会例会」/);
    const again = await callAs(manager, 'POST', '/api/project/projectPool/addRegularMeeting', {
      meetingId: m.id,
      projectIds: [p.id],
    });
    expect(again.body.data.agenda).toHaveLength(1);
    expect(
      (
        await callAs(analyst, 'POST', '/api/project/projectPool/addRegularMeeting', {
          meetingId: m.id,
          projectIds: [p.id],
        })
      ).status,
    ).toBe(403);

    const decided = await callAs(partner, 'POST', `${M}/decide`, {
      meetingId: m.id,
      projectId: p.id,
      decision: 2,
      remark: '补充尽调',
    });
    expect(decided.body.data.agenda[0]).toMatchObject({ decision: 2, remark: '补充尽调' });
    expect(
      (await callAs(partner, 'POST', `${M}/decide`, { meetingId: m.id, projectId: '123', decision: 1 })).body.msg,
    ).toBe('该项目不在此例会的议程中');
    expect((await callAs(manager, 'GET', `${M}/byProject?projectId=${p.id}`)).body.data).toMatchObject([
      { title: '第48期投委会例会', decision: 2 },
    ]);
    const held = await callAs(partner, 'POST', `${M}/minutes`, { id: m.id, minutes: '会议纪要：…' });
    expect(held.body.data.status).toBe(2);
    expect(
      (await callAs(manager, 'POST', `${M}/move`, { id: m.id, startTime: inHours(1), endTime: inHours(2) })).body.msg,
    ).toBe('例会已召开或已取消');
  });

  it('lets only attendees score projects on the agenda, on every criterion; others see scores after scoring', async () => {
    const p = (
      await callAs(manager, 'POST', '/api/project/project/save', { name: '评分项目', companyName: '评分公司' })
    ).body.data as ProjectRecord;
    const m = (await schedule('评分例会', 30, [ids.partner!, ids.analyst!])).body.data as MeetingRecord;
    await callAs(manager, 'POST', '/api/project/projectPool/addRegularMeeting', {
      meetingId: m.id,
      projectIds: [p.id],
    });
    const submit = (who: Who, scores: object, meetingId = m.id) =>
      callAs(who, 'POST', '/api/project/score/submit', { projectId: p.id, meetingId, scores, comment: '团队扎实' });
    expect((await submit(manager, SCORES)).status).toBe(403);
    const itadmin = await ctx.as('itadmin');
    expect((await submit(itadmin, SCORES)).body.msg).toBe('只有例会参会人可以评分');
    expect((await submit(partner, { ...SCORES, team: 11 })).status).toBe(400);
    expect((await submit(partner, { team: 8 })).body.msg).toMatch(/^请为每个评分维度打分/);
    const first = await submit(partner, SCORES);
    expect(first.body.data).toMatchObject({ scored: true, count: 1, average: 7 });
    expect((await callAs(analyst, 'GET', `/api/project/score/list?projectId=${p.id}`)).body.data).toEqual({
      scored: false,
      count: 1,
      average: null,
      records: [],
    });
    await callAs(manager, 'POST', `/api/project/member/save`, {
      projectId: p.id,
      userId: ids.analyst,
      role: 'reviewer',
    });
    const analystScore = await ctx.as('analyst');
    expect(
      (
        await callAs(analystScore, 'POST', '/api/project/score/submit', {
          projectId: p.id,
          meetingId: m.id,
          scores: SCORES,
        })
      ).status,
    ).toBe(403);
    // partner scores again (an update, not a second score) — the project score follows.
    await submit(partner, { ...SCORES, valuation: 9 });
    const project = (await callAs(partner, 'GET', `/api/project/project/detail?id=${p.id}`)).body.data as ProjectRecord;
    expect(project.score).toBe(7.67);
    const list = (await callAs(partner, 'GET', `/api/project/score/list?projectId=${p.id}`)).body.data;
    expect(list.records).toHaveLength(1);
    expect(list.records[0]).toMatchObject({ userName: '陈建国', total: 7.67, comment: '团队扎实' });
  });

  it('reminds attendees once the day before, and cancels with a reminder', async () => {
    const soon = (await schedule('明日例会', 20)).body.data as MeetingRecord;
    const later = (await schedule('后天例会', 60)).body.data as MeetingRecord;
    const { createServices } = await import('../src/services.js');
    const { testConfig } = await import('./helpers/context.js');
    const jobs = createServices(testConfig(), ctx.database, {
      sms: { send: async () => undefined },
      log: () => undefined,
    });
    const n = await jobs.meetings.remindUpcoming();
    expect(n).toBeGreaterThanOrEqual(1);
    expect((await messagesOf('analyst', soon.id)).at(-1)).toMatch(/^提醒：例会「明日例会」将于 /);
    expect((await messagesOf('analyst', later.id)).some((msg) => msg.startsWith('提醒'))).toBe(false);
    expect(await jobs.meetings.remindUpcoming()).toBe(0);
    const cancelled = await callAs(manager, 'POST', `${M}/cancel?id=${later.id}`);
    expect(cancelled.body.data.status).toBe(3);
    expect((await messagesOf('partner', later.id)).at(-1)).toMatch(/^例会「后天例会」（.+）已取消$/);
    expect((await callAs(analyst, 'POST', `${M}/cancel?id=${soon.id}`)).status).toBe(403);
  });

  it('pages, filters to my meetings, serves the calendar, and refuses bad input', async () => {
    const mine = (await callAs(analyst, 'GET', `${M}/page?mine=1&size=50`)).body.data;
    expect(mine.total).toBeGreaterThanOrEqual(4);
    const cal = (
      await callAs(manager, 'GET', `${M}/calendar?from=${inHours(0).slice(0, 10)}&to=${inHours(200).slice(0, 10)}`)
    ).body.data as MeetingRecord[];
    expect(cal.map((m) => m.startTime)).toEqual([...cal.map((m) => m.startTime)].sort());
    const bad = [
      { title: '', startTime: inHours(1), endTime: inHours(2), hostId: ids.partner, attendeeIds: [ids.partner] },
      { title: 'x', startTime: 'tomorrow', endTime: inHours(2), hostId: ids.partner, attendeeIds: [ids.partner] },
      { title: 'x', startTime: inHours(3), endTime: inHours(2), hostId: ids.partner, attendeeIds: [ids.partner] },
      { title: 'x', startTime: inHours(1), endTime: inHours(2), hostId: ids.partner, attendeeIds: [] },
    ];
    for (const payload of bad) expect((await callAs(manager, 'POST', `${M}/submit`, payload)).status).toBe(400);
    expect(
      (
        await callAs(manager, 'POST', `${M}/submit`, {
          title: 'x',
          startTime: inHours(1),
          endTime: inHours(2),
          hostId: ids.partner,
          attendeeIds: ['123'],
        })
      ).body.msg,
    ).toBe('用户不存在');
    expect((await callAs(manager, 'GET', `${M}/page?descs=minutes`)).status).toBe(400);
  });
});
