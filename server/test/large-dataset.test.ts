import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLargeDataset } from '../src/db/seed/large.js';
import { createTestContext, type TestContext } from './helpers/context.js';

let ctx: TestContext;
let admin: Awaited<ReturnType<TestContext['as']>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
});
afterAll(() => ctx.close());

describe('the large data set for benchmarks', () => {
  it('loads projects with their history and reminders once, usable through the API', async () => {
    const remindersOfAdmin = async () =>
      (await admin.request({ url: '/api/common/eventremind/page?size=1' })).json().data.total as number;
    const before = await remindersOfAdmin();
    const lines: string[] = [];
    expect(await loadLargeDataset(ctx.db, { projects: 300, reminders: 1000 }, (l) => lines.push(l))).toBe(true);
    expect(lines.at(-1)).toBe('reminders 1,000 / 1,000');

    const page = (await admin.request({ url: '/api/project/project/page?current=2&size=10&stage=4,5' })).json().data;
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((p: { stage: number; investedAmount: number }) => p.investedAmount > 0)).toBe(true);
    const all = (await admin.request({ url: '/api/project/project/page?size=1' })).json().data;
    expect(all.total).toBe(300);
    const steps = (
      await admin.request({ url: `/api/project/project/getProjectStep?projectId=${all.records[0].id}` })
    ).json().data;
    expect(steps).toHaveLength(1);
    expect((await remindersOfAdmin()) - before).toBe(200); // spread evenly over the five seeded users

    expect(await loadLargeDataset(ctx.db, { projects: 300, reminders: 1000 })).toBe(false);
    // Ids the server mints afterwards do not collide with the loaded block.
    const created = await admin.request({
      method: 'POST',
      url: '/api/project/project/save',
      payload: { name: '压测之后的新项目', companyName: '新公司' },
    });
    expect(created.statusCode).toBe(200);
  });
});
