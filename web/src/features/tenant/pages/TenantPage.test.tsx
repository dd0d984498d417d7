import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenantRecord } from '@invest/contract/tenant';
import TenantPage from './TenantPage';
import { mountInConsole } from '../../../test/mountInConsole';
import { waitForScreen } from '../../../test/mountRoot';

const getData = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api', async () => (await import('../../../test/callViaHttp')).callViaHttp(getData));

const tenant = (tenantId: string, tenantName: string, extra: Partial<TenantRecord> = {}): TenantRecord => ({
  id: `1${tenantId}`,
  tenantId,
  tenantName,
  domain: '',
  linkman: '',
  contactNumber: '',
  accountNumber: -1,
  expireTime: '',
  status: 1,
  userCount: 1,
  createTime: '2026-01-01 00:00:00',
  ...extra,
});

const records = [
  tenant('000000', '默认租户', { userCount: 5 }),
  tenant('000001', '甲公司', { accountNumber: 3, userCount: 3, expireTime: '2020-01-01 23:59:59' }),
  tenant('000002', '乙公司', { expireTime: '2999-12-31 23:59:59', domain: 'b.example.com' }),
];

const WAIT = { timeout: 10_000 };

const screen = mountInConsole();

beforeEach(() => {
  getData.mockResolvedValue({ records, total: 3, size: 10, current: 1, pages: 1 });
});

async function show(permission: Record<string, true>) {
  await screen.render(<TenantPage />, permission);
  await waitForScreen(() => expect(screen.host.querySelectorAll('tr[data-row-key]')).toHaveLength(3), WAIT);
}

const row = (tenantId: string) => screen.host.querySelector(`tr[data-row-key="1${tenantId}"]`)!;
const testIds = (el: Element, id: string) => el.querySelectorAll(`[data-testid="${id}"]`).length;

// Rendering antd tables in jsdom is slow on a loaded machine.
describe('the tenant list', { timeout: 30_000 }, () => {
  it('asks the server for a page of tenants', async () => {
    await show({});
    expect(getData).toHaveBeenCalledWith('/api/blade-system/tenant/list', {
      params: { current: 1, size: 10 },
    });
  });

  it('shows usage against the quota, and highlights an expired tenant', async () => {
    await show({});
    expect(row('000000').textContent).toContain('5 / 不限');
    expect(row('000000').textContent).toContain('永不过期');
    expect(row('000001').textContent).toContain('3 / 3');
    expect(row('000001').querySelector('[data-testid="tenant-row-expired"]')?.textContent).toContain('已过期');
    expect(row('000002').querySelector('[data-testid="tenant-row-expire"]')?.textContent).toBe('2999-12-31');
  });

  it('offers each action only with its button code, and never deleting the default tenant', async () => {
    await show({ tenant_add: true, tenant_edit: true, tenant_delete: true, tenant_setting: true });
    expect(testIds(screen.host, 'tenant-add')).toBe(1);
    expect(testIds(row('000000'), 'tenant-edit')).toBe(1);
    expect(testIds(row('000000'), 'tenant-setting-open')).toBe(1);
    expect(testIds(row('000000'), 'tenant-delete')).toBe(0);
    expect(testIds(row('000001'), 'tenant-delete')).toBe(1);
    // The default tenant cannot be selected for batch actions either.
    expect(row('000000').querySelector<HTMLInputElement>('input[type="checkbox"]')?.disabled).toBe(true);
    expect(row('000001').querySelector<HTMLInputElement>('input[type="checkbox"]')?.disabled).toBe(false);
  });

  it('shows no actions to a user without the codes', async () => {
    await show({ tenant_edit: true });
    expect(testIds(screen.host, 'tenant-add')).toBe(0);
    expect(testIds(row('000001'), 'tenant-edit')).toBe(1);
    expect(testIds(row('000001'), 'tenant-delete')).toBe(0);
    expect(testIds(row('000001'), 'tenant-setting-open')).toBe(0);
    expect(row('000001').querySelector('input[type="checkbox"]')).toBeNull();
  });
});
