import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenantRecord } from '@invest/contract/tenant';
import { useUser } from '../../../stores/user';
import TenantPage from './TenantPage';

const getData = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http', async (original) => ({ ...(await original<object>()), getData }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

let host: HTMLDivElement;
let root: Root;

beforeAll(() => {
  // antd's responsive helpers ask for media queries, which jsdom lacks.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  getData.mockResolvedValue({ records, total: 3, size: 10, current: 1, pages: 1 });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  useUser.setState({ permission: {} });
});

async function show(permission: Record<string, true>) {
  useUser.setState({ permission });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    root.render(
      <QueryClientProvider client={client}>
        <App>
          <TenantPage />
        </App>
      </QueryClientProvider>,
    );
  });
  await vi.waitFor(() => expect(host.querySelectorAll('tr[data-row-key]')).toHaveLength(3), WAIT);
}

const row = (tenantId: string) => host.querySelector(`tr[data-row-key="1${tenantId}"]`)!;
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
    expect(testIds(host, 'tenant-add')).toBe(1);
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
    expect(testIds(host, 'tenant-add')).toBe(0);
    expect(testIds(row('000001'), 'tenant-edit')).toBe(1);
    expect(testIds(row('000001'), 'tenant-delete')).toBe(0);
    expect(testIds(row('000001'), 'tenant-setting-open')).toBe(0);
    expect(row('000001').querySelector('input[type="checkbox"]')).toBeNull();
  });
});
