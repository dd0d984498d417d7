import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { BASIC, signIn, tokenOf } from './helpers';

/**
 * The pipeline end to end, as the issue tells it: a manager creates a project and adds a member,
 * uploads the business plan, the reserve project goes from the pool onto a meeting, an attendee
 * is reminded live, the partner scores it, an investment-decision approval is approved, the
 * project is invested, and the home page counts it. Named to run after the other journeys, whose
 * counts of seeded projects this one changes.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test.describe.configure({ timeout: 300_000 });

async function userId(request: APIRequestContext, token: string, account: string): Promise<string> {
  const res = await request.get('/api/blade-user/user-list', {
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` },
    params: { keyword: account },
  });
  return ((await res.json()) as { data: { id: string; account: string }[] }).data.find((u) => u.account === account)!
    .id;
}

/** A meeting three days ahead, hosted by the manager, the partner attending (scheduling has its own journey). */
async function scheduleMeeting(request: APIRequestContext, title: string): Promise<void> {
  const token = await tokenOf(request, 'manager');
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const res = await request.post('/api/project/meeting/submit', {
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` },
    data: {
      title,
      startTime: `${day} 09:00:00`,
      endTime: `${day} 11:00:00`,
      place: '3 楼大会议室',
      hostId: await userId(request, token, 'manager'),
      attendeeIds: [await userId(request, token, 'partner')],
    },
  });
  expect(res.ok()).toBe(true);
}

async function count(page: Page, key: string): Promise<number> {
  await page.goto('/wel/index');
  const figure = page.getByTestId(`pipeline-count-${key}`);
  await expect(figure).toHaveText(/^\d+$/);
  return Number(await figure.innerText());
}

async function choose(page: Page, field: Locator, text: string) {
  await field.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

async function moveTo(page: Page, stage: number, comment: string) {
  await page.getByTestId('project-stage').click();
  const drawer = page.getByTestId('project-stage-drawer');
  await drawer.getByTestId(`project-stage-option-${stage}`).click();
  if (stage === 4) await drawer.getByTestId('project-stage-invested').fill('3000');
  await drawer.getByTestId('project-stage-comment').fill(comment);
  await page.getByTestId('project-stage-drawer-submit').click();
  await expect(drawer).toBeHidden();
}

test('a project from creation to investment, and the home page counts it', async ({ page, browser, request }) => {
  // Unique per attempt, so that a retry does not meet the first attempt's project.
  const stamp = Date.now().toString(36);
  const PROJECT = `管线旅程-${stamp}`;
  const MEETING = `管线例会-${stamp}`;
  await scheduleMeeting(request, MEETING);
  await signIn(page, 'manager');
  const investedBefore = await count(page, 'invested');

  // The manager creates the project; it starts in reserve, i.e. in the pool.
  await page.goto('/project/list');
  await page.getByTestId('project-add').click();
  const drawer = page.getByTestId('project-drawer');
  await drawer.getByTestId('project-form-name').fill(PROJECT);
  await drawer.getByTestId('project-form-companyName').fill(`${PROJECT}科技有限公司`);
  await drawer.getByTestId('project-form-amountMin').fill('2000');
  await drawer.getByTestId('project-form-amountMax').fill('4000');
  await page.getByTestId('project-drawer-submit').click();
  await expect(drawer).toBeHidden();
  await page.getByTestId('project-search-keyword').fill(PROJECT);
  await page.getByTestId('project-search-submit').click();
  await page.getByTestId('project-link').filter({ hasText: PROJECT }).click();
  await expect(page.getByTestId('project-detail-name')).toHaveText(PROJECT);
  await expect(page.getByTestId('project-detail-stage')).toHaveText('储备');

  // Adds the partner to the team.
  await page.getByTestId('project-member-add').click();
  const member = page.getByTestId('project-member-drawer');
  await choose(page, member.getByTestId('project-member-user'), '陈建国');
  await choose(page, member.getByTestId('project-member-role'), '复核人');
  await page.getByTestId('project-member-drawer-submit').click();
  await expect(member).toBeHidden();
  await expect(page.getByTestId('project-member').filter({ hasText: '陈建国' })).toBeVisible();

  // Uploads the business plan (the first category).
  await page.getByTestId('project-tabs').getByRole('tab', { name: '文件' }).click();
  await expect(page.getByTestId('file-upload-category')).toContainText('商业计划书');
  await page
    .getByTestId('project-files')
    .locator('input[type=file]')
    .setInputFiles({ name: `商业计划书-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('file-upload-item').first()).toHaveAttribute('data-status', 'success');
  await expect(page.getByTestId('project-file-table')).toContainText(`商业计划书-${stamp}.pdf`);

  // The partner is signed in elsewhere, on his home page.
  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  await signIn(partner, 'partner');

  // From the pool onto the meeting.
  await page.goto('/project/pool');
  await page.getByTestId('pool-search-keyword').fill(PROJECT);
  await page.getByTestId('pool-search-submit').click();
  const poolRow = page.getByTestId('pool-table').locator('tr', { hasText: PROJECT });
  await poolRow.locator('.ant-checkbox-input').check();
  await page.getByTestId('pool-add-meeting-open').click();
  const add = page.getByTestId('pool-add');
  await choose(page, add.getByTestId('pool-add-meeting'), MEETING);
  await add.getByTestId('pool-add-ok').click();
  await expect(page.locator('.ant-message')).toContainText(`已将 1 个项目加入例会「${MEETING}」议程`);

  // The attendee's bell hears it while he stays on the page; the reminder opens the meeting.
  const told = `项目「${PROJECT}」已加入例会「${MEETING}」`;
  await expect(partner.locator('.ant-notification').getByText(told)).toBeVisible();
  await partner.getByTestId('notice-bell').click();
  await partner.getByTestId('notice-tab-1').click();
  await partner.getByTestId('notice-list-1').getByTestId('notice-item').filter({ hasText: told }).click();
  await expect(partner).toHaveURL(/\/meeting\/index\?id=\d+$/);
  const meeting = partner.getByTestId('meeting-detail');
  await expect(meeting).toContainText(MEETING);

  // The partner scores it at the meeting.
  await meeting.getByTestId('meeting-agenda').locator('tr', { hasText: PROJECT }).getByTestId('agenda-score').click();
  const scoring = partner.getByTestId('score-modal');
  for (const key of ['team', 'market', 'product', 'business', 'finance', 'valuation']) {
    await scoring.getByTestId(`score-input-${key}`).locator('li.ant-rate-star').nth(7).click();
  }
  await scoring.getByTestId('score-comment').fill('赛道清晰，团队扎实');
  await scoring.getByTestId('score-submit').click();
  await expect(scoring.getByTestId('score-average')).toHaveText('8.00');

  // The manager takes it through the stages to the committee and applies for the investment decision.
  await page.goto('/project/list');
  await page.getByTestId('project-search-keyword').fill(PROJECT);
  await page.getByTestId('project-search-submit').click();
  await page.getByTestId('project-link').filter({ hasText: PROJECT }).click();
  // Blind scoring: the manager has not scored the project, so its average stays hidden from him.
  await expect(page.getByTestId('project-detail-score')).toContainText('—');
  await expect(page.getByTestId('project-detail-score')).not.toContainText('8');
  await moveTo(page, 1, '例会通过，立项');
  await moveTo(page, 2, '启动尽调');
  await moveTo(page, 3, '尽调完成，上会');
  await expect(page.getByTestId('project-detail-stage')).toHaveText('投决');
  await page.getByTestId('project-apply').click();
  const apply = page.getByTestId('approval-apply');
  await expect(apply.locator('.ant-form-item', { hasText: '审批类型' })).toContainText('投资决策');
  await apply.getByTestId('approver-add').click();
  await page.keyboard.type('partner');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '陈建国' }).first().click();
  // The test id sits on the textarea or on its counting wrapper, depending on the antd version.
  await apply
    .getByTestId('approval-apply-reason')
    .locator('xpath=self::textarea | .//textarea')
    .first()
    .fill('尽调结论良好，申请投资 3000 万元');
  await apply.getByTestId('approval-apply-submit').click();
  await expect(apply).toBeHidden();

  // Investing before the approval is refused.
  await page.getByTestId('project-stage').click();
  const stage = page.getByTestId('project-stage-drawer');
  await stage.getByTestId('project-stage-option-4').click();
  await stage.getByTestId('project-stage-invested').fill('3000');
  await page.getByTestId('project-stage-drawer-submit').click();
  await expect(stage).toContainText('投资决策');
  await page.getByTestId('project-stage-drawer-cancel').click();
  await expect(stage).toBeHidden();

  // The partner approves it from his to-dos.
  await partner.goto('/approval/todo');
  const todo = partner.getByTestId('approval-todo-table').locator('tr.ant-table-row', { hasText: PROJECT });
  await todo.getByTestId('approval-approve').click();
  const decide = partner.getByTestId('approval-decide');
  await decide.getByTestId('approval-decide-comment').fill('同意投资');
  await partner.getByTestId('approval-decide-ok').click();
  await expect(decide).toBeHidden();
  await expect(todo).toHaveCount(0);
  await partnerContext.close();

  // Now the project can be invested, and the home page counts it.
  await page.reload();
  await expect(page.getByTestId('project-detail-name')).toHaveText(PROJECT);
  await moveTo(page, 4, '投决通过，完成交割');
  await expect(page.getByTestId('project-detail-stage')).toHaveText('已投');
  expect(await count(page, 'invested')).toBe(investedBefore + 1);
  await page.getByTestId('pipeline-tile-invested').click();
  await expect(page).toHaveURL(/\/project\/list\?stage=4,5$/);
  await expect(page.getByTestId('project-link').filter({ hasText: PROJECT })).toHaveCount(1);
});
