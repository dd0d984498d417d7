import { describe, expect, it } from 'vitest';
import type { MenuRoute } from '@invest/contract/menu';
import { searchItems, searchMenu } from './menuSearch';

const node = (
  id: string,
  name: string,
  nameEn: string,
  path: string,
  pinyin: string[],
  children: MenuRoute[] = [],
  extra: Partial<MenuRoute> = {},
): MenuRoute => ({
  id,
  parentId: '0',
  code: id,
  name,
  nameEn,
  path,
  source: '',
  sort: 1,
  keepAlive: true,
  isShow: true,
  meta: { i18n: id, keepAlive: true },
  group: [],
  query: {},
  pinyin,
  children,
  ...extra,
});

const menu: MenuRoute[] = [
  node('home', '首页', 'Home', '/wel/index', ['shouye', 'sy']),
  node('dashboard', '工作台', 'Dashboard', '/wel/dashboard', ['gongzuotai', 'gzt'], [], { isShow: false }),
  node(
    'project',
    '项目管理',
    'Projects',
    '/project',
    ['xiangmuguanli', 'xmgl'],
    [
      node('project_list', '项目列表', 'Project list', '/project/list', ['xiangmuliebiao', 'xmlb']),
      node('project_pool', '项目池', 'Project pool', '/project/pool', ['xiangmuchi', 'xmc']),
      node('project_key', '重点项目', 'Key projects', '/project/key', ['zhongdianxiangmu', 'zdxm']),
    ],
  ),
  node(
    'system',
    '系统管理',
    'System',
    '/system',
    ['xitongguanli', 'xtgl'],
    [
      node('user', '用户管理', 'Users', '/system/user', ['yonghuguanli', 'yhgl']),
      node('error_log', '客户端错误日志', 'Client error logs', '/system/error-log', ['kehuduancuowurizhi', 'khdcwrz']),
      node('report', '外部报表', 'External report', 'https://example.com/report', ['waibubaobiao', 'wbbb']),
    ],
  ),
];
const items = searchItems(menu);
const names = (q: string) => searchMenu(items, q).map((h) => h.item.name);

describe('menu search', () => {
  it('covers only visible leaf pages, with their groups', () => {
    expect(items.map((i) => i.name)).toEqual([
      '首页',
      '项目列表',
      '项目池',
      '重点项目',
      '用户管理',
      '客户端错误日志',
      '外部报表',
    ]);
    expect(items.find((i) => i.name === '项目列表')?.parents.map((p) => p.name)).toEqual(['项目管理']);
  });

  it('matches a Chinese name by prefix', () => {
    expect(names('项目')).toEqual(['项目列表', '项目池']);
    expect(searchMenu(items, '项目')[0]).toMatchObject({ match: { field: 'name', start: 0, length: 2 } });
  });

  it('matches pinyin initials and full pinyin, by prefix only', () => {
    expect(names('xmlb')).toEqual(['项目列表']);
    expect(searchMenu(items, 'xmlb')[0]!.match).toEqual({ field: 'pinyin', text: 'xmlb', start: 0, length: 4 });
    expect(names('xiangmu')).toEqual(['项目列表', '项目池']);
    expect(names('XMC')).toEqual(['项目池']);
    expect(names('xiang mu lie')).toEqual(['项目列表']);
    expect(names('zdxm')).toEqual(['重点项目']);
    // Inside a pinyin key is not a prefix.
    expect(names('muchi')).toEqual([]);
  });

  it('matches English names by prefix, case-insensitively', () => {
    expect(names('PROJECT')).toEqual(['项目列表', '项目池']);
    expect(searchMenu(items, 'proj')[0]!.match).toEqual({ field: 'nameEn', text: 'Project list', start: 0, length: 4 });
    expect(names('key')).toEqual(['重点项目']);
  });

  it('does not match text inside a name (spec: name prefix)', () => {
    expect(names('点项')).toEqual([]);
    expect(names('日志')).toEqual([]);
    expect(names('log')).toEqual([]);
    expect(names('er')).toEqual([]);
    expect(names('客户')).toEqual(['客户端错误日志']);
  });

  it('finds nothing for an empty query or a stranger', () => {
    expect(searchMenu(items, '   ')).toEqual([]);
    expect(searchMenu(items, 'zzz')).toEqual([]);
    expect(searchMenu(items, '(')).toEqual([]);
  });

  it('opens an external page in the iframe route', () => {
    const report = items.find((i) => i.name === '外部报表')!;
    expect(report.to).toMatch(/^\/myiframe\/report\?src=https%3A%2F%2Fexample\.com%2Freport/);
  });

  it('stops at the limit', () => {
    expect(searchMenu(items, 'x', 2)).toHaveLength(2);
  });
});
