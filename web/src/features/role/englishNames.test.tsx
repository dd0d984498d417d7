import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DictRecord } from '@invest/contract/dict';
import type { ParamRecord } from '@invest/contract/param';
import type { RoleNode } from '@invest/contract/role';
import type { Language } from '../../lib/config';
import { useCommon } from '../../stores/common';
import { mountInConsole } from '../../test/mountInConsole';
import DictHorizontalPage from '../dict/pages/DictHorizontalPage';
import ParamPage from '../param/pages/ParamPage';
import RolePage from './pages/RolePage';
import { waitForScreen } from '../../test/mountRoot';

// Issue 14: what the product ships in both languages shows in the console's language.
const getData = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async () => (await import('../../test/callViaHttp')).callViaHttp(getData));

const ROLE: RoleNode = {
  id: '1',
  parentId: '0',
  roleName: '投资经理',
  roleNameEn: 'Investment manager',
  roleAlias: 'manager',
  sort: 1,
  userCount: 1,
  children: [
    {
      id: '2',
      parentId: '1',
      roleName: '观察员',
      roleNameEn: '',
      roleAlias: 'observer',
      sort: 2,
      userCount: 0,
      children: [],
    },
  ],
};
const PARAM: ParamRecord = {
  id: '3',
  paramName: '空闲自动锁屏',
  paramNameEn: 'Idle auto-lock',
  paramKey: 'lock.idleMinutes',
  paramValue: '0',
  remark: '无操作多少分钟后自动锁屏',
  remarkEn: 'Idle minutes before the console locks itself',
  updateTime: '2026-01-01 00:00:00',
};
const DICT: DictRecord = {
  id: '4',
  parentId: '0',
  code: 'industry',
  dictKey: '-1',
  dictValue: '行业',
  dictValueEn: 'Industry',
  sort: 1,
  remark: '',
  isSealed: 1,
  itemCount: 12,
};
const page = <T,>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

beforeEach(() => {
  getData.mockImplementation((path: string) => {
    if (path.endsWith('/role/list')) return Promise.resolve([ROLE]);
    if (path.endsWith('/param/list')) return Promise.resolve(page([PARAM]));
    if (path.endsWith('/dict/parent-list')) return Promise.resolve(page([DICT]));
    return Promise.resolve(page([]));
  });
});
afterEach(() => act(() => useCommon.getState().setLanguage('zh')));

const screen = mountInConsole();
const WAIT = { timeout: 10_000 };
const text = () => screen.host.textContent ?? '';

async function inLanguage(language: Language, node: React.ReactNode, ready: string) {
  act(() => useCommon.getState().setLanguage(language));
  await screen.render(node);
  await waitForScreen(() => expect(text()).toContain(ready), WAIT);
}

describe('texts kept in both languages', { timeout: 30_000 }, () => {
  it('names roles in English, falling back to the Chinese name', async () => {
    await inLanguage('en', <RolePage />, 'Investment manager');
    expect(text()).not.toContain('投资经理');
    expect(text()).toContain('观察员');
  });

  it('names roles in Chinese on the Chinese page', async () => {
    await inLanguage('zh', <RolePage />, '投资经理');
    expect(text()).not.toContain('Investment manager');
  });

  it('shows a parameter name and remark in the page language', async () => {
    await inLanguage('en', <ParamPage />, 'Idle minutes before the console locks itself');
    expect(text()).toContain('Idle auto-lock');
    expect(text()).not.toContain('无操作');
  });

  it('shows the Chinese remark on the Chinese page', async () => {
    await inLanguage('zh', <ParamPage />, '无操作多少分钟后自动锁屏');
    expect(text()).not.toContain('locks itself');
  });

  it('names dictionaries in English in the side-by-side page', async () => {
    await inLanguage('en', <DictHorizontalPage />, 'Industry');
    expect(screen.host.querySelector('[data-testid="dict-code-table"]')?.textContent).not.toContain('行业');
  });
});
