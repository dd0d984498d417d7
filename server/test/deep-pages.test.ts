import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLargeDataset } from '../src/db/seed/large.js';
import { createTestContext, type TestContext } from './helpers/context.js';

// From offset 100 on, a page picks its ids before its rows (db/deep-page.ts): what it lists must
// not change.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await loadLargeDataset(ctx.db, { projects: 1200, reminders: 3000 });
});
afterAll(() => ctx.close());

/** The records of `path` for `query` and `filter`, as the admin sees them. */
async function records(path: string, query: string, filter: string) {
  const admin = await ctx.as('admin');
  const res = await admin.request({ url: `${path}?${query}&${filter}` });
  expect(res.statusCode).toBe(200);
  return res.json().data.records as Record<string, unknown>[];
}

/** Pages 6 of 20 and 3 of 60 (offsets 100 and 120) against one long page from offset 0. */
async function expectDeepPagesOfLongOne(path: string, filter: string) {
  const long = await records(path, 'current=1&size=200', filter);
  expect(long.length).toBeGreaterThan(140);
  expect(await records(path, 'current=6&size=20', filter)).toEqual(long.slice(100, 120));
  expect(await records(path, 'current=3&size=60', filter)).toEqual(long.slice(120, 180));
  return long;
}

describe('deep pages', () => {
  it.each([
    ['an amount range by its minimum', 'amountFrom=1000&amountTo=5000&ascs=amountMin'],
    ['stages by last update', 'stage=1,2,3&descs=updateTime'],
    ['a keyword by valuation', `keyword=${encodeURIComponent('项目1')}&descs=valuation`],
  ])('of projects, %s, list the same rows, names and order as one long page', async (_, filter) => {
    const long = await expectDeepPagesOfLongOne('/api/project/project/page', filter);
    expect(long.every((r) => r.managerName)).toBe(true);
  });

  it.each([
    ['all, newest first', 'descs=id'],
    ['of one type', 'type=1'],
    ['unread, by creation', 'isRead=1&ascs=createTime'],
  ])('of reminders, %s, list the same rows and order as one long page', async (_, filter) => {
    await expectDeepPagesOfLongOne('/api/common/eventremind/page', filter);
  });
});
