import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, gt, inArray } from 'drizzle-orm';
import type { ApprovalRecord } from '@invest/contract/approval';
import type { DashboardCharts } from '@invest/contract/dashboard';
import type { FundRecord } from '@invest/contract/fund';
import type { MeetingRecord } from '@invest/contract/meeting';
import type { Remind } from '@invest/contract/reminder';
import type { ProjectRecord } from '@invest/contract/project';
import { seedHistory } from '../src/db/schema/auth.js';
import { eventRemind } from '../src/db/schema/notice.js';
import { approval, approvalStep, project, projectStep } from '../src/db/schema/pipeline.js';
import { user } from '../src/db/schema/user.js';
import { seed } from '../src/db/seed/index.js';
import { createTestContext, freshDatabase, SEED_PASSWORD, type TestContext } from './helpers/context.js';

/** The first start's sample data, as a firm's people would read it (issue 14). */
let ctx: TestContext;
let drop: () => Promise<void>;
type Caller = Awaited<ReturnType<TestContext['as']>>;
const callers: Record<string, Caller> = {};
const ACCOUNTS = ['admin', 'itadmin', 'partner', 'manager', 'analyst'] as const;
let startedAt: Date;

beforeAll(async () => {
  startedAt = new Date();
  const fresh = await freshDatabase({ samplePipeline: true });
  drop = fresh.drop;
  ctx = await createTestContext({}, fresh.database);
  for (const a of ACCOUNTS) callers[a] = await ctx.as(a);
});
afterAll(async () => {
  await ctx.close();
  await drop();
});

async function get<T>(who: Caller, url: string): Promise<T> {
  const res = await who.request({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json().data as T;
}
const remindersOf = async (account: string) =>
  (await get<{ records: Remind[] }>(callers[account]!, '/api/common/eventremind/page?size=100')).records;

describe('dates of the sample pipeline', () => {
  it('dates no history, project, approval or reminder after the first start', async () => {
    // A clock a second ahead of the seeding absorbs the rounding of times, nothing more.
    const after = new Date(Date.now() + 1000);
    const future = {
      steps: await ctx.db.select().from(projectStep).where(gt(projectStep.createTime, after)),
      projects: await ctx.db.select().from(project).where(gt(project.createTime, after)),
      applied: await ctx.db.select().from(approval).where(gt(approval.createTime, after)),
      finished: await ctx.db.select().from(approval).where(gt(approval.finishTime, after)),
      decided: await ctx.db.select().from(approvalStep).where(gt(approvalStep.decidedAt, after)),
      reminders: await ctx.db.select().from(eventRemind).where(gt(eventRemind.createTime, after)),
    };
    for (const [what, rows] of Object.entries(future)) expect(rows, what).toEqual([]);
    // Relative to the first start: the funds' vintages are past years.
    const funds = await get<{ records: FundRecord[] }>(callers.manager!, '/api/project/fund/page?size=10');
    for (const f of funds.records) expect(f.vintageYear, f.name).toBeLessThan(startedAt.getFullYear());
  });

  it('keeps what each fund invested within its size', async () => {
    const funds = await get<{ records: FundRecord[] }>(callers.manager!, '/api/project/fund/page?size=10');
    expect(funds.records).toHaveLength(3);
    for (const f of funds.records) {
      expect(f.investedTotal, f.name).toBeGreaterThan(0);
      expect(f.investedTotal, f.name).toBeLessThanOrEqual(f.size);
    }
    // A USD fund invests dollars: its projects' invested amounts say so, as does its bar on the home page.
    const usd = funds.records.find((f) => f.currency === 'USD')!;
    const projects = await get<{ records: ProjectRecord[] }>(
      callers.manager!,
      `/api/project/project/page?fundId=${usd.id}&size=50`,
    );
    expect(projects.records.filter((p) => p.investedAmount !== null).length).toBeGreaterThan(0);
    expect(new Set(projects.records.map((p) => p.fundCurrency))).toEqual(new Set(['USD']));
    const charts = await get<DashboardCharts>(callers.manager!, '/api/project/dashboard/charts');
    expect(charts.byFund.find((f) => f.fundId === usd.id)).toMatchObject({
      currency: 'USD',
      amount: usd.investedTotal,
    });
  });
});

describe('sample reminders, addressed', () => {
  it('gives each person the reminders that speak to them, and everyone the announcements', async () => {
    const of = async (account: string, type: number) =>
      (await remindersOf(account))
        .filter((r) => r.type === type)
        .map((r) => r.msg)
        .sort();
    const announcements = await of('analyst', 2);
    expect(announcements).toHaveLength(7);
    for (const a of ACCOUNTS) expect(await of(a, 2), a).toEqual(announcements);
    // The manager and the analyst do not share a to-do or a message; the approvals wait for the partner only.
    for (const type of [0, 1]) {
      const manager = await of('manager', type);
      expect(
        (await of('analyst', type)).filter((m) => manager.includes(m)),
        `type ${type}`,
      ).toEqual([]);
    }
    expect(await of('partner', 0)).toEqual(['「星海半导体」投资决策审批等待您处理', '「智算云」立项审批等待您处理']);
    for (const a of ['admin', 'itadmin', 'manager', 'analyst'])
      expect(
        (await of(a, 0)).filter((m) => m.includes('审批')),
        a,
      ).toEqual([]);
    expect(await of('manager', 0)).toEqual([expect.stringMatching(/^请为例会「第47期投委会例会」准备项目「智算云」/)]);
    expect(await of('analyst', 1)).toContainEqual(expect.stringMatching(/将您加入了「.+」项目团队（成员）$/));
  });

  it('points each to-do and message at a record that is the person’s own', async () => {
    for (const account of ACCOUNTS) {
      const who = callers[account]!;
      const userId = (who.body as { user_id: string }).user_id;
      const todos = await get<{ records: ApprovalRecord[] }>(who, '/api/project/approval/page?box=todo&size=50');
      for (const r of (await remindersOf(account)).filter((x) => x.type !== 2)) {
        const what = `${account}: ${r.msg}`;
        expect(r.businessId, what).toBeTruthy();
        if (r.eventKey === 'approval' && r.type === 0) {
          // A to-do opens an approval waiting for this person's decision.
          expect(
            todos.records.map((a) => a.id),
            what,
          ).toContain(r.businessId);
        } else if (r.eventKey === 'approval') {
          const a = await get<ApprovalRecord>(who, `/api/project/approval/detail?id=${r.businessId}`);
          expect(a.applicantId, what).toBe(userId);
        } else if (r.eventKey === 'meeting') {
          const m = await get<MeetingRecord>(who, `/api/project/meeting/detail?id=${r.businessId}`);
          expect(
            m.attendees.map((x) => x.userId),
            what,
          ).toContain(userId);
          expect(m.status, what).toBe(1);
        } else {
          expect(r.eventKey, what).toBe('project_manage');
          const mine = await get<boolean>(
            who,
            `/api/project/project/checkWhetherProjectUser?projectId=${r.businessId}`,
          );
          expect(mine, what).toBe(true);
        }
      }
    }
  });
});

describe('a database seeded before the reminders were addressed', () => {
  it('loses the shared sample to-dos and messages and gets the addressed ones', async () => {
    const before = await remindersOf('analyst');
    // As step 002 once left it: the old to-dos and messages for everyone, naming no record.
    await ctx.db.delete(eventRemind).where(inArray(eventRemind.type, [0, 1]));
    const users = await ctx.db.select({ id: user.id }).from(user);
    await ctx.db.insert(eventRemind).values(
      users.flatMap((u) =>
        [
          [0, 'approval', '「星海半导体」投资决策审批等待您处理'],
          [1, 'system', '李娜将您加入了「绿能储能」项目团队'],
        ].map(([type, eventKey, msg]) => ({
          tenantId: '000000',
          userId: u.id,
          type: Number(type),
          eventKey: String(eventKey),
          msg: String(msg),
        })),
      ),
    );
    await ctx.db.delete(seedHistory).where(eq(seedHistory.name, '011-addressed-reminders'));
    expect(await seed(ctx.db, { password: SEED_PASSWORD, accessTokenTtl: 3600, refreshTokenTtl: 604800 })).toEqual([
      '011-addressed-reminders',
    ]);
    const after = await remindersOf('analyst');
    const addressed = (list: Remind[]) =>
      list
        .filter((r) => r.type !== 2)
        .map((r) => [r.type, r.eventKey, r.businessId, r.msg])
        .sort();
    expect(addressed(after)).toEqual(addressed(before));
    expect(after.filter((r) => r.msg.includes('星海半导体'))).toEqual([]);
  });
});
