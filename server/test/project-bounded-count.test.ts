import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLargeDataset } from '../src/db/seed/large.js';
import { createTestContext, type TestContext } from './helpers/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await loadLargeDataset(ctx.db, { projects: 1200, reminders: 100 });
});
afterAll(() => ctx.close());

describe('deep project pages', () => {
  // From offset 100 on, a page picks its ids before its rows (repo.ts, IDS_FIRST_FROM).
  it.each([
    ['an amount range by its minimum', 'amountFrom=1000&amountTo=5000&ascs=amountMin'],
    ['stages by last update', 'stage=1,2,3&descs=updateTime'],
    ['a keyword by valuation', `keyword=${encodeURIComponent('项目1')}&descs=valuation`],
  ])('list %s as the same rows, names and order as one long page', async (_, filter) => {
    const admin = await ctx.as('admin');
    const records = async (query: string) =>
      (await admin.request({ url: `/api/project/project/page?${query}&${filter}` })).json().data.records as {
        id: string;
        managerName: string;
      }[];
    const long = await records('current=1&size=200');
    expect(long.length).toBeGreaterThan(140);
    expect(long.every((r) => r.managerName)).toBe(true);
    expect(await records('current=6&size=20')).toEqual(long.slice(100, 120));
    expect(await records('current=3&size=60')).toEqual(long.slice(120, 180));
  });
});

describe('project page totals', () => {
  // Filters other than stage, industry, round and key mark (whose totals the counters keep exact:
  // project-counters.test.ts), here a creation date every project meets.
  it('count 1,000 rows past the page at most, say so, and still page to the end', async () => {
    const admin = await ctx.as('admin');
    const page = async (query: string) =>
      (await admin.request({ url: `/api/project/project/page?${query}` })).json().data as {
        records: unknown[];
        total: number;
        pages: number;
        totalCapped?: boolean;
      };
    const first = await page('current=1&size=20&createTimeFrom=2000-01-01&descs=updateTime');
    expect(first).toMatchObject({ total: 1000, pages: 50, totalCapped: true });
    expect(first.records).toHaveLength(20);

    // Further on, the count reaches the end and is exact again.
    const later = await page('current=50&size=20&createTimeFrom=2000-01-01&descs=updateTime');
    expect(later.total).toBeGreaterThanOrEqual(1200);
    expect(later.totalCapped).toBeUndefined();
    const last = await page(`current=${later.pages}&size=20&createTimeFrom=2000-01-01&descs=updateTime`);
    expect(last.records.length).toBeGreaterThan(0);

    // A filter that matches fewer rows than the bound is counted exactly.
    const few = await page('current=1&size=20&createTimeFrom=2000-01-01&stage=4,5');
    expect(few.totalCapped).toBeUndefined();
    expect(few.total).toBeLessThan(1000);
  });
});
