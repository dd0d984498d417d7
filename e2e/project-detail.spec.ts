import { expect, test } from '@playwright/test';
import { BASIC, signIn, tokenOf } from './helpers';

test('a project_manage reminder opens the project: added to a team, the analyst clicks it in the bell', async ({
  page,
  request,
}) => {
  // The manager adds the analyst to a seeded project's team through the API, as the project screen would.
  const manager = await tokenOf(request, 'manager');
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${manager}` };
  const found = await request.get('/api/project/project/getByName', { headers, params: { name: '医联科技' } });
  const project = ((await found.json()) as { data: { id: string; uuid: string } }).data;
  const analyst = await request.get('/api/blade-user/user-list', { headers, params: { keyword: 'analyst' } });
  const analystId = ((await analyst.json()) as { data: { id: string }[] }).data[0]!.id;
  const saved = await request.post('/api/project/member/save', {
    headers,
    data: { projectId: project.id, userId: analystId, role: 'reviewer' },
  });
  expect(saved.ok()).toBe(true);

  await signIn(page, 'analyst');
  await page.getByTestId('notice-bell').click();
  await page.getByTestId('notice-tab-1').click();
  const item = page.getByTestId('notice-list-1').getByTestId('notice-item').filter({ hasText: '医联科技' }).first();
  await expect(item).toContainText('将您加入了「医联科技」项目团队（复核人）');
  await item.click();

  await expect(page).toHaveURL(new RegExp(`/project/project_detail\\?name=.+&uuid=${project.uuid}`));
  await expect(page.getByTestId('project-detail-name')).toHaveText('医联科技');
  await expect(page.getByTestId('tag-bar')).toContainText('医联科技');
  await expect(page.getByTestId('project-detail-steps')).toContainText('由「立项」推进至「尽调」');
  await expect(page.getByTestId('project-detail-team')).toContainText('张敏');
  await expect(page.getByTestId('project-detail')).toContainText('万元');
});

test('an unknown project shows a clear notice, not a blank page', async ({ page }) => {
  await signIn(page, 'analyst');
  await page.goto('/project/project_detail?name=x&uuid=00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('project-detail-missing')).toContainText('项目不存在或您没有查看权限');
});
