import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLargeDataset } from '../src/db/seed/large.js';
import { createProjectRepo } from '../src/modules/project/repo.js';
import type { SortKey } from '../src/paging.js';
import { createTestContext, type TestContext } from './helpers/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await loadLargeDataset(ctx.db, { projects: 60, reminders: 0 });
});
afterAll(() => ctx.close());

// The plan itself shows only on the large data set (`npm run bench -- pipeline`); what keeps it
// from flipping to a walk of a sort index is the fence in the statement, checked here.
describe('the project list with a keyword', () => {
  const newest: SortKey[] = [{ field: 'updateTime', direction: 'desc' }];
  const list = (keyword: string) =>
    createProjectRepo(ctx.db).list('000000', { keyword }, { sort: newest, viewerId: '1' }, 20);

  it('collects the matches of a 3+ character keyword behind OFFSET 0, then orders them', async () => {
    expect(list('科技有限公司').toSQL().sql).toMatch(/ offset 0\) "biz_project" order by /);
    const rows = await list('科技有限公司');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((r) => `${r.name}${r.companyName}`.includes('科技有限公司'))).toBe(true);
    const times = rows.map((r) => r.updateTime.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('leaves a shorter keyword, which no trigram index serves, unfenced', () => {
    expect(list('芯片').toSQL().sql).not.toMatch(/offset/);
  });
});
