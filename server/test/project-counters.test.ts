import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLargeDataset } from '../src/db/seed/large.js';
import { createTestContext, type TestContext } from './helpers/context.js';
import { callAs, type Who } from './helpers/calls.js';
import { addTenantWithUser } from './helpers/tenants.js';

const P = '/api/project/project';
let ctx: TestContext;
let admin: Who;
beforeAll(async () => {
  ctx = await createTestContext();
  // More projects than a bounded count reaches (countCapOf: 1,000 past the page).
  await loadLargeDataset(ctx.db, { projects: 1200, reminders: 10 });
  admin = await ctx.as('admin');
});
afterAll(() => ctx.close());

type Page = { records: { id: string }[]; total: number; pages: number; totalCapped?: boolean };
const page = async (who: Who, query: string) => {
  const res = await callAs(who, 'GET', `${P}/page?${query}`);
  expect(res.status).toBe(200);
  return res.body.data as Page;
};

/** The live projects of a tenant matching `where` (literal SQL of the test's own), counted row by row. */
async function counted(tenantId: string, where = 'true'): Promise<number> {
  const { rows } = await ctx.database.executeSql(
    `select count(*)::int as n from biz_project where tenant_id = $1 and is_deleted = 0 and ${where}`,
    [tenantId],
  );
  return (rows[0] as { n: number }).n;
}

/** The counters as they are against the projects counted again, key by key (keys at zero left out). */
async function countersAgainstProjects() {
  const kept = await ctx.database.executeSql(
    `select tenant_id, stage, industry, round, is_key, n from biz_project_count where n <> 0
     order by tenant_id, stage, industry, round, is_key`,
  );
  const recounted = await ctx.database.executeSql(
    `select tenant_id, stage, industry, round, is_key, count(*)::int as n from biz_project where is_deleted = 0
     group by tenant_id, stage, industry, round, is_key order by tenant_id, stage, industry, round, is_key`,
  );
  type Counter = { tenant_id: string; stage: number; industry: string; round: string; is_key: number; n: number };
  return { kept: kept.rows as Counter[], recounted: recounted.rows as Counter[] };
}

describe('project totals kept by counters', () => {
  it('gives exact totals past 1,000 for pages filtered by stage, industry, round and key mark alone', async () => {
    const all = await page(admin, 'current=1&size=20&descs=updateTime');
    expect(all.total).toBe(await counted('000000'));
    expect(all.total).toBeGreaterThan(1000);
    expect(all.totalCapped).toBeUndefined();
    expect(all.pages).toBe(Math.ceil(all.total / 20));

    const cases: [string, string][] = [
      ['stage=1,2,3', 'stage in (1,2,3)'],
      ['stage=1,2,3&industry=2', "stage in (1,2,3) and industry = '2'"],
      ['isKey=1&round=b', "is_key = 1 and round = 'b'"],
      ['isKey=0', 'is_key = 0'],
      ['industry=2&round=a&stage=5', "industry = '2' and round = 'a' and stage = 5"],
      // A blank value filters nothing, as in the rows' own filter.
      ['keyword=&name=&industry=3', "industry = '3'"],
    ];
    for (const [query, where] of cases) {
      const result = await page(admin, `current=1&size=20&${query}`);
      expect({ query, total: result.total, capped: result.totalCapped }).toEqual({
        query,
        total: await counted('000000', where),
        capped: undefined,
      });
    }
    // A page past the end still says the exact total.
    const beyond = await page(admin, 'current=500&size=20&stage=4,5');
    expect(beyond.records).toEqual([]);
    expect(beyond.total).toBe(await counted('000000', 'stage in (4,5)'));
  });

  it('still bounds the count of other filters', async () => {
    const bounded = await page(admin, 'current=1&size=20&createTimeFrom=2000-01-01');
    expect(bounded).toMatchObject({ total: 1000, totalCapped: true });
    const withKeys = await page(admin, 'current=1&size=20&stage=0,1,2,3,4,5,9&amountFrom=0');
    expect(withKeys.totalCapped).toBe(true);
  });

  it('follow every write in its own transaction: create, edit, stage change, key mark, removal', async () => {
    const manager = await ctx.as('manager');
    const created = await callAs(manager, 'POST', `${P}/save`, {
      name: '计数器项目',
      companyName: '计数器科技有限公司',
      industry: '4',
      round: 'c',
      source: '1',
    });
    expect(created.status).toBe(200);
    const [{ id }] = (await page(manager, `current=1&size=20&name=${encodeURIComponent('计数器项目')}`)).records as [
      { id: string },
    ];
    const industry4RoundC = async () => (await page(manager, 'current=1&size=1&industry=4&round=c')).total;
    const before = await industry4RoundC();
    expect(before).toBe(await counted('000000', "industry = '4' and round = 'c'"));

    // An edit that changes no key leaves the counters; one that changes the industry moves it.
    expect(
      (
        await callAs(manager, 'POST', `${P}/save`, {
          id,
          name: '计数器项目',
          companyName: '计数器科技有限公司',
          industry: '4',
          round: 'c',
          region: '杭州',
        })
      ).status,
    ).toBe(200);
    expect(await industry4RoundC()).toBe(before);
    expect(
      (
        await callAs(manager, 'POST', `${P}/save`, {
          id,
          name: '计数器项目',
          companyName: '计数器科技有限公司',
          industry: '5',
          round: 'c',
        })
      ).status,
    ).toBe(200);
    expect(await industry4RoundC()).toBe(before - 1);

    expect((await callAs(manager, 'POST', `${P}/changeStage`, { id, toStage: 1, comment: '立项' })).status).toBe(200);
    expect((await callAs(admin, 'POST', `${P}/setImport?ids=${id}&isKey=1`)).status).toBe(200);
    const moved = await countersAgainstProjects();
    expect(moved.kept).toEqual(moved.recounted);

    expect((await callAs(admin, 'POST', `${P}/remove?ids=${id}`)).status).toBe(200);
    const { kept, recounted } = await countersAgainstProjects();
    expect(kept).toEqual(recounted);
  });

  it('keep each tenant apart', async () => {
    await addTenantWithUser(ctx, '222222', 'counter-admin', 'admin', ['project']);
    await ctx.database.executeSql(
      `insert into biz_project (id, tenant_id, uuid, name, company_name, industry, round, stage, manager_id)
       select 900000000000 + g, '222222', gen_random_uuid()::text, '他方项目' || g, '他方公司', '2', 'a', 1, 1
       from generate_series(1, 3) g`,
    );
    const { kept, recounted } = await countersAgainstProjects();
    expect(kept).toEqual(recounted);
    expect(kept.filter((r) => r.tenant_id === '222222')).toEqual([
      { tenant_id: '222222', stage: 1, industry: '2', round: 'a', is_key: 0, n: 3 },
    ]);
    // The first tenant's page does not count the other's projects.
    const mine = await page(admin, 'current=1&size=20&stage=1&industry=2&round=a');
    expect(mine.total).toBe(await counted('000000', "stage = 1 and industry = '2' and round = 'a'"));
  });
});
