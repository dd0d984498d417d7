import { describe, expect, it } from 'vitest';
import { iframePath, isIframeLink, menuTarget } from './menuTree';

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

  it('a console page goes to its own path', () => {
    expect(menuTarget({ id: '1', code: 'x', name: 'x', nameEn: '', path: '/project/list' })).toBe('/project/list');
    expect(menuTarget({ id: '1', code: 'x', name: 'x', nameEn: '', path: '/a/b.html' })).toMatch(/^\/myiframe\/x\?/);
  });
});
