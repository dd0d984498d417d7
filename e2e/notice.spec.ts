import { expect, test, type Page } from '@playwright/test';
import { BASIC, signIn, tokenOf } from './helpers';

const panel = (page: Page) => page.getByTestId('notice-panel');
const tab = (page: Page, type: number) => page.getByTestId(`notice-tab-${type}`);
const list = (page: Page, type: number) => page.getByTestId(`notice-list-${type}`);

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
  await signIn(page, 'manager');
  const bell = page.getByTestId('notice-bell');
  // Seeded: 3 to-dos, 4 messages and 7 notices, all unread.
  await expect(bell.locator('.ant-badge-dot')).toBeVisible();
  await bell.click();
  await expect(panel(page)).toBeVisible();
  await expect(tab(page, 0)).toHaveText('待办 (3)');
  await expect(tab(page, 1)).toHaveText('消息 (4)');
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

  // Opening an unread notice marks it read: its tag goes, the count drops.
  const first = items.first();
  await expect(first.getByText('未读')).toBeVisible();
  await expect(first).toHaveAttribute('data-status', '3');
  await first.click();
  await expect(first.getByText('未读')).toHaveCount(0);
  await expect(first).toHaveAttribute('data-status', '0');
  await expect(tab(page, 2)).toHaveText('通知 (6)');

  // Mark all read, tab by tab: the counts go, and then the red dot.
  await page.getByTestId('notice-read-all').click();
  await expect(tab(page, 2)).toHaveText('通知');
  await expect(list(page, 2).getByText('未读')).toHaveCount(0);
  for (const type of [0, 1]) {
    await tab(page, type).click();
    await expect(list(page, type).getByTestId('notice-item').first()).toBeVisible();
    await page.getByTestId('notice-read-all').click();
    await expect(tab(page, type)).toHaveText(type === 0 ? '待办' : '消息');
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
  await expect(tab(page, 2)).toHaveText('通知 (1)');
  await expect(items.first()).toContainText(msg);
  await expect(items.first().getByText('未读')).toBeVisible();
});
