import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardCharts, DashboardSummary } from '@invest/contract/dashboard';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { project } from '../src/db/schema/pipeline.js';
import { seed } from '../src/db/seed/index.js';
import { CLIENT_HEADER, freshDatabase, SEED_PASSWORD, signIn, testConfig } from './helpers/context.js';

let close: () => Promise<void>;
let get: <T>(account: string, url: string) => Promise<T>;
let post: <T>(account: string, url: string, payload?: object) => Promise<T>;
let db: Database['db'];
beforeAll(async () => {
  const { database, drop } = await freshDatabase({ samplePipeline: true });
  db = database.db;
  const app = await buildApp({ config: testConfig(), database });
  close = async () => {
    await app.close();
    await drop();
  };
  const call = async <T>(method: 'GET' | 'POST', account: string, url: string, payload?: object) => {
    const token = (await signIn(app, account)).json().access_token;
    const res = await app.inject({
      method,
      url,
      headers: { authorization: CLIENT_HEADER, 'blade-auth': `bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(200);
    return res.json().data as T;
  };
  get = (account, url) => call('GET', account, url);
  post = (account, url, payload) => call('POST', account, url, payload);
  // A second start applies nothing twice.
  expect(await seed(database.db, { password: SEED_PASSWORD, accessTokenTtl: 3600, refreshTokenTtl: 604800 })).toEqual(
    [],
  );
});
afterAll(() => close());

describe('the sample pipeline and the dashboard', () => {
  it('seeds about 40 projects across all stages, and the home figures add up', async () => {
    const s = await get<DashboardSummary>('manager', '/api/project/dashboard/summary');
    expect(s.reserve.count + s.inProgress.count + s.invested.count).toBeGreaterThanOrEqual(35);
    expect(s.reserve.items).toHaveLength(5);
    expect(s.reserve.items.every((p) => p.stage === 0)).toBe(true);
    expect(s.inProgress.items.every((p) => [1, 2, 3].includes(p.stage))).toBe(true);
    expect(s.key.count).toBe(8);
    expect(s.meetings.map((m) => m.title)).toEqual(['第47期投委会例会']);
    const partner = await get<DashboardSummary>('partner', '/api/project/dashboard/summary');
    expect(partner.todoCount).toBe(2);
    const page = await get<{ total: number }>('manager', '/api/project/project/page?size=1');
    expect(page.total).toBe(40);
  });

  it('charts the funnel by stage, invested amounts by fund and amounts by industry', async () => {
    const c = await get<DashboardCharts>('analyst', '/api/project/dashboard/charts');
    expect(c.funnel.map((f) => f.stage)).toEqual([0, 1, 2, 3, 4, 5, 9]);
    expect(c.funnel.reduce((n, f) => n + f.count, 0)).toBe(40);
    expect(c.byFund.map((f) => f.fundName).sort()).toEqual(['星河成长一期', '蓝海美元基金', '远航科技二期'].sort());
    expect(c.byFund.every((f) => f.amount > 0)).toBe(true);
    expect(new Set(c.byIndustry.map((i) => i.industry)).size).toBe(8);
    // Amounts never add up across currencies: the USD fund's investments are the USD bars.
    const usd = c.byFund.filter((f) => f.currency === 'USD');
    expect(usd.map((f) => f.fundName)).toEqual(['蓝海美元基金']);
    const sumOf = (rows: { amount: number }[]) => rows.reduce((n, r) => n + r.amount, 0);
    expect(sumOf(c.byIndustry.filter((i) => i.currency === 'USD'))).toBe(sumOf(usd));
    expect(c.byIndustry.every((i) => ['CNY', 'USD'].includes(i.currency))).toBe(true);
    const funds = await get<{ records: { name: string; projectCount: number; investedTotal: number }[] }>(
      'itadmin',
      '/api/project/fund/page?size=10',
    );
    const total = funds.records.reduce((n, f) => n + f.investedTotal, 0);
    expect(total).toBe(c.byFund.reduce((n, f) => n + f.amount, 0));
  });

  it('follows every change: a new project, its stage, its key mark and its removal move the counts at once', async () => {
    const figures = async () => {
      const [s, c] = await Promise.all([
        get<DashboardSummary>('manager', '/api/project/dashboard/summary'),
        get<DashboardCharts>('manager', '/api/project/dashboard/charts'),
      ]);
      const stage = (n: number) => c.funnel.find((f) => f.stage === n)?.count ?? 0;
      return {
        reserve: s.reserve.count,
        inProgress: s.inProgress.count,
        key: s.key.count,
        stage0: stage(0),
        stage1: stage(1),
      };
    };
    const before = await figures();
    const p = await post<{ id: string }>('manager', '/api/project/project/save', { name: '计数跟随', ...NEW_PROJECT });
    expect(await figures()).toEqual({ ...before, reserve: before.reserve + 1, stage0: before.stage0 + 1 });
    await post('manager', '/api/project/project/changeStage', { id: p.id, toStage: 1, comment: '初筛通过' });
    await post('manager', `/api/project/project/setImport?ids=${p.id}&isKey=1`);
    const moved = { ...before, inProgress: before.inProgress + 1, stage1: before.stage1 + 1, key: before.key + 1 };
    expect(await figures()).toEqual(moved);
    await post('admin', `/api/project/project/remove?ids=${p.id}`);
    expect(await figures()).toEqual(before);
  });

  it('charts amounts that follow every change: a planned amount, an investment in a fund of another currency, a removal', async () => {
    const charts = () => get<DashboardCharts>('manager', '/api/project/dashboard/charts');
    /** Industry 1's projects and amount per currency, and each fund's. */
    const amounts = async () => {
      const c = await charts();
      const pair = (count: number, amount: number) => [count, amount];
      return {
        industry: Object.fromEntries(
          c.byIndustry.filter((i) => i.industry === '1').map((i) => [i.currency, pair(i.count, i.amount)]),
        ),
        funds: Object.fromEntries(c.byFund.map((f) => [f.fundName, pair(f.count, f.amount)])),
      };
    };
    const plus = (row: number[] | undefined, count: number, amount: number) => [
      (row?.[0] ?? 0) + count,
      (row?.[1] ?? 0) + amount,
    ];
    const usd = (await charts()).byFund.find((f) => f.currency === 'USD')!;
    const before = await amounts();
    const { industry, funds } = before;

    const p = await post<{ id: string; name: string }>('manager', '/api/project/project/save', {
      name: '金额跟随',
      ...NEW_PROJECT,
    });
    expect(await amounts()).toEqual({ funds, industry: { ...industry, CNY: plus(industry.CNY, 1, 200) } });
    await post('manager', '/api/project/project/update', { ...NEW_PROJECT, id: p.id, name: p.name, amountMax: 500 });
    expect(await amounts()).toEqual({ funds, industry: { ...industry, CNY: plus(industry.CNY, 1, 500) } });
    // Invested in the dollar fund (as the stage change with an approved decision records it): the
    // amount leaves the planned yuan and joins the fund's dollars.
    await db.update(project).set({ fundId: usd.fundId, investedAmount: 300 }).where(eq(project.id, p.id));
    expect(await amounts()).toEqual({
      funds: { ...funds, [usd.fundName]: plus(funds[usd.fundName], 1, 300) },
      industry: { ...industry, USD: plus(industry.USD, 1, 300) },
    });
    await post('admin', `/api/project/project/remove?ids=${p.id}`);
    expect(await amounts()).toEqual(before);
  });
});

const NEW_PROJECT = {
  companyName: '跟随测试有限公司',
  industry: '1',
  region: '上海',
  round: 'a',
  source: '1',
  amountMin: 100,
  amountMax: 200,
};
