import { expect, test, type Page } from '@playwright/test';
import { confirmDialog, SIGN_IN_WAIT, signIn } from './helpers';

const stamp = Date.now().toString(36);
const ROLE_NAME = `E2E 受限角色 ${stamp}`;
const ROLE_ALIAS = `e2e_${stamp}`;
const ACCOUNT = `e2e${stamp}`;
const USER_PASSWORD = 'Limited@2026';

async function signOut(page: Page) {
  await page.getByTestId('user-dropdown').click();
  await page.getByTestId('logout').click();
  await confirmDialog(page, /确\s*定/);
  await expect(page).toHaveURL(/\/login/);
}

test('an administrator grants a role only some menus and buttons; its user sees only those', async ({ page }) => {
  // A long journey: two sign-ins, a role, a grant, a user, and the clean-up.
  test.setTimeout(150_000);
  await signIn(page, 'itadmin');

  // A new role.
  await page.goto('/system/role');
  await expect(page.getByTestId('role-page')).toBeVisible();
  await page.getByTestId('role-add').click();
  const roleDrawer = page.getByTestId('role-drawer');
  await roleDrawer.getByTestId('role-form-alias').fill('Bad-Code');
  await roleDrawer.getByTestId('role-drawer-submit').click();
  await expect(roleDrawer).toContainText('以小写字母开头');
  await expect(roleDrawer).toContainText('请输入角色名称');
  await roleDrawer.getByTestId('role-form-name').fill(ROLE_NAME);
  await roleDrawer.getByTestId('role-form-alias').fill(ROLE_ALIAS);
  await roleDrawer.getByTestId('role-drawer-submit').click();
  await expect(roleDrawer).toBeHidden();
  const roleRow = page.getByTestId('role-table').locator('tr.ant-table-row', { hasText: ROLE_ALIAS });
  await expect(roleRow).toContainText(ROLE_NAME);
  await expect(roleRow.locator('td').nth(3)).toHaveText('0');

  // Grant 首页, 基金管理 with only 新增, and 参数管理 read-only.
  await roleRow.getByTestId('role-grant').click();
  const grant = page.getByTestId('role-grant-drawer');
  await expect(grant).toContainText(`权限设置 · ${ROLE_NAME}`);
  await expect(grant.getByTestId('grant-node-home')).toBeVisible();
  // A new role grants nothing yet.
  await expect(grant.locator('.ant-tree-checkbox-checked')).toHaveCount(0);
  await grant.getByTestId('grant-node-home').click();
  // Ticking a button ticks its page too.
  await grant.getByTestId('grant-node-fund_add').click();
  await expect(
    grant
      .locator('.ant-tree-treenode', { has: page.getByTestId('grant-node-fund:view') })
      .locator('.ant-tree-checkbox'),
  ).toHaveClass(/ant-tree-checkbox-checked/);
  await grant.getByTestId('grant-node-param:view').click();
  const sent = page.waitForRequest((r) => r.url().includes('/api/blade-system/role/grant'));
  await grant.getByTestId('role-grant-save').click();
  const body = (await sent).postDataJSON() as { roleIds: string[]; menuIds: string[] };
  expect(body.roleIds).toHaveLength(1);
  // home, fund, fund_add, param and its group (system): the half-checked parents are sent too.
  expect(body.menuIds).toHaveLength(5);
  await expect(page.getByText('权限已保存').first()).toBeVisible();
  await expect(grant).toBeHidden();

  // Opening it again shows exactly what was granted.
  await roleRow.getByTestId('role-grant').click();
  const checked = grant.locator('.ant-tree-checkbox-checked + .ant-tree-node-content-wrapper');
  await expect(checked).toHaveText(['首页', '访问页面', '新增', '访问页面']);
  await grant.getByRole('button', { name: /取\s*消/ }).click();

  // A user with that role.
  await page.goto('/system/user');
  await expect(page.getByTestId('user-page')).toBeVisible();
  await page.getByTestId('user-add').click();
  const userDrawer = page.getByTestId('user-drawer');
  await userDrawer.getByTestId('user-form-account').fill(ACCOUNT);
  await userDrawer.getByTestId('user-form-name').fill('受限用户');
  await userDrawer.getByTestId('user-form-password').fill(USER_PASSWORD);
  await userDrawer.getByTestId('user-form-password2').fill('Mismatch@1');
  await userDrawer.getByTestId('user-form-phone').fill('1381234567');
  await userDrawer.getByTestId('user-drawer-submit').click();
  await expect(userDrawer).toContainText('两次密码输入不一致');
  await expect(userDrawer).toContainText('手机号码长度不为11位');
  await expect(userDrawer).toContainText('请选择所属角色');
  await userDrawer.getByTestId('user-form-password2').fill(USER_PASSWORD);
  await userDrawer.getByTestId('user-form-phone').fill('13812345678');
  await userDrawer.getByTestId('user-form-roles').click();
  await page.locator('.ant-select-tree-node-content-wrapper', { hasText: ROLE_NAME }).click();
  await page.keyboard.press('Escape');
  const created = page.waitForRequest((r) => r.url().includes('/api/blade-user/submit'));
  await userDrawer.getByTestId('user-drawer-submit').click();
  // The password crosses the wire as MD5 hex.
  expect(((await created).postDataJSON() as { password: string }).password).toMatch(/^[0-9a-f]{32}$/);
  await expect(userDrawer).toBeHidden();

  await page.getByTestId('user-search-account').fill(ACCOUNT);
  await page.getByTestId('user-search-submit').click();
  const userRow = page.getByTestId('user-table').locator('tr.ant-table-row', { hasText: ACCOUNT });
  await expect(page.getByTestId('user-table').locator('tr.ant-table-row')).toHaveCount(1);
  await expect(userRow).toContainText(ROLE_NAME);
  await expect(userRow).toContainText('正常');
  await expect(userRow.getByTestId('user-unlock')).toHaveCount(0);

  // Reset password asks first, then shows a one-time password once; the user must change it.
  await userRow.getByTestId('user-reset').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('一次性密码');
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /重置密码/ })
    .click();
  const notice = page.getByTestId('one-time-password-notice');
  await expect(notice).toContainText('只显示这一次');
  const oneTimePassword = (await page.getByTestId('one-time-password').innerText()).trim();
  expect(oneTimePassword).toMatch(/^\S{12}$/);
  await confirmDialog(page, /确\s*定|知道了|OK/);
  await expect(notice).toBeHidden();

  // The role now counts one user.
  await page.goto('/system/role');
  await expect(roleRow.locator('td').nth(3)).toHaveText('1');

  // The new user sees only what the role grants.
  // Signed in with the one-time password, the user sees nothing but the change of password.
  await signOut(page);
  await page.goto('/login');
  await page.getByTestId('login-account').fill(ACCOUNT);
  await page.getByTestId('login-password').fill(oneTimePassword);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('forced-password-page')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  await page.getByTestId('password-old').fill(oneTimePassword);
  await page.getByTestId('password-new').fill(USER_PASSWORD);
  await page.getByTestId('password-confirm').fill(USER_PASSWORD);
  await page.getByTestId('password-save').click();
  await expect(page.getByTestId('side-menu')).toBeVisible({ timeout: SIGN_IN_WAIT });
  await expect(page.getByTestId('forced-password-page')).toHaveCount(0);
  const menu = page.getByTestId('side-menu');
  for (const name of ['首页', '基金管理', '系统管理']) {
    await expect(menu.getByText(name, { exact: true })).toBeVisible();
  }
  for (const name of ['项目管理', '例会管理', '审批管理']) {
    await expect(menu.getByText(name, { exact: true })).toHaveCount(0);
  }
  await menu.getByText('系统管理', { exact: true }).click();
  await expect(menu.getByText('参数管理', { exact: true })).toBeVisible();
  for (const name of ['用户管理', '角色管理', '字典(横向)', '客户端错误日志']) {
    await expect(menu.getByText(name, { exact: true })).toHaveCount(0);
  }

  // Read-only on the parameter page: the list, but no add, edit or delete.
  await menu.getByText('参数管理', { exact: true }).click();
  await expect(page).toHaveURL(/\/system\/param$/);
  const table = page.getByTestId('param-table');
  await expect(table.locator('tr.ant-table-row').first()).toBeVisible();
  await expect(table).toContainText('lock.idleMinutes');
  await expect(page.getByTestId('param-add')).toHaveCount(0);
  await expect(page.getByTestId('param-edit')).toHaveCount(0);
  await expect(page.getByTestId('param-delete')).toHaveCount(0);
  await expect(table.locator('.ant-table-selection-column')).toHaveCount(0);
  await expect(table.locator('thead')).not.toContainText('操作');

  // And the server refuses what the console does not offer.
  const refused = await page.evaluate(async () => {
    const token = JSON.parse(decodeURIComponent(document.cookie.match(/invest-token=([^;]+)/)![1]!)) as {
      content: string;
    };
    const res = await fetch('/api/blade-system/param/submit', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${btoa('invest-console:invest-console-secret')}`,
        'Blade-Auth': `bearer ${token.content}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ paramName: 'x', paramKey: 'e2e.refused', paramValue: '1' }),
    });
    return res.status;
  });
  expect(refused).toBe(403);

  // Back as the administrator: a role with users cannot be deleted.
  await signOut(page);
  await signIn(page, 'itadmin');
  await page.goto('/system/role');
  await roleRow.getByTestId('role-delete').click();
  await confirmDialog(page, /删\s*除/);
  await expect(page.getByText(`角色「${ROLE_NAME}」下仍有用户，不能删除`)).toBeVisible();

  // Assign the user another role instead (replacing the limited one), then delete the user.
  await page.goto('/system/user');
  await page.getByTestId('user-search-account').fill(ACCOUNT);
  await page.getByTestId('user-search-submit').click();
  await userRow.getByTestId('user-more').click();
  await page.getByTestId('user-role').click();
  const assign = page.getByRole('dialog', { name: '为 1 个用户分配角色' });
  await expect(assign).toContainText(ROLE_NAME);
  await assign.locator('.ant-select').click();
  await page.keyboard.press('Backspace');
  await page.locator('.ant-select-tree-node-content-wrapper', { hasText: '分析师' }).click();
  await assign.getByText('所选角色将替换这些用户现有的角色。').click();
  await page.locator('#user-assign-ok').click();
  await expect(assign).toBeHidden();
  await expect(userRow).toContainText('分析师');
  await expect(userRow).not.toContainText(ROLE_NAME);

  await userRow.getByTestId('user-more').click();
  await page.getByTestId('user-delete').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('受限用户');
  await confirmDialog(page, /删\s*除/);
  await expect(page.getByTestId('user-table')).toContainText('暂无用户');

  // Now the role has no users and goes.
  await page.goto('/system/role');
  await expect(roleRow.locator('td').nth(3)).toHaveText('0');
  await roleRow.getByTestId('role-delete').click();
  await confirmDialog(page, /删\s*除/);
  await expect(roleRow).toHaveCount(0);
});
