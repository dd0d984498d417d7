import { describe, expect, it } from 'vitest';
import type { GrantNode } from '@invest/contract/menu';
import { branchKeys, checkedLeaves, grantIds, leafKeys, linkButtons, toCheckTree } from './grantTree';

const node = (id: string, name: string, category: number, children: GrantNode[] = []): GrantNode => ({
  id,
  parentId: '0',
  code: name,
  name,
  nameEn: '',
  category,
  children,
});

// 首页 · 基金管理 (新增, 修改) · 系统管理 > 参数管理 (新增, 删除), 用户管理
const menus: GrantNode[] = [
  node('1', 'home', 1),
  node('2', 'fund', 1, [node('21', 'fund_add', 2), node('22', 'fund_edit', 2)]),
  node('3', 'system', 1, [
    node('31', 'param', 1, [node('311', 'param_add', 2), node('312', 'param_delete', 2)]),
    node('32', 'user', 1),
  ]),
];
const tree = toCheckTree(menus, (n) => n.name, 'view');

describe('toCheckTree', () => {
  it('gives each page with buttons an "open the page" leaf first, and groups none', () => {
    expect(tree[1]!.children!.map((c) => c.key)).toEqual(['view:2', '21', '22']);
    expect(tree[2]!.children!.map((c) => c.key)).toEqual(['31', '32']);
    expect(tree[2]!.children![0]!.children!.map((c) => c.key)).toEqual(['view:31', '311', '312']);
    expect(leafKeys(tree)).toEqual(['1', 'view:2', '21', '22', 'view:31', '311', '312', '32']);
    expect(branchKeys(tree)).toEqual(['2', '3', '31']);
  });
});

describe('grantIds', () => {
  it('grants a page read-only: the page and its group, none of its buttons', () => {
    expect(grantIds(tree, ['view:31']).sort()).toEqual(['3', '31']);
  });

  it('sends the half-checked parents of a page with only some buttons', () => {
    expect(grantIds(tree, ['1', 'view:2', '21']).sort()).toEqual(['1', '2', '21']);
  });

  it('sends every id when everything is ticked, and nothing for nothing', () => {
    expect(grantIds(tree, leafKeys(tree)).sort()).toEqual(['1', '2', '21', '22', '3', '31', '311', '312', '32'].sort());
    expect(grantIds(tree, [])).toEqual([]);
  });

  it('ignores keys that are not in the tree', () => {
    expect(grantIds(tree, ['999', 'view:888'])).toEqual([]);
  });
});

describe('checkedLeaves', () => {
  it('ticks only leaves, so a granted page does not tick all of its buttons', () => {
    // The role grants the fund page with "add" only, and the parameter page read-only.
    expect(checkedLeaves(tree, ['2', '21', '3', '31'])).toEqual(['view:2', '21', 'view:31']);
  });

  it('round-trips with grantIds', () => {
    const leaves = ['1', 'view:2', '21', 'view:31'];
    expect(checkedLeaves(tree, grantIds(tree, leaves))).toEqual(leaves);
  });
});

describe('linkButtons', () => {
  it('ticks the page when one of its buttons is ticked', () => {
    expect(linkButtons(tree, [], ['21'])).toEqual(['view:2', '21']);
  });

  it('unticks the buttons when the page itself is unticked', () => {
    expect(linkButtons(tree, ['view:2', '21', '22', '1'], ['21', '22', '1'])).toEqual(['1']);
  });

  it('leaves other changes as they are', () => {
    expect(linkButtons(tree, ['view:2'], ['view:2', '1'])).toEqual(['1', 'view:2']);
    expect(linkButtons(tree, ['view:2', '21'], ['view:2'])).toEqual(['view:2']);
  });
});
