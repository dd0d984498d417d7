import { expect, test, type Page } from '@playwright/test';
import { confirmDialog, signIn } from './helpers';

/** Issue 14, languages and layout: texts that fit, tables whose pinned column hides nothing, a top menu with room. */

async function signInEnglish(page: Page, account = 'admin'): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-language-en').click();
  await expect(page.locator('#login-title')).toHaveText('Sign in');
  await signIn(page, account);
}

/** Elements whose text is cut (wider than their box). */
const cut = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));

test('English at 1440 px: the product title stays on one line and card titles are not cut', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInEnglish(page);
  const title = page.locator('a[title="Investment Project Console"] span');
  await expect(title).toHaveText('Investment Project Console');
  expect(await cut(page, 'a[title="Investment Project Console"] span')).toEqual([]);
  // One line: no taller than its line height.
  const box = (await title.boundingBox())!;
  expect(box.height).toBeLessThan(24);

  await expect(page.getByText('Newest projects', { exact: true })).toBeVisible();
  await expect(page.getByText('Latest reminders', { exact: true })).toBeVisible();
  expect(await cut(page, '.ant-card-head-title')).toEqual([]);
});

/** In the first row, where the last scrolling cell ends and where the pinned actions cell starts. */
async function lastCellAndPinned(page: Page, tableTestId: string) {
  const row = page.getByTestId(tableTestId).locator('tr.ant-table-row').first();
  await expect(row).toBeVisible();
  return row.evaluate((tr) => {
    const cells = [...tr.children] as HTMLElement[];
    const pinned = cells.find((c) => c.className.includes('ant-table-cell-fix-end'))!;
    const last = cells[cells.indexOf(pinned) - 1]!;
    return { lastRight: last.getBoundingClientRect().right, pinnedLeft: pinned.getBoundingClientRect().left };
  });
}

for (const [account, path, table] of [
  ['admin', '/fund/index', 'fund-table'],
  ['admin', '/project/list', 'project-table'],
  ['admin', '/system/user', 'user-table'],
] as const) {
  test(`at 1440 px the pinned actions column covers no cell of ${path} (${account})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, account);
    await page.goto(path);
    const { lastRight, pinnedLeft } = await lastCellAndPinned(page, table);
    expect(lastRight).toBeLessThanOrEqual(pinnedLeft + 1);
  });
}

/** The cells of the named columns whose text takes more than one line (a name broken as "普惠信 / 贷"). */
async function wrappedCells(page: Page, tableTestId: string, titles: string[]) {
  const table = page.getByTestId(tableTestId);
  await expect(table.locator('tr.ant-table-row').first()).toBeVisible();
  return table.evaluate((root, titles) => {
    const heads = [...root.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    const columns = titles.map((title) => heads.indexOf(title));
    const linesOf = (cell: Element) => {
      const tops = new Set<number>();
      const texts = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      return tops.size;
    };
    return [...root.querySelectorAll('tr.ant-table-row')].flatMap((tr) =>
      columns.flatMap((i) => (linesOf(tr.children[i]!) > 1 ? [tr.children[i]!.textContent ?? ''] : [])),
    );
  }, titles);
}

for (const [path, table, titles] of [
  ['/project/list', 'project-table', ['项目名称', '轮次', '负责人']],
  ['/fund/index', 'fund-table', ['基金编号', '基金规模', '已投金额']],
] as const) {
  test(`at 1440 px ${path} keeps names, codes and amounts whole, on one line each`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'admin');
    await page.goto(path);
    expect(await wrappedCells(page, table, [...titles])).toEqual([]);
  });
}

test('at 1000 px every top menu shows, with no "…" overflow item, in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await signIn(page, 'admin');
  const check = async (names: string[]) => {
    const top = page.getByTestId('top-menu');
    await expect(top.getByTestId('top-menu-item')).toHaveText(names);
    // antd keeps overflowed items in the DOM, transparent, and shows a "…" item instead.
    await expect
      .poll(() =>
        top.locator('li').evaluateAll((lis) =>
          lis.map((li) => ({
            rest: li.className.includes('overflow-item-rest'),
            shown: getComputedStyle(li).opacity === '1',
          })),
        ),
      )
      .toEqual([...names.map(() => ({ rest: false, shown: true })), { rest: true, shown: false }]);
  };
  await check(['全部', '投资业务', '系统管理']);
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-en').click();
  await check(['All', 'Investment', 'Administration']);
});

test("at 500 px the search form's fields are all as wide as the row", async ({ page }) => {
  await signIn(page, 'admin');
  await page.setViewportSize({ width: 500, height: 900 });
  await page.goto('/project/list');
  const right = async (testId: string) => {
    const field = page
      .getByTestId(testId)
      .locator('xpath=ancestor-or-self::*[contains(@class,"ant-input-affix-wrapper")][1]');
    const box = (await field.boundingBox())!;
    return Math.round(box.x + box.width);
  };
  await expect(page.getByTestId('project-search-keyword')).toBeVisible();
  expect(await right('project-search-keyword')).toBe(await right('project-search-name'));
});

test('the new-project drawer and the search form have distinct ids, so each label focuses its own field', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/project/list');
  await page.getByTestId('project-add').click();
  const drawer = page.getByTestId('project-drawer');
  await expect(drawer).toBeVisible();
  const duplicates = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    return ids.filter((id, i) => ids.indexOf(id) !== i);
  });
  expect(duplicates).toEqual([]);
  // Clicking the drawer's "project name" label puts the cursor in the drawer's field.
  const label = drawer.locator('label', { hasText: '项目名称' }).first();
  await label.click();
  const focused = await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="project-drawer"]')));
  expect(focused).toBe(true);
});

test('collapsing the sidebar leaves no tooltip behind', async ({ page }) => {
  await signIn(page, 'admin');
  const toggle = page.getByTestId('menu-toggle');
  await toggle.hover();
  const tooltip = page.locator('.ant-tooltip:not(.ant-tooltip-hidden)');
  await expect(tooltip).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(tooltip).toHaveCount(0);
});

test('Esc still closes the error log after an upload', async ({ page }) => {
  await signIn(page, 'itadmin');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e boom for the error log');
    }, 0);
  });
  await page.getByTestId('errorlog-button').click();
  const dialog = page.getByTestId('errorlog-dialog');
  await expect(dialog.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await dialog.getByTestId('errorlog-upload').click();
  await confirmDialog(page, /确\s*定/);
  await expect(dialog.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the Hey and VIP themes paint buttons and links in their own colour, not orange', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/fund/index');
  const search = page.getByTestId('fund-search').locator('button.ant-btn-primary');
  for (const [theme, rgb] of [
    ['theme-hey', 'rgb(106, 17, 203)'],
    ['theme-vip', 'rgb(184, 134, 43)'],
  ] as const) {
    await page.evaluate((name) => {
      localStorage.setItem('invest-themeName', JSON.stringify({ content: name, datetime: Date.now() }));
    }, theme);
    await page.reload();
    await expect(search).toHaveCSS('background-color', rgb);
  }
});

for (const width of [1440, 1100]) {
  test(`English at ${width} px: the home charts' names are shown whole, left of their bars, values inside the card`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInEnglish(page);
    for (const chart of ['chart-funnel', 'chart-fund', 'chart-industry']) {
      const bars = page.getByTestId(`${chart}-bars`).getByRole('link');
      await expect(bars.first()).toBeVisible();
      // Each bar is its name, then its track: the bar and the value at its end.
      const misplaced = await bars.evaluateAll((links) =>
        links.flatMap((link) => {
          const [label, track] = [...link.children] as HTMLElement[];
          const [fill, value] = [...track!.children];
          const card = link.closest('.ant-card')!.getBoundingClientRect();
          const [l, f, v] = [label!, fill!, value!].map((e) => e.getBoundingClientRect());
          const name = label!.textContent;
          return [
            label!.scrollWidth > label!.clientWidth && `${name}: cut`,
            l!.right > f!.left && `${name}: over its bar`,
            (l!.left < card.left || v!.right > card.right) && `${name}: outside the card`,
          ].filter(Boolean);
        }),
      );
      expect(misplaced, chart).toEqual([]);
    }
  });
}
