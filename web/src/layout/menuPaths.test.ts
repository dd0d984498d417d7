import { describe, expect, it } from 'vitest';
import type { MenuRoute } from '@invest/contract/menu';
import { buildMenuPaths, matchMenuPath } from './menuPaths';

const node = (code: string, path: string, children: MenuRoute[] = [], extra: Partial<MenuRoute> = {}): MenuRoute => ({
  id: code,
  parentId: '0',
  code,
  name: `名称-${code}`,
  nameEn: `Name ${code}`,
  path,
  source: '',
  sort: 1,
  keepAlive: false,
  isShow: true,
  meta: { i18n: code, keepAlive: false },
  group: [],
  query: {},
  pinyin: [],
  children,
  ...extra,
});

const menu: MenuRoute[] = [
  node('home', '/wel/index'),
  node('project', '/project', [
    node('project_link', 'https://example.com/report'),
    node('project_list', '/project/list'),
    node('project_pool', 'project/pool'),
  ]),
  node('dashboard', '/wel/dashboard', [], { isShow: false }),
  node('dup', '/project/list'),
];

describe('paths from the server menu', () => {
  const paths = buildMenuPaths(menu);
  const byPath = (p: string) => paths.find((r) => r.path === p);

  it('names each path by its menu code, with a leading slash', () => {
    expect(byPath('/project/list')).toMatchObject({ code: 'project_list', name: '名称-project_list' });
    expect(byPath('/project/pool')).toMatchObject({ code: 'project_pool' });
  });

  it('routes hidden items, skips external links, and keeps the first of two equal paths', () => {
    expect(byPath('/wel/dashboard')).toBeDefined();
    expect(paths.some((r) => r.path.startsWith('http') || r.path.includes('example.com'))).toBe(false);
    expect(paths.filter((r) => r.path === '/project/list')).toHaveLength(1);
  });

  it('sends a menu group to its first internal page', () => {
    expect(byPath('/project')?.redirect).toBe('/project/list');
  });

  it('matches a path to its route, exactly', () => {
    expect(matchMenuPath(paths, '/project/pool')?.code).toBe('project_pool');
    expect(matchMenuPath(paths, '/project/pool/extra')).toBeUndefined();
    expect(matchMenuPath(paths, '/nowhere')).toBeUndefined();
  });
});
