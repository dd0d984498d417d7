import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Invest@2026';

/** Signs in through the real sign-in page and waits for the shell. */
export async function signIn(page: Page, account = 'admin', password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('side-menu')).toBeVisible({ timeout: SIGN_IN_WAIT });
}

/**
 * How long a journey waits for the shell after signing in. Sign-in hashes the password (argon2) and
 * loads the shell's chunks: seconds on a loaded 2-core machine. Speed is measured by the benchmarks,
 * not here; this only keeps a busy machine from failing a journey.
 */
export const SIGN_IN_WAIT = 30_000;

export const BASIC = `Basic ${Buffer.from('invest-console:invest-console-secret').toString('base64')}`;

/** An access token for a seeded user, straight from the token endpoint (for API set-up in a journey). */
export async function tokenOf(request: APIRequestContext, account: string): Promise<string> {
  const res = await request.post('/api/blade-auth/oauth/token', {
    headers: { Authorization: BASIC, 'Tenant-Id': '000000' },
    params: {
      tenantId: '000000',
      username: account,
      password: createHash('md5').update(PASSWORD).digest('hex'),
      grant_type: 'password',
      scope: 'all',
      type: 'account',
    },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * Confirms the open Modal.confirm with the named button. A click during the dialog's opening
 * animation can be lost on a loaded machine: click again only while the dialog is still there
 * (its button ignores clicks while the action runs).
 */
export async function confirmDialog(page: Page, name: RegExp): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm');
  await expect(async () => {
    if (await dialog.count()) await dialog.getByRole('button', { name }).click({ timeout: 2000 });
    await expect(dialog).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/** The headers of an API call as a signed-in user (for set-up and checks beside a journey). */
export const authHeaders = (token: string) => ({ Authorization: BASIC, 'Blade-Auth': `bearer ${token}` });

/** A seeded user's id, looked up by account. */
export async function userIdOf(request: APIRequestContext, token: string, account: string): Promise<string> {
  const res = await request.get('/api/blade-user/user-list', {
    headers: authHeaders(token),
    params: { keyword: account },
  });
  return ((await res.json()) as { data: { id: string; account: string }[] }).data.find((u) => u.account === account)!
    .id;
}

/**
 * The analyst asks the manager for leave (from 09:00 on `start` to 18:00 `days` days later, so a
 * request of more than 3 days also needs a partner); answers the instance's id.
 */
export async function requestLeave(
  request: APIRequestContext,
  { days, reason, start = '2027-04-05' }: { days: number; reason: string; start?: string },
): Promise<string> {
  const analyst = await tokenOf(request, 'analyst');
  const manager = await userIdOf(request, analyst, 'manager');
  const startable = await request.get('/api/blade-flow/work/start-list', { headers: authHeaders(analyst) });
  const defs = ((await startable.json()) as { data: { records: { id: string; key: string }[] } }).data.records;
  const end = new Date(`${start}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + days - 1);
  const res = await request.post('/api/blade-desk/process/leave/start-process', {
    headers: authHeaders(analyst),
    data: {
      processDefinitionId: defs.find((d) => d.key === 'Leave')!.id,
      taskUser: manager,
      startTime: `${start} 09:00:00`,
      endTime: `${end.toISOString().slice(0, 10)} 18:00:00`,
      reason,
    },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { processInstanceId: string } }).data.processInstanceId;
}

/** The task of an instance in a user's 待办 (or 待签, `box: 'claim'`), if there is one. */
export async function waitingTask(
  request: APIRequestContext,
  account: string,
  processInstanceId: string,
  box: 'todo' | 'claim' = 'todo',
): Promise<{ taskId: string; taskName: string } | undefined> {
  const token = await tokenOf(request, account);
  const res = await request.get(`/api/blade-flow/work/${box}-list`, {
    headers: authHeaders(token),
    params: { size: 100 },
  });
  const records = (
    (await res.json()) as {
      data: { records: { taskId: string; taskName: string; processInstanceId: string }[] };
    }
  ).data.records;
  return records.find((r) => r.processInstanceId === processInstanceId);
}

/** Acts on a task by API (set-up for a journey): `complete-task`, `claim-task` or an administrator's delete. */
export async function act(
  request: APIRequestContext,
  account: string,
  action:
    | { kind: 'complete'; taskId: string; processInstanceId: string; flag: 'ok' | 'reject'; comment: string }
    | { kind: 'claim'; taskId: string }
    | { kind: 'delete'; processInstanceId: string },
): Promise<void> {
  const headers = authHeaders(await tokenOf(request, account));
  const res =
    action.kind === 'complete'
      ? await request.post('/api/blade-flow/work/complete-task', {
          headers,
          data: {
            taskId: action.taskId,
            processInstanceId: action.processInstanceId,
            flag: action.flag,
            comment: action.comment,
          },
        })
      : action.kind === 'claim'
        ? await request.post('/api/blade-flow/work/claim-task', { headers, params: { taskId: action.taskId } })
        : await request.post('/api/blade-flow/follow/delete-process-instance', {
            headers,
            params: { processInstanceId: action.processInstanceId, deleteReason: '旅程结束' },
          });
  expect(res.ok()).toBe(true);
}

/** The console's public settings (tenant and captcha mode), as a route pattern. */
export const PUBLIC_SETTINGS = '**/api/blade-system/config/public';

/**
 * The sign-in page as in another mode: the server's own public settings with `changes` laid over
 * them, the only call changed. With `held`, the answer waits until the returned function is called
 * (a page that submits before it knows the mode).
 */
export async function routeSettings(
  page: Page,
  changes: { tenantMode?: boolean; captchaMode?: boolean },
  { held = false } = {},
): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  await page.route(PUBLIC_SETTINGS, async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: Record<string, unknown> };
    await released;
    await route.fulfill({ response: res, json: { ...body, data: { ...body.data, ...changes } } });
  });
  return release;
}
