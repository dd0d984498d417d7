import { describe, expect, it } from 'vitest';
import type { MenuRoute } from '@invest/contract/menu';
import { menuItemOf } from './menuItemOf';
import { iframePath, isIframeLink, menuForRoles, menuTarget } from './menuTree';

const node = (code: string, extra: Partial<MenuRoute> = {}, children: MenuRoute[] = []): MenuRoute => ({
  id: code,
  parentId: '0',
  code,
  name: code,
  nameEn: '',
  path: `/${code}`,
  source: '',
  sort: 0,
  keepAlive: true,
  isShow: true,
  meta: { i18n: code, keepAlive: true },
  group: [],
  query: {},
  pinyin: [],
  children,
  ...extra,
});
const codes = (menu: MenuRoute[]): string[] => menu.flatMap((m) => [m.code, ...codes(m.children)]);

describe('menu links that open in the iframe route', () => {
  it('are http(s) addresses and HTML pages', () => {
    expect(isIframeLink('https://example.com/a')).toBe(true);
    expect(isIframeLink(' HTTP://example.com ')).toBe(true);
    expect(isIframeLink('/static/report.html')).toBe(true);
    expect(isIframeLink('/static/report.htm?x=1')).toBe(true);
    expect(isIframeLink('/project/list')).toBe(false);
    expect(isIframeLink('/system/htmlEditor')).toBe(false);
    expect(isIframeLink('//evil.example/x.html')).toBe(false);
    expect(isIframeLink('javascript:alert(1)')).toBe(false);
  });

  it('carry their attributes as query: src, name, nameEn, i18n, menu', () => {
    const path = iframePath({
      id: '42',
      code: 'report',
      name: '报表',
      nameEn: 'Report',
      path: 'https://example.com/r?a=1',
      meta: { i18n: 'report' },
    });
    const [route, query] = path.split('?');
    expect(route).toBe('/myiframe/report');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      src: 'https://example.com/r?a=1',
      name: '报表',
      nameEn: 'Report',
      i18n: 'report',
      menu: '42',
    });
  });

  it('a console page goes to its own path, with the item query (spec §3)', () => {
    expect(menuTarget({ id: '1', code: 'x', name: 'x', nameEn: '', path: '/project/list' })).toBe('/project/list');
    expect(
      menuTarget({
        id: '1',
        code: 'x',
        name: 'x',
        nameEn: '',
        path: '/project/list',
        query: { stage: '0', key: 'a b' },
      }),
    ).toBe('/project/list?stage=0&key=a+b');
    expect(menuTarget({ id: '1', code: 'x', name: 'x', nameEn: '', path: '/a/b.html' })).toMatch(/^\/myiframe\/x\?/);
  });
});

describe('meta.roles (spec §5)', () => {
  const menu = [
    node('open'),
    node('committee', { meta: { i18n: 'committee', keepAlive: true, roles: ['partner'] } }),
    node('system', { meta: { i18n: 'system', keepAlive: true, roles: ['admin', 'administrator'] } }, [node('user')]),
    node('empty_roles', { meta: { i18n: 'empty_roles', keepAlive: true, roles: [] } }),
  ];

  it('shows an item without roles to everyone, and one with roles to a holder of any of them', () => {
    expect(codes(menuForRoles(menu, ['analyst']))).toEqual(['open', 'empty_roles']);
    expect(codes(menuForRoles(menu, ['partner']))).toEqual(['open', 'committee', 'empty_roles']);
    // A hidden item hides its branch; a user with several roles sees what any of them may.
    expect(codes(menuForRoles(menu, ['analyst', 'admin']))).toEqual(['open', 'system', 'user', 'empty_roles']);
    expect(codes(menuForRoles(menu, []))).toEqual(['open', 'empty_roles']);
  });
});

describe('the menu item a page belongs to', () => {
  const list = node('list', { path: '/project/list', group: ['/project/project_detail'] });
  const menu = [node('project', { path: '/project' }, [list, node('pool', { path: '/project/pool' })])];

  it('is the item of that path, or the one whose group names it', () => {
    expect(menuItemOf(menu, '/project/pool')?.code).toBe('pool');
    expect(menuItemOf(menu, '/project/project_detail')?.code).toBe('list');
    expect(menuItemOf(menu, '/project')).toBeUndefined();
    expect(menuItemOf(menu, '/elsewhere')).toBeUndefined();
  });
});
