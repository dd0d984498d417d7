import { describe, expect, it } from 'vitest';
import { lazy } from 'react';
import type { MenuRoute } from '@invest/contract/menu';
import { buildMenuRoutes, matchMenuRoute } from './menuRoutes';
import { pageFor, UnavailablePage, type PageComponent } from './pages';

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

const ProjectList: PageComponent = lazy(async () => ({ default: () => null }));
const registry = { project_list: ProjectList };

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

describe('routes from the server menu', () => {
  const routes = buildMenuRoutes(menu, registry);
  const byPath = (p: string) => routes.find((r) => r.path === p);

  it('chooses the page by the menu code through the registry', () => {
    expect(byPath('/project/list')).toMatchObject({ code: 'project_list', available: true });
    expect(byPath('/project/list')!.Component).toBe(ProjectList);
  });

  it('gives a code without a page the "not available yet" page', () => {
    expect(byPath('/project/pool')).toMatchObject({ code: 'project_pool', available: false });
    expect(byPath('/project/pool')!.Component).toBe(UnavailablePage);
    expect(pageFor('no_such_code')).toBe(UnavailablePage);
  });

  it('routes hidden items, skips external links, and keeps the first of two equal paths', () => {
    expect(byPath('/wel/dashboard')).toBeDefined();
    expect(routes.some((r) => r.path.startsWith('http') || r.path.includes('example.com'))).toBe(false);
    expect(routes.filter((r) => r.path === '/project/list')).toHaveLength(1);
  });

  it('sends a menu group to its first internal page', () => {
    expect(byPath('/project')?.redirect).toBe('/project/list');
  });

  it('matches a path to its route, exactly', () => {
    expect(matchMenuRoute(routes, '/project/pool')?.code).toBe('project_pool');
    expect(matchMenuRoute(routes, '/project/pool/extra')).toBeUndefined();
    expect(matchMenuRoute(routes, '/nowhere')).toBeUndefined();
  });

  it('uses the real registry by default (home has a page, a menu an administrator adds has none)', () => {
    const real = buildMenuRoutes([...menu, node('report_center', '/report/center')]);
    expect(real.find((r) => r.code === 'home')?.available).toBe(true);
    expect(real.find((r) => r.code === 'project_list')?.available).toBe(true);
    expect(real.find((r) => r.code === 'report_center')?.available).toBe(false);
  });
});
