import { describe, expect, it } from 'vitest';
import type { GrantNode } from '@invest/contract/menu';
import { branchIds, initialChecked, menusOnly, searchTree, withAncestors } from './grantTree';

const node = (id: string, name: string, children: GrantNode[] = [], category = 1): GrantNode => ({
  id,
  parentId: '',
  code: `c${id}`,
  name,
  nameEn: `en ${name}`,
  category,
  children,
});

// 首页 · 系统管理 (用户管理 [新增按钮], 角色管理)
const tree = [
  node('1', '首页'),
  node('2', '系统管理', [node('21', '用户管理', [node('211', '新增', [], 2)]), node('22', '角色管理')]),
];

describe('the top menu checkbox tree', () => {
  it('shows menus only: buttons follow roles, not top menus', () => {
    const menus = menusOnly(tree);
    expect(menus[1]!.children[0]!.children).toEqual([]);
  });

  it('ticks the listed leaves, so a parent is full only when all its children are listed', () => {
    const menus = menusOnly(tree);
    // As seeded: the parent, its children and their buttons.
    expect(initialChecked(menus, ['2', '21', '22', '211']).sort()).toEqual(['21', '22']);
    // A child added later, not listed: the parent shows half-ticked.
    expect(initialChecked(menus, ['2', '21'])).toEqual(['21']);
    expect(initialChecked(menus, ['1'])).toEqual(['1']);
  });

  it('saves the ticked menus with their ancestors', () => {
    expect(withAncestors(menusOnly(tree), ['21']).sort()).toEqual(['2', '21']);
    expect(withAncestors(menusOnly(tree), ['1', '22']).sort()).toEqual(['1', '2', '22']);
    expect(withAncestors(menusOnly(tree), [])).toEqual([]);
  });

  it('finds menus by label or code and opens their branches', () => {
    const found = searchTree(tree, '角色', (n) => n.name);
    expect([...found.matches]).toEqual(['22']);
    expect(found.open).toEqual(['2']);
    expect([...searchTree(tree, 'C22', (n) => n.name).matches]).toEqual(['22']);
    expect(searchTree(tree, '  ', (n) => n.name).matches.size).toBe(0);
    expect(branchIds(menusOnly(tree))).toEqual(['2']);
  });
});
