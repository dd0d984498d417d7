import { describe, expect, it } from 'vitest';
import type { MenuRecord } from '@invest/contract/menu';
import { BUTTON, MENU, buildMenuRows, newMenuValues, toFormValues, toMenuSubmit } from './menuRows';

const rec = (id: string, parentId: string, extra: Partial<MenuRecord> = {}): MenuRecord => ({
  id,
  parentId,
  code: `m${id}`,
  name: `菜单${id}`,
  nameEn: '',
  path: `/m/${id}`,
  source: '',
  sort: 0,
  category: MENU,
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

describe('buildMenuRows', () => {
  const top = [rec('1', '0', { hasChildren: true }), rec('2', '0')];

  it('offers to expand only the rows that have children, before their level is loaded', () => {
    const rows = buildMenuRows(top, new Map(), false);
    expect(rows[0]!.children).toEqual([]);
    expect('children' in rows[1]!).toBe(false);
  });

  it('nests each loaded level under its row, at any depth', () => {
    const levels = new Map([
      ['1', { rows: [rec('11', '1', { hasChildren: true })] }],
      ['11', { rows: [rec('111', '11', { category: BUTTON })] }],
    ]);
    const rows = buildMenuRows(top, levels, false);
    expect(rows[0]!.children!.map((r) => r.id)).toEqual(['11']);
    expect(rows[0]!.children![0]!.children!.map((r) => r.id)).toEqual(['111']);
  });

  it('lists search hits flat, even when a hit has children', () => {
    const levels = new Map([['1', { rows: [rec('11', '1')] }]]);
    const rows = buildMenuRows(top, levels, true);
    expect(rows.map((r) => r.id)).toEqual(['1', '2']);
    expect(rows.every((r) => !('children' in r))).toBe(true);
  });
});

describe('menu form values', () => {
  it('round-trips a menu, with "hidden" as the opposite of isShow and switches as 0/1', () => {
    const menu = rec('5', '1', {
      nameEn: 'Five',
      source: 'LinkOutlined',
      keepAlive: 0,
      isShow: 0,
      sort: 3,
      roles: ['partner'],
      group: ['/m/5/detail'],
      query: 'tab=a',
    });
    const values = toFormValues(menu);
    expect(values).toMatchObject({ hidden: true, keepAlive: false, category: MENU, parentId: '1' });
    expect(toMenuSubmit(values, '5')).toEqual({
      id: '5',
      parentId: '1',
      category: MENU,
      code: 'm5',
      name: '菜单5',
      nameEn: 'Five',
      path: '/m/5',
      source: 'LinkOutlined',
      sort: 3,
      action: 0,
      keepAlive: 0,
      isShow: 0,
      remark: '',
      roles: ['partner'],
      group: ['/m/5/detail'],
      query: 'tab=a',
    });
  });

  it('sends a button without a path, icon or keep-alive, and trims what was typed', () => {
    const values = {
      ...newMenuValues('9', BUTTON),
      code: ' m_export ',
      name: ' 导出 ',
      path: 'https://x.example',
      source: 'LinkOutlined',
      keepAlive: true,
      action: 1,
      roles: ['partner'],
      group: ['/x'],
      query: 'a=1',
    };
    const body = toMenuSubmit(values);
    expect(body).toMatchObject({ roles: [], group: [], query: '' });
    expect(body).toMatchObject({
      parentId: '9',
      category: BUTTON,
      code: 'm_export',
      name: '导出',
      path: '',
      source: '',
    });
    expect(body).toMatchObject({ keepAlive: 0, action: 1, isShow: 1 });
    expect('id' in body).toBe(false);
  });

  it('starts a new menu shown, kept alive, at the top level when no parent is given', () => {
    const body = toMenuSubmit({ ...newMenuValues('', MENU), code: 'x1', name: 'X' });
    expect(body).toMatchObject({ parentId: '0', keepAlive: 1, isShow: 1, action: 0 });
  });
});
