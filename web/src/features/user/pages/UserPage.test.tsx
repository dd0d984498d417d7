import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRecord } from '@invest/contract/user';
import UserPage from './UserPage';
import { mountInConsole } from '../../../test/mountInConsole';
import { waitForScreen } from '../../../test/mountRoot';

const getData = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api', async () => (await import('../../../test/callViaHttp')).callViaHttp(getData));

const waiting: UserRecord = {
  id: '101',
  tenantId: '000000',
  account: 'newcomer',
  name: '新人',
  realName: '',
  email: '',
  phone: '',
  sex: 0,
  avatar: '',
  status: 2,
  roleIds: [],
  roleNames: [],
  roleNamesEn: [],
  locked: false,
  createTime: '2026-11-30 08:00:00',
};

const WAIT = { timeout: 10_000 };
const screen = mountInConsole();

beforeEach(() => {
  getData.mockImplementation(async (path: string) =>
    path.endsWith('/role/tree') ? [] : { records: [waiting], total: 1, size: 10, current: 1, pages: 1 },
  );
});

/** The tab of users waiting for approval, for a user holding `permission`; its table. */
async function pendingTab(permission: Record<string, true>) {
  await screen.render(<UserPage />, permission);
  const tab = await waitForScreen(
    () => screen.host.querySelector<HTMLElement>('[data-testid="user-tab-pending"]')!,
    WAIT,
  );
  act(() => tab.click());
  return waitForScreen(() => {
    const table = screen.host.querySelector('[data-testid="user-pending-table"]');
    expect(table?.querySelector('tr[data-row-key="101"]')).not.toBeNull();
    return table!;
  }, WAIT);
}

const headers = (table: Element) => [...table.querySelectorAll('th')].map((th) => th.textContent);

describe('the users waiting for approval', { timeout: 30_000 }, () => {
  it('offers approve and reject to a user who may approve', async () => {
    const table = await pendingTab({ user_approve: true });
    expect(headers(table)).toContain('操作');
    expect(table.querySelector('[data-testid="user-approve"]')).not.toBeNull();
    expect(table.querySelector('[data-testid="user-reject"]')).not.toBeNull();
  });

  it('shows no empty actions column to a user who may delete but not approve', async () => {
    const table = await pendingTab({ user_delete: true });
    expect(headers(table)).not.toContain('操作');
  });
});
