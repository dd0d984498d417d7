import { describe, expect, it } from 'vitest';
import type { MenuPath } from '../menuPaths';
import { keepAliveKey, requestRemount, takeRemounts } from './keepAlivePolicy';

const route = (path: string, keepAlive: boolean): MenuPath => ({
  path,
  code: path,
  name: path,
  nameEn: path,
  keepAlive,
});
const routes = [route('/project/list', true), route('/system/param', false)];

describe('which pages are kept alive', () => {
  it('keys a page by its full path, query included', () => {
    expect(keepAliveKey({ pathname: '/project/list', search: '?page=2' }, routes)).toBe('/project/list?page=2');
    expect(keepAliveKey({ pathname: '/wel/index', search: '' }, routes)).toBe('/wel/index');
  });

  it('never keeps the refresh route or a menu page whose keepAlive is false', () => {
    expect(keepAliveKey({ pathname: '/redirect/project/list', search: '' }, routes)).toBeUndefined();
    expect(keepAliveKey({ pathname: '/system/param', search: '?x=1' }, routes)).toBeUndefined();
  });

  it('hands out each remount request once', () => {
    requestRemount('/a');
    requestRemount('/b');
    requestRemount('/a');
    expect(takeRemounts()).toEqual(['/a', '/b']);
    expect(takeRemounts()).toEqual([]);
  });
});
