import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuRecord } from '@invest/contract/menu';
import MenuPage from './MenuPage';
import { mountInConsole } from '../../../test/mountInConsole';
import { waitForScreen } from '../../../test/mountRoot';

const getData = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api', async () => (await import('../../../test/callViaHttp')).callViaHttp(getData));

const rec = (id: string, parentId: string, code: string, extra: Partial<MenuRecord> = {}): MenuRecord => ({
  id,
  parentId,
  code,
  name: code,
  nameEn: '',
  path: '',
  source: '',
  sort: 0,
  category: 1,
  action: 0,
  keepAlive: 1,
  isShow: 1,
  remark: '',
  roles: [],
  group: [],
  query: '',
  hasChildren: false,
  ...extra,
});

const LEVELS: Record<string, MenuRecord[]> = {
  '0': [rec('1', '0', 'system', { hasChildren: true }), rec('2', '0', 'home', { path: '/wel/index' })],
  '1': [
    rec('11', '1', 'outside', { path: 'https://example.com/x', isShow: 0 }),
    rec('12', '1', 'outside_export', { category: 2, action: 1 }),
  ],
};

const WAIT = { timeout: 10_000 };

const screen = mountInConsole();

beforeEach(() => {
  getData.mockImplementation(async (_url: string, config?: { params?: { parentId?: string; code?: string } }) => {
    const p = config?.params ?? {};
    if (p.code)
      return Object.values(LEVELS)
        .flat()
        .filter((r) => r.code.includes(p.code!));
    return LEVELS[p.parentId ?? '0'] ?? [];
  });
});

async function show(permission: Record<string, true>) {
  await screen.render(<MenuPage />, permission);
  await waitForScreen(() => expect(rows()).toHaveLength(2), WAIT);
}

const rows = () => [...screen.host.querySelectorAll('tr[data-row-key]')];
const row = (id: string) => screen.host.querySelector(`tr[data-row-key="${id}"]`)!;
const has = (el: Element, testId: string) => el.querySelector(`[data-testid="${testId}"]`) !== null;

// Rendering antd tables in jsdom is slow on a loaded machine.
describe('the menu tree', { timeout: 30_000 }, () => {
  it('loads the top level, and a level only when its row is expanded', async () => {
    await show({});
    expect(getData).toHaveBeenCalledWith('/api/blade-system/menu/lazy-list', { params: { parentId: '0' } });
    expect(getData).not.toHaveBeenCalledWith('/api/blade-system/menu/lazy-list', { params: { parentId: '1' } });
    // Only a row with children can be expanded.
    expect(row('1').querySelector('.ant-table-row-expand-icon-collapsed')).not.toBeNull();
    expect(row('2').querySelector('.ant-table-row-expand-icon-collapsed')).toBeNull();

    await act(async () => row('1').querySelector<HTMLButtonElement>('.ant-table-row-expand-icon')!.click());
    await waitForScreen(() => expect(rows()).toHaveLength(4), WAIT);
    expect(getData).toHaveBeenCalledWith('/api/blade-system/menu/lazy-list', { params: { parentId: '1' } });
    expect(rows().map((r) => r.getAttribute('data-row-key'))).toEqual(['1', '11', '12', '2']);
    expect(row('11').textContent).toContain('隐藏');
    expect(row('12').textContent).toContain('按钮');
    expect(row('12').textContent).toContain('行内');
  });

  it('offers add child and add button on menus only, each action only with its code', async () => {
    await show({ menu_add: true, menu_edit: true, menu_delete: true });
    expect(has(screen.host, 'menu-add')).toBe(true);
    await act(async () => row('1').querySelector<HTMLButtonElement>('.ant-table-row-expand-icon')!.click());
    await waitForScreen(() => expect(rows()).toHaveLength(4), WAIT);
    expect(has(row('11'), 'menu-add-child')).toBe(true);
    expect(has(row('11'), 'menu-add-button')).toBe(true);
    expect(has(row('12'), 'menu-add-child')).toBe(false);
    expect(has(row('12'), 'menu-add-button')).toBe(false);
    expect(has(row('12'), 'menu-edit')).toBe(true);
    expect(has(row('12'), 'menu-delete')).toBe(true);
  });

  it('shows a user without the codes no actions', async () => {
    await show({ menu_edit: true });
    expect(has(screen.host, 'menu-add')).toBe(false);
    expect(has(row('1'), 'menu-edit')).toBe(true);
    expect(has(row('1'), 'menu-add-child')).toBe(false);
    expect(has(row('1'), 'menu-delete')).toBe(false);
  });
});
