import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { MeetingRecord } from '@invest/contract/meeting';
import type { ProjectRecord } from '@invest/contract/project';
import { formatDateTime } from '../src/http/format.js';
import { createTestContext, type TestContext } from './helpers/context.js';
import { callAs, userIds, type Who } from './helpers/calls.js';

/**
 * Blind scoring: a committee member who has not scored a project sees no one's scores — neither
 * the score list nor the project's average, wherever projects are shown.
 */
const P = '/api/project/project';
const LOW = { team: 4, market: 4, product: 4, business: 4, finance: 4, valuation: 4 };
const HIGH = { team: 9, market: 9, product: 9, business: 9, finance: 9, valuation: 9 };

let ctx: TestContext;
let manager: Who, partner: Who, itadmin: Who;
let high: ProjectRecord, low: ProjectRecord;
let meeting: MeetingRecord;

beforeAll(async () => {
  ctx = await createTestContext();
  [manager, partner, itadmin] = await Promise.all([ctx.as('manager'), ctx.as('partner'), ctx.as('itadmin')]);
  const ids = await userIds(ctx, ['partner', 'itadmin']);
  // The high-scored project first, so the default order (newest first) is the opposite of the score's.
  high = (await callAs(manager, 'POST', `${P}/save`, { name: '盲评项目高', companyName: '盲评高公司' })).body.data;
  low = (await callAs(manager, 'POST', `${P}/save`, { name: '盲评项目低', companyName: '盲评低公司' })).body.data;
  const inHours = (h: number) => formatDateTime(new Date(Date.now() + h * 3_600_000));
  meeting = (
    await callAs(manager, 'POST', '/api/project/meeting/submit', {
      title: '盲评例会',
      startTime: inHours(30),
      endTime: inHours(32),
      place: '2楼',
      hostId: ids.partner,
      attendeeIds: [ids.partner, ids.itadmin],
    })
  ).body.data;
  await callAs(manager, 'POST', '/api/project/projectPool/addRegularMeeting', {
    meetingId: meeting.id,
    projectIds: [high.id, low.id],
  });
  for (const [p, scores] of [
    [high, HIGH],
    [low, LOW],
  ] as const) {
    const res = await callAs(partner, 'POST', '/api/project/score/submit', {
      projectId: p.id,
      meetingId: meeting.id,
      scores,
    });
    expect(res.status).toBe(200);
  }
});
afterAll(() => ctx.close());

/** The project's score as each read path shows it to `who`. */
async function scoresSeenBy(who: Who, p: ProjectRecord) {
  const name = encodeURIComponent(p.name);
  const get = async (url: string) => (await callAs(who, 'GET', url)).body.data;
  return {
    detail: (await get(`${P}/detail?id=${p.id}`)).score,
    byUuid: (await get(`${P}/detail?uuid=${p.uuid}`)).score,
    page: (await get(`${P}/page?current=1&size=10&name=${name}`)).records[0].score,
    list: (await get(`${P}/listNotPage?name=${name}`))[0].score,
    byName: (await get(`${P}/getByName?name=${name}`)).score,
    recomputed: (await callAs(who, 'POST', `${P}/updateScore?projectId=${p.id}`)).body.data,
  };
}
const everywhere = (score: number | null) => ({
  detail: score,
  byUuid: score,
  page: score,
  list: score,
  byName: score,
  recomputed: score,
});

/** The score column of the Excel export, by project name. */
async function exportedScores(who: Who): Promise<Map<string, unknown>> {
  const res = await who.request({ method: 'GET', url: `${P}/export?keyword=${encodeURIComponent('盲评项目')}` });
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as Parameters<typeof book.xlsx.load>[0]);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const [head, ...records] = rows;
  const at = head!.indexOf('评分');
  return new Map(records.map((r) => [String(r[0]), r[at] ?? null]));
}

/** Project names in the order a sort by score gives `who`. */
const orderByScore = async (who: Who, direction: 'ascs' | 'descs') =>
  (
    await callAs(who, 'GET', `${P}/page?current=1&size=10&keyword=${encodeURIComponent('盲评项目')}&${direction}=score`)
  ).body.data.records.map((r: ProjectRecord) => r.name);

describe('blind scoring', () => {
  it('shows a project score to a member who has scored it', async () => {
    expect(await scoresSeenBy(partner, high)).toEqual(everywhere(9));
    expect(await orderByScore(partner, 'descs')).toEqual([high.name, low.name]);
  });

  it('hides it from a member who has not scored, on every path, sorting included', async () => {
    expect(await scoresSeenBy(itadmin, high)).toEqual(everywhere(null));
    expect(await exportedScores(itadmin)).toEqual(
      new Map([
        [low.name, null],
        [high.name, null],
      ]),
    );
    // A sort by a hidden score must not rank the projects: both directions give the default order.
    expect(await orderByScore(itadmin, 'descs')).toEqual([low.name, high.name]);
    expect(await orderByScore(itadmin, 'ascs')).toEqual([low.name, high.name]);
    // Nor to anyone else who has not scored it (the project's own manager included).
    expect(await scoresSeenBy(manager, high)).toEqual(everywhere(null));
  });

  it('shows the score once the member has scored, that project only', async () => {
    const res = await callAs(itadmin, 'POST', '/api/project/score/submit', {
      projectId: high.id,
      meetingId: meeting.id,
      scores: LOW,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ scored: true, count: 2, average: 6.5 });
    expect(await scoresSeenBy(itadmin, high)).toEqual(everywhere(6.5));
    expect(await scoresSeenBy(itadmin, low)).toEqual(everywhere(null));
    expect(await exportedScores(itadmin)).toEqual(
      new Map([
        [low.name, null],
        [high.name, 6.5],
      ]),
    );
  });
});
