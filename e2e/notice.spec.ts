import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASIC, signIn, tokenOf } from './helpers';

const panel = (page: Page) => page.getByTestId('notice-panel');
const tab = (page: Page, type: number) => page.getByTestId(`notice-tab-${type}`);
const list = (page: Page, type: number) => page.getByTestId(`notice-list-${type}`);

/** Each type's total for an account, as the server counts it (read or not). */
async function totalsOf(request: APIRequestContext, account: string): Promise<Record<'0' | '1' | '2', number>> {
  const token = await tokenOf(request, account);
  const res = await request.get('/api/common/eventremind/unread-count', {
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { allByType: Record<'0' | '1' | '2', number> } }).data.allByType;
}

async function scrollToEnd(page: Page, type: number) {
  await list(page, type).evaluate((el) => {
    el.scrollTop = el.scrollHeight;
    el.dispatchEvent(new Event('scroll'));
  });
}

test('the bell: counts, paging by 5, read state, mark all read, and a reminder arriving live', async ({
  page,
  request,
}) => {
  // Earlier journeys may have sent the manager more (an approval's outcome is a message), so the
  // expected totals are the server's; the seeded to-do (the coming meeting's materials), message
  // (an approval's outcome) and 7 notices are the least.
  const totals = await totalsOf(request, 'manager');
  expect(totals['0']).toBeGreaterThanOrEqual(1);
  expect(totals['1']).toBeGreaterThanOrEqual(1);
  expect(totals['2']).toBe(7);
  const label = (type: 0 | 1) => `${type === 0 ? '待办' : '消息'} (${totals[`${type}`]})`;

  await signIn(page, 'manager');
  const bell = page.getByTestId('notice-bell');
  await expect(bell.locator('.ant-badge-dot')).toBeVisible();
  await bell.click();
  await expect(panel(page)).toBeVisible();
  await expect(tab(page, 0)).toHaveText(label(0));
  await expect(tab(page, 1)).toHaveText(label(1));
  await expect(tab(page, 2)).toHaveText('通知 (7)');
  // Spec §9: 350 wide, a scroll area 300 high (layout sizes: the popover may still be zooming in).
  expect(await list(page, 0).evaluate((el) => (el as HTMLElement).offsetHeight)).toBe(300);
  expect(await panel(page).evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(350);

  // Notices: a first page of 5; the end of the list loads the rest a second later.
  await tab(page, 2).click();
  const items = list(page, 2).getByTestId('notice-item');
  await expect(items).toHaveCount(5);
  await scrollToEnd(page, 2);
  await expect(list(page, 2).getByTestId('notice-loading')).toBeVisible();
  await expect(items).toHaveCount(7);
  await expect(list(page, 2).getByTestId('notice-loading')).toHaveCount(0);
  await scrollToEnd(page, 2);
  await expect(page.locator('.ant-message').getByText('暂无更多数据')).toBeVisible();
  await expect(items).toHaveCount(7);

  // Opening an unread notice marks it read: its tag goes; the tab keeps its total (spec §2).
  const first = items.first();
  await expect(first.getByText('未读')).toBeVisible();
  await expect(first).toHaveAttribute('data-status', '3');
  await first.click();
  await expect(first.getByText('未读')).toHaveCount(0);
  await expect(first).toHaveAttribute('data-status', '0');
  await expect(tab(page, 2)).toHaveText('通知 (7)');

  // Mark all read, tab by tab: the unread tags go, the totals stay, and then the red dot goes.
  await page.getByTestId('notice-read-all').click();
  await expect(list(page, 2).getByText('未读')).toHaveCount(0);
  await expect(page.getByTestId('notice-read-all')).toBeDisabled();
  await expect(tab(page, 2)).toHaveText('通知 (7)');
  for (const type of [0, 1] as const) {
    await tab(page, type).click();
    await expect(list(page, type).getByTestId('notice-item').first()).toBeVisible();
    await page.getByTestId('notice-read-all').click();
    await expect(list(page, type).getByText('未读')).toHaveCount(0);
    await expect(tab(page, type)).toHaveText(label(type));
  }
  await expect(bell.locator('.ant-badge-dot')).toHaveCount(0);

  // Still the same page (no reload): the reminder stream delivers what an administrator sends.
  await tab(page, 2).click();
  await page.waitForTimeout(500);
  const managerId = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('invest-userInfo') ?? '{}') as { content?: { userId?: string } }).content
        ?.userId,
  );
  expect(managerId).toBeTruthy();
  const admin = await tokenOf(request, 'admin');
  const msg = `周五投委会改到 3 号会议室 ${Date.now()}`;
  const sent = await request.post('/api/common/eventremind/send', {
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${admin}` },
    data: { type: 2, msg, userIds: [managerId] },
  });
  expect(sent.ok()).toBe(true);
  await expect(page.locator('.ant-notification').getByText(msg)).toBeVisible();
  await expect(bell.locator('.ant-badge-dot')).toBeVisible();
  await expect(tab(page, 2)).toHaveText('通知 (8)');
  await expect(items.first()).toContainText(msg);
  await expect(items.first().getByText('未读')).toBeVisible();
});

test('a seeded approval to-do is the approver’s alone and opens the approval it asks to decide', async ({
  page,
  browser,
}) => {
  const todo = '「星海半导体」投资决策审批等待您处理';
  await signIn(page, 'manager');
  await page.getByTestId('notice-bell').click();
  await tab(page, 0).click();
  await expect(list(page, 0).getByTestId('notice-item').first()).toBeVisible();
  await expect(list(page, 0).getByTestId('notice-item').filter({ hasText: todo })).toHaveCount(0);

  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  await signIn(partner, 'partner');
  await partner.getByTestId('notice-bell').click();
  await tab(partner, 0).click();
  const item = list(partner, 0).getByTestId('notice-item').filter({ hasText: todo });
  await expect(item).toHaveCount(1);
  await item.click();
  await expect(partner).toHaveURL(/\/approval\/todo\?id=\d+$/);
  await expect(partner.getByTestId('approval-detail')).toBeVisible();
  await expect(partner.getByTestId('approval-detail')).toContainText('星海半导体 投资决策');
  await partnerContext.close();
});
