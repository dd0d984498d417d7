import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASIC, confirmDialog, signIn, tokenOf } from './helpers';

/** A seeded reserve project managed by the manager, with a registry entry, that the analyst is not a member of. */
const PROJECT = '灵犀语音';
/** A seeded terminated project. */
const TERMINATED = '鲜到家';
const PDF_NAME = '灵犀语音-投资备忘录.pdf';
/** A tiny PDF: the server types files by their extension; the bytes only need to be a PDF for the preview. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function projectOf(request: APIRequestContext, name: string): Promise<{ id: string; uuid: string }> {
  const token = await tokenOf(request, 'manager');
  const found = await request.get('/api/project/project/getByName', {
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` },
    params: { name },
  });
  return ((await found.json()) as { data: { id: string; uuid: string } }).data;
}

async function openProject(page: Page, request: APIRequestContext, name: string) {
  const { uuid } = await projectOf(request, name);
  await page.goto(`/project/project_detail?name=${encodeURIComponent(name)}&uuid=${uuid}`);
  await expect(page.getByTestId('project-detail-name')).toHaveText(name);
}

/** Picks an option of the antd Select inside `field` by its visible text. */
async function choose(page: Page, field: ReturnType<Page['getByTestId']>, text: string) {
  await field.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

const tab = (page: Page, name: string) => page.getByTestId('project-tabs').getByRole('tab', { name }).click();

test.describe.serial('a project worked on by its team, and read by others', () => {
  test('the manager adds a member, edits, uploads, previews and downloads a file, adds a résumé and attributes, compares with the registry, and moves it forward', async ({
    page,
    request,
  }) => {
    test.slow(); // A long journey: a dozen saves, an upload and two downloads.
    await signIn(page, 'manager');
    await openProject(page, request, PROJECT);
    await expect(page.getByTestId('project-detail-stage')).toHaveText('储备');
    await expect(page.getByTestId('project-detail-amount')).toContainText('500 – 1,000 万元');
    await expect(page.getByTestId('project-read-only')).toHaveCount(0);

    // Team: add the partner as a reviewer.
    await page.getByTestId('project-member-add').click();
    const memberDrawer = page.getByTestId('project-member-drawer');
    await choose(page, memberDrawer.getByTestId('project-member-user'), '陈建国');
    await choose(page, memberDrawer.getByTestId('project-member-role'), '复核人');
    await page.getByTestId('project-member-drawer-submit').click();
    await expect(memberDrawer).toBeHidden();
    await expect(page.getByTestId('project-member').filter({ hasText: '陈建国' })).toContainText('复核人');

    // Edit: a region that differs from the registry's; a reversed range is refused in the form.
    await page.getByTestId('project-edit').click();
    const editDrawer = page.getByTestId('project-edit-drawer');
    await editDrawer.getByTestId('project-form-amountMin').fill('2000');
    await page.getByTestId('project-edit-drawer-submit').click();
    await expect(editDrawer).toContainText('上限不能小于下限');
    await editDrawer.getByTestId('project-form-amountMin').fill('600');
    await editDrawer.getByTestId('project-form-region').fill('北京海淀');
    await page.getByTestId('project-edit-drawer-submit').click();
    await expect(editDrawer).toBeHidden();
    await expect(page.getByTestId('project-detail-amount')).toContainText('600 – 1,000 万元');
    await expect(page.getByTestId('project-detail-overview')).toContainText('北京海淀');

    // Files: upload a PDF as a business plan, watch it finish, preview it, download it.
    await tab(page, '文件');
    await expect(page.getByTestId('file-upload-category')).toContainText('商业计划书');
    await page
      .getByTestId('project-files')
      .locator('input[type=file]')
      .setInputFiles({ name: PDF_NAME, mimeType: 'application/pdf', buffer: PDF });
    const upload = page.getByTestId('file-upload-item').filter({ hasText: PDF_NAME });
    await expect(upload).toHaveAttribute('data-status', 'success');
    await expect(upload).toContainText('上传完成');
    await expect(upload.locator('.ant-progress-status-success')).toBeVisible();
    const row = page.getByTestId('project-file-table').locator('tr', { hasText: PDF_NAME });
    await expect(row).toContainText('商业计划书');
    await expect(row).toContainText('李娜');

    await row.getByTestId('file-preview-open').click();
    const frame = page.getByTestId('file-preview-frame');
    await expect(frame).toHaveAttribute('src', /^blob:/);
    const downloaded = page.waitForEvent('download');
    await page.getByTestId('file-preview-download').click();
    expect((await downloaded).suggestedFilename()).toBe(PDF_NAME);
    await page.keyboard.press('Escape');
    await expect(frame).toBeHidden();

    const again = page.waitForEvent('download');
    await row.getByTestId('file-download').click();
    const file = await again;
    expect(file.suggestedFilename()).toBe(PDF_NAME);
    expect(
      (await import('node:fs'))
        .readFileSync((await file.path())!)
        .subarray(0, 8)
        .toString(),
    ).toBe('%PDF-1.4');

    // A note filed under "other": previewed as text, then deleted after confirming.
    await choose(page, page.getByTestId('file-upload-category'), '其他');
    await page
      .getByTestId('project-files')
      .locator('input[type=file]')
      .setInputFiles({ name: '访谈纪要.txt', mimeType: 'text/plain', buffer: Buffer.from('创始人访谈：团队十二人') });
    await expect(page.getByTestId('file-upload-item').filter({ hasText: '访谈纪要.txt' })).toHaveAttribute(
      'data-status',
      'success',
    );
    const note = page.getByTestId('project-file-table').locator('tr', { hasText: '访谈纪要.txt' });
    await expect(note).toContainText('其他');
    await note.getByTestId('file-preview-open').click();
    await expect(page.getByTestId('file-preview-text')).toHaveText('创始人访谈：团队十二人');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('file-preview-text')).toBeHidden();
    await note.getByTestId('file-delete').click();
    await confirmDialog(page, /删\s*除/);
    await expect(note).toHaveCount(0);
    await expect(page.getByTestId('file-category-filter')).toContainText('其他 (0)');

    // Résumés.
    await tab(page, '核心人员');
    await expect(page.getByTestId('project-resumes-empty')).toBeVisible();
    await page.getByTestId('resume-add').click();
    await page.getByTestId('resume-name').fill('王晓');
    await page.getByTestId('resume-position').fill('创始人兼CEO');
    await page.getByTestId('resume-experience').fill('曾任某语音公司首席科学家');
    await page.getByTestId('resume-drawer-submit').click();
    await expect(page.getByTestId('resume-drawer')).toBeHidden();
    await expect(page.getByTestId('project-resumes')).toContainText('创始人兼CEO');

    // Attributes.
    await tab(page, '项目属性');
    await expect(page.getByTestId('project-attrs-empty')).toBeVisible();
    await page.getByTestId('attrs-edit').click();
    await page.getByTestId('attrs-input-employees').fill('120');
    await page.getByTestId('attrs-input-patents').fill('18');
    await page.getByTestId('attrs-drawer-submit').click();
    await expect(page.getByTestId('attrs-drawer')).toBeHidden();
    await expect(page.getByTestId('attr-employees')).toHaveText('120');
    await expect(page.getByTestId('attr-patents')).toHaveText('18');

    // Registry: the edited region now differs, and only its differing part is marked.
    await tab(page, '工商信息');
    await expect(page.getByTestId('project-registry')).toContainText('灵犀语音智能科技有限公司');
    await expect(page.getByTestId('project-contrast-summary')).toContainText('有 1 项');
    const region = page.getByTestId('contrast-region');
    await expect(region).toHaveAttribute('data-match', 'false');
    await expect(region.getByTestId('registry-diff-mark')).toHaveText('海淀');
    await expect(page.getByTestId('contrast-companyName')).toHaveAttribute('data-match', 'true');

    // Forward one stage, recorded in the history.
    await page.getByTestId('project-stage').click();
    const stageDrawer = page.getByTestId('project-stage-drawer');
    await expect(stageDrawer.getByTestId('project-stage-option-9')).toBeVisible();
    await stageDrawer.getByTestId('project-stage-option-1').click();
    await stageDrawer.getByTestId('project-stage-comment').fill('例会通过，立项');
    await page.getByTestId('project-stage-drawer-submit').click();
    await expect(stageDrawer).toBeHidden();
    await expect(page.getByTestId('project-detail-stage')).toHaveText('立项');
    await tab(page, '概览');
    await expect(page.getByTestId('project-detail-steps')).toContainText('由「储备」推进至「立项」');
    await expect(page.getByTestId('project-detail-steps')).toContainText('例会通过，立项');
  });

  test('the analyst, a reader, sees the project without edit controls and still downloads its file', async ({
    page,
    request,
  }) => {
    await signIn(page, 'analyst');
    await openProject(page, request, PROJECT);
    await expect(page.getByTestId('project-detail-stage')).toHaveText('立项');
    await expect(page.getByTestId('project-detail-team')).toContainText('陈建国');
    await expect(page.getByTestId('project-actions')).toHaveCount(0);
    await expect(page.getByTestId('project-member-add')).toHaveCount(0);
    await expect(page.getByTestId('project-member-remove')).toHaveCount(0);

    await tab(page, '文件');
    const row = page.getByTestId('project-file-table').locator('tr', { hasText: PDF_NAME });
    await expect(row).toBeVisible();
    await expect(page.getByTestId('file-upload')).toHaveCount(0);
    await expect(row.getByTestId('file-delete')).toHaveCount(0);
    const downloaded = page.waitForEvent('download');
    await row.getByTestId('file-download').click();
    expect((await downloaded).suggestedFilename()).toBe(PDF_NAME);

    await tab(page, '核心人员');
    await expect(page.getByTestId('project-resumes')).toContainText('王晓');
    await expect(page.getByTestId('resume-add')).toHaveCount(0);
    await tab(page, '项目属性');
    await expect(page.getByTestId('attr-employees')).toHaveText('120');
    await expect(page.getByTestId('attrs-edit')).toHaveCount(0);
  });
});

test('a terminated project is read only, even for its manager', async ({ page, request }) => {
  await signIn(page, 'manager');
  await openProject(page, request, TERMINATED);
  await expect(page.getByTestId('project-detail-stage')).toHaveText('终止');
  await expect(page.getByTestId('project-read-only')).toContainText('只能查看');
  await expect(page.getByTestId('project-detail-steps')).toContainText('由「储备」推进至「终止」');
  await expect(page.getByTestId('project-actions')).toHaveCount(0);
  await expect(page.getByTestId('project-member-add')).toHaveCount(0);
  await tab(page, '文件');
  await expect(page.getByTestId('project-files')).toBeVisible();
  await expect(page.getByTestId('file-upload')).toHaveCount(0);
});

test('the investment decision is enforced: moving a committee project to invested shows the server refusal', async ({
  page,
  request,
}) => {
  // 数据盾 (committee, the manager's) has no approved investment decision in the sample pipeline.
  await signIn(page, 'manager');
  await openProject(page, request, '数据盾');
  await tab(page, '审批');
  await expect(page.getByTestId('project-approvals')).toBeVisible();
  await page.getByTestId('project-stage').click();
  const drawer = page.getByTestId('project-stage-drawer');
  await drawer.getByTestId('project-stage-option-4').click();
  await drawer.getByTestId('project-stage-invested').fill('3000');
  await page.getByTestId('project-stage-drawer-submit').click();
  await expect(drawer).toContainText('投资决策');
  await expect(drawer).toBeVisible();
  await page.getByTestId('project-stage-drawer-cancel').click();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('project-detail-stage')).toHaveText('投决');
});

test('a project_manage reminder opens the project: added to a team, the analyst clicks it in the bell', async ({
  page,
  request,
}) => {
  // The manager adds the analyst to a seeded project's team through the API, as the project screen would.
  const manager = await tokenOf(request, 'manager');
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${manager}` };
  const project = await projectOf(request, '医联科技');
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
  await expect(page.getByTestId('tab-bar')).toContainText('医联科技');
  // Spec §3: the detail page is in the project list's menu group: that item stays selected, and
  // the tab carries the group.
  await expect(page.getByTestId('side-menu').locator('.ant-menu-item-selected')).toHaveText('项目列表');
  const tab = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('invest-tag') ?? '{}') as { content?: { group?: string[] } }).content,
  );
  expect(tab?.group).toEqual(['/project/list', '/project/project_detail']);
  await expect(page.getByTestId('project-detail-steps')).toContainText('由「立项」推进至「尽调」');
  await expect(page.getByTestId('project-detail-team')).toContainText('张敏');
  await expect(page.getByTestId('project-detail')).toContainText('万元');
  // A reviewer reads but does not edit.
  await expect(page.getByTestId('project-actions')).toHaveCount(0);
});

test('an unknown project shows a clear notice, not a blank page', async ({ page }) => {
  await signIn(page, 'analyst');
  await page.goto('/project/project_detail?name=x&uuid=00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('project-detail-missing')).toContainText('项目不存在或您没有查看权限');
});
