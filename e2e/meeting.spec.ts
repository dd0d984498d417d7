import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmDialog, signIn } from './helpers';

/** The seeded upcoming meeting (two days ahead), attended by partner, manager, analyst and itadmin. */
const UPCOMING = '第47期投委会例会';
/** Reserve projects the seed already put on its agenda. */
const SEEDED_AGENDA = ['智算云', '灵犀语音', '云图协同'];

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const daysAhead = (n: number) => new Date(Date.now() + n * 86_400_000);

// Long journeys, several sign-ins each, on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

async function openMeetings(page: Page, view: '列表' | '日历') {
  await page.goto('/meeting/index');
  await page.getByTestId('meeting-view-switch').getByText(view).click();
}

async function openMeeting(page: Page, title: string): Promise<Locator> {
  await openMeetings(page, '列表');
  await page.getByTestId('meeting-table').getByTestId('meeting-title').filter({ hasText: title }).click();
  const drawer = page.getByTestId('meeting-detail');
  await expect(drawer.getByTestId('meeting-agenda')).toBeVisible();
  return drawer;
}

async function chooseOption(page: Page, text: string) {
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

/** Types a time range into an antd RangePicker with time ("YYYY-MM-DD HH:mm" each end). */
async function typeRange(picker: Locator, start: string, end: string) {
  const [from, to] = [picker.locator('input').first(), picker.locator('input').last()];
  await from.click();
  await from.fill(start);
  await from.press('Enter');
  await to.fill(end);
  await to.press('Enter');
  await expect(from).toHaveValue(start);
  await expect(to).toHaveValue(end);
}

test('a manager puts two reserve projects from the pool on the upcoming meeting', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/project/pool');
  const table = page.getByTestId('pool-table');
  await expect(table.getByTestId('pool-project').first()).toBeVisible();
  // Two reserve projects not yet on its agenda, from the first page.
  const names = (await table.getByTestId('pool-project').allTextContents())
    .filter((n) => !SEEDED_AGENDA.includes(n))
    .slice(0, 2);
  expect(names).toHaveLength(2);
  for (const name of names) await table.locator('tr', { hasText: name }).locator('.ant-checkbox-input').check();
  await expect(table.getByTestId('pool-table-selection')).toContainText('已选择 2 项');

  await page.getByTestId('pool-add-meeting-open').click();
  const form = page.getByTestId('pool-add');
  await expect(form.getByTestId('pool-add-projects')).toContainText(names[0]!);
  await form.getByTestId('pool-add-ok').click();
  await expect(form).toContainText('请选择例会'); // A meeting must be chosen.
  await form.getByTestId('pool-add-meeting').click();
  await chooseOption(page, UPCOMING);
  await form.getByTestId('pool-add-ok').click();
  await expect(page.locator('.ant-message')).toContainText(`已将 2 个项目加入例会「${UPCOMING}」议程，并已提醒参会人`);
  await expect(form).toHaveCount(0);
  await expect(table.getByTestId('pool-table-selection')).toHaveCount(0);

  const drawer = await openMeeting(page, UPCOMING);
  const agenda = drawer.getByTestId('meeting-agenda');
  for (const name of [...SEEDED_AGENDA, ...names]) await expect(agenda).toContainText(name);
  // Each agenda project links to its detail page.
  await expect(agenda.getByTestId('agenda-project').filter({ hasText: names[0]! })).toHaveAttribute(
    'href',
    new RegExp(`/project/project_detail\\?name=.+&uuid=[0-9a-f-]{36}$`),
  );
});

test('a meeting scheduled on a calendar day is moved, the partner is reminded, and it is cancelled', async ({
  page,
  browser,
}) => {
  const title = `项目复盘会 ${Date.now()}`;
  const on = daysAhead(3);
  const movedTo = daysAhead(4);

  await signIn(page, 'manager');
  await openMeetings(page, '日历');
  // Clicking a day schedules a meeting there, 14:00–16:00 by default.
  await page.locator(`td[title="${day(on)}"]`).click();
  const drawer = page.getByTestId('meeting-drawer');
  await expect(drawer.locator('.ant-picker-range input').first()).toHaveValue(`${day(on)} 14:00`);
  await drawer.getByTestId('meeting-drawer-submit').click();
  await expect(drawer).toContainText('请输入会议主题');
  await expect(drawer).toContainText('请选择参会人');
  await drawer.getByTestId('meeting-form-title').fill(title);
  await drawer.getByTestId('meeting-form-place').fill('2 楼小会议室');
  await drawer.getByTestId('meeting-form-attendees').click();
  await chooseOption(page, '陈建国');
  await drawer.getByTestId('meeting-drawer-submit').click();
  await expect(page.locator('.ant-message')).toContainText('例会已安排，已提醒参会人');
  await expect(drawer).toHaveCount(0);

  // The calendar shows it on its day; opening it shows the attendees (the host joins them).
  const event = page
    .locator(`td[title="${day(on)}"]`)
    .getByTestId('calendar-meeting')
    .filter({ hasText: title });
  await expect(event).toContainText('14:00');
  await event.click();
  const detail = page.getByTestId('meeting-detail');
  await expect(detail.getByTestId('meeting-detail-attendees')).toContainText('陈建国');
  await expect(detail.getByTestId('meeting-detail-attendees')).toContainText('李娜');

  // Move it a day later.
  await detail.getByTestId('meeting-detail-move').click();
  const move = page.getByTestId('meeting-move');
  await typeRange(move.locator('.ant-picker-range'), `${day(movedTo)} 09:30`, `${day(movedTo)} 11:00`);
  await move.getByTestId('meeting-move-ok').click();
  await expect(page.locator('.ant-message')).toContainText('已改期，已提醒参会人');
  await expect(detail.getByTestId('meeting-detail-time')).toHaveText(`${day(movedTo)} 09:30–11:00`);
  await detail.locator('.ant-drawer-close').click();
  await expect(detail).toHaveCount(0);
  if (on.getMonth() !== movedTo.getMonth()) await page.getByTestId('calendar-next').click();
  await expect(
    page
      .locator(`td[title="${day(movedTo)}"]`)
      .getByTestId('calendar-meeting')
      .filter({ hasText: title }),
  ).toContainText('09:30');

  // The partner, an attendee, finds the new time in the bell.
  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  await signIn(partner, 'partner');
  await partner.getByTestId('notice-bell').click();
  await partner.getByTestId('notice-tab-1').click();
  await expect(
    partner.getByTestId('notice-list-1').getByTestId('notice-item').filter({ hasText: title }).first(),
  ).toContainText(`例会「${title}」时间调整为 ${day(movedTo)} 09:30`);
  await partnerContext.close();

  // Cancelling asks first; the meeting then shows as cancelled and can no longer be moved.
  await openMeetings(page, '列表');
  await page.getByTestId('meeting-search-title').fill(title);
  await page.getByTestId('meeting-search-submit').click();
  const row = page.getByTestId('meeting-table').locator('tr', { hasText: title });
  await row.getByTestId('meeting-cancel').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText(`确定取消例会「${title}」吗？`);
  await confirmDialog(page, /取消例会/);
  await expect(row).toContainText('已取消');
  await expect(row.getByTestId('meeting-move-open')).toHaveCount(0);
});

test('a partner scores an agenda project at his meeting, then records a decision and the minutes', async ({ page }) => {
  const project = SEEDED_AGENDA[0]!;
  await signIn(page, 'partner');
  const drawer = await openMeeting(page, UPCOMING);
  const item = drawer.getByTestId('meeting-agenda').locator('tr', { hasText: project });

  // Scoring: every criterion 1–10 and a comment; the others' scores only after one's own.
  await item.getByTestId('agenda-score').click();
  const modal = page.getByTestId('score-modal');
  await expect(modal.getByTestId('score-hidden')).toBeVisible();
  await modal.getByTestId('score-submit').click();
  await expect(modal).toContainText('请为「团队」打分（1–10 分）');
  const scores = { team: 8, market: 7, product: 9, business: 6, finance: 7, valuation: 5 };
  for (const [key, value] of Object.entries(scores)) {
    await modal
      .getByTestId(`score-input-${key}`)
      .locator('li.ant-rate-star')
      .nth(value - 1)
      .click();
    await expect(modal.getByTestId(`score-input-${key}`)).toContainText(String(value));
  }
  await modal.getByTestId('score-comment').fill('团队完整，估值偏高');
  await modal.getByTestId('score-submit').click();
  await expect(page.locator('.ant-message')).toContainText('评分已提交，项目评分已更新');
  const table = modal.getByTestId('score-table');
  await expect(table.locator('tr', { hasText: '陈建国' })).toContainText('团队完整，估值偏高');
  await expect(table.locator('tr', { hasText: '陈建国' })).toContainText('7.00');
  await expect(modal.getByTestId('score-average')).toHaveText('7.00');
  await expect(modal.getByTestId('score-submit')).toHaveText('更新评分');
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);

  // The decision on the project, with a remark.
  await item.getByTestId('agenda-decide').click();
  const decision = page.getByTestId('decision-form');
  await decision.getByText('继续跟进').click();
  await decision.getByTestId('decision-remark').fill('补充财务尽调后再议');
  await decision.getByTestId('decision-form-ok').click();
  await expect(decision).toHaveCount(0);
  await expect(item).toContainText('继续跟进');
  await expect(item).toContainText('补充财务尽调后再议');

  // The minutes, saved explicitly: the meeting now counts as held.
  await drawer.getByTestId('meeting-minutes').fill('审议智算云等项目：智算云需补充财务尽调。');
  await drawer.getByTestId('meeting-minutes-save').click();
  await expect(page.locator('.ant-message')).toContainText('纪要已保存');
  await expect(drawer.getByTestId('meeting-detail-status')).toHaveText('已召开');
  await expect(drawer.getByTestId('meeting-detail-move')).toHaveCount(0);
});
