import { describe, expect, it } from 'vitest';
import { pageFor, pages, UnavailablePage } from './pages';

describe('the page registry', () => {
  it('draws a menu code through its registered page (home, the project list)', () => {
    expect(pageFor('home')).toBe(pages.home);
    expect(pageFor('project_list')).toBe(pages.project_list);
    expect(pageFor('home')).not.toBe(UnavailablePage);
  });

  it('gives a code without a page (a menu an administrator adds) the "not available yet" page', () => {
    expect(pageFor('report_center')).toBe(UnavailablePage);
    expect(pageFor('no_such_code')).toBe(UnavailablePage);
  });
});
