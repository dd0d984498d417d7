import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearStore,
  getAllStore,
  getRefreshToken,
  getStore,
  getStoreRecord,
  getToken,
  getTokenRecord,
  removeRefreshToken,
  removeStore,
  removeToken,
  setRefreshToken,
  setStore,
  setToken,
} from './storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  removeToken();
  removeRefreshToken();
});

describe('lib/storage', () => {
  it('writes prefixed records {content, datetime, type, dataType} to local storage', () => {
    const before = Date.now();
    setStore({ name: 'tenantId', content: '000000' });
    const raw = JSON.parse(localStorage.getItem('invest-tenantId')!);
    expect(raw).toMatchObject({ content: '000000', type: 'local', dataType: 'string' });
    expect(raw.datetime).toBeGreaterThanOrEqual(before);
    expect(localStorage.getItem('tenantId')).toBeNull();
    expect(getStore({ name: 'tenantId' })).toBe('000000');
  });

  it('round-trips objects, arrays, booleans and numbers with their types', () => {
    setStore({ name: 'userInfo', content: { account: 'admin', roles: ['admin'] } });
    setStore({ name: 'tagList', content: [{ value: '/wel/index' }] });
    setStore({ name: 'isLock', content: false });
    setStore({ name: 'count', content: 0 });
    expect(getStore({ name: 'userInfo' })).toEqual({ account: 'admin', roles: ['admin'] });
    expect(getStore({ name: 'tagList' })).toEqual([{ value: '/wel/index' }]);
    expect(getStore({ name: 'isLock' })).toBe(false);
    expect(getStore({ name: 'count' })).toBe(0);
    expect(getStoreRecord({ name: 'tagList' })?.dataType).toBe('array');
    expect(getStoreRecord({ name: 'isLock' })?.dataType).toBe('boolean');
  });

  it('keeps session values in session storage only', () => {
    setStore({ name: 'lockPasswd', content: 'x', type: 'local' });
    setStore({ name: 'lockPasswd', content: 'secret', type: 'session' });
    expect(sessionStorage.getItem('invest-lockPasswd')).not.toBeNull();
    expect(localStorage.getItem('invest-lockPasswd')).toBeNull();
    expect(getStoreRecord({ name: 'lockPasswd' })).toMatchObject({ content: 'secret', type: 'session' });
  });

  it('removes one value and clears only the console keys', () => {
    localStorage.setItem('other-app', 'keep');
    setStore({ name: 'menu', content: [] });
    setStore({ name: 'tag', content: {} });
    setStore({ name: 'lockPasswd', content: 'p', type: 'session' });
    removeStore({ name: 'menu' });
    expect(getStore({ name: 'menu' })).toBeUndefined();
    expect(getAllStore()).toEqual({ tag: {}, lockPasswd: 'p' });
    clearStore();
    expect(getAllStore()).toEqual({});
    expect(localStorage.getItem('other-app')).toBe('keep');
  });

  it('reads a damaged value as absent', () => {
    localStorage.setItem('invest-menu', '{not json');
    localStorage.setItem('invest-tag', '"plain string"');
    expect(getStore({ name: 'menu' })).toBeUndefined();
    expect(getStore({ name: 'tag' })).toBeUndefined();
  });

  it('keeps the tokens in prefixed cookies with the time they were stored', () => {
    const before = Date.now();
    setToken('access.jwt');
    setRefreshToken('refresh-1');
    expect(document.cookie).toContain('invest-token=');
    expect(document.cookie).toContain('invest-refreshToken=');
    expect(localStorage.length).toBe(0);
    expect(getToken()).toBe('access.jwt');
    expect(getRefreshToken()).toBe('refresh-1');
    expect(getTokenRecord()).toMatchObject({ content: 'access.jwt', type: 'cookie', dataType: 'string' });
    expect(getTokenRecord()!.datetime).toBeGreaterThanOrEqual(before);
    removeToken();
    expect(getToken()).toBe('');
    expect(getTokenRecord()).toBeUndefined();
    expect(getRefreshToken()).toBe('refresh-1');
  });
});
