import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Remind } from '@invest/contract/reminder';
import { setNotifier } from '../../lib/feedback';
import { http } from '../../lib/http';
import { setSessionHooks } from '../../lib/sessionHooks';
import { openReminder, projectDetailPath } from './openReminder';

type Route = (config: InternalAxiosRequestConfig) => { status: number; data: unknown };

/** Answers at the axios adapter (no server), recording every call. */
function adapter(route: Route): AxiosAdapter & { calls: InternalAxiosRequestConfig[] } {
  const calls: InternalAxiosRequestConfig[] = [];
  const fn = (async (config: InternalAxiosRequestConfig) => {
    calls.push(config);
    const { status, data } = route(config);
    const res: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
    if (config.validateStatus?.(status) ?? true) return res;
    throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, {}, res);
  }) as AxiosAdapter & { calls: InternalAxiosRequestConfig[] };
  fn.calls = calls;
  return fn;
}

const ok = (data: unknown) => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });

const record = (extra: Partial<Remind> = {}): Remind => ({
  id: '101',
  type: 0,
  eventKey: 'project_manage',
  businessId: '555',
  msg: '您被加入了项目',
  isRead: 0,
  createTime: '2026-01-01 10:00:00',
  ...extra,
});

let errors: string[];
beforeEach(() => {
  errors = [];
  setNotifier({ error: (t) => errors.push(t), success: () => undefined });
  setSessionHooks({});
});
afterEach(() => {
  http.defaults.adapter = undefined;
  setNotifier(undefined);
});

describe('opening a reminder', () => {
  it('marks it read, looks the project up by id and opens /project/project_detail with name and uuid', async () => {
    const mock = adapter((c) =>
      c.url?.endsWith('/read') ? ok(1) : ok({ name: '智算云 A&B', uuid: 'u-1', id: '555' }),
    );
    http.defaults.adapter = mock;
    const navigate = vi.fn();
    const onRead = vi.fn();
    await openReminder(record(), { navigate, onRead, onProjectFailed: vi.fn() });
    expect(mock.calls.map((c) => [c.method, c.url, c.params])).toEqual([
      ['post', '/api/common/eventremind/read', { ids: '101' }],
      ['get', '/api/project/project/detail', { id: '555' }],
    ]);
    expect(onRead).toHaveBeenCalledWith(expect.objectContaining({ id: '101' }));
    expect(navigate).toHaveBeenCalledWith('/project/project_detail?name=%E6%99%BA%E7%AE%97%E4%BA%91+A%26B&uuid=u-1');
    expect(new URLSearchParams(navigate.mock.calls[0]![0].split('?')[1]).get('name')).toBe('智算云 A&B');
  });

  it('when the project look-up fails (the endpoint is not built yet), says so once and stays put', async () => {
    http.defaults.adapter = adapter((c) =>
      c.url?.endsWith('/read')
        ? ok(1)
        : { status: 404, data: { code: 404, success: false, data: null, msg: '资源不存在' } },
    );
    const navigate = vi.fn();
    const onProjectFailed = vi.fn();
    await openReminder(record(), { navigate, onRead: vi.fn(), onProjectFailed });
    expect(navigate).not.toHaveBeenCalled();
    expect(onProjectFailed).toHaveBeenCalledTimes(1);
    // Silent call: no second, generic toast from lib/http.
    expect(errors).toEqual([]);
  });

  it('does not mark a read reminder again, and other event keys navigate nowhere', async () => {
    const mock = adapter(() => ok(1));
    http.defaults.adapter = mock;
    const navigate = vi.fn();
    const onRead = vi.fn();
    await openReminder(record({ isRead: 1, eventKey: 'system' }), { navigate, onRead, onProjectFailed: vi.fn() });
    expect(mock.calls).toHaveLength(0);
    expect(onRead).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens the meeting or the approval a reminder is about', async () => {
    http.defaults.adapter = adapter(() => ok(1));
    const navigate = vi.fn();
    const open = (extra: Partial<Remind>) =>
      openReminder(record({ isRead: 1, ...extra }), { navigate, onRead: vi.fn(), onProjectFailed: vi.fn() });
    await open({ eventKey: 'meeting', businessId: '7', type: 1 });
    await open({ eventKey: 'approval', businessId: '8', type: 0 });
    await open({ eventKey: 'approval', businessId: '9', type: 1 });
    expect(navigate.mock.calls.map(([to]) => to)).toEqual([
      '/meeting/index?id=7',
      '/approval/todo?id=8',
      '/approval/mine?id=9',
    ]);
  });

  it('builds the detail path from name and uuid', () => {
    expect(projectDetailPath({ name: 'a b', uuid: 'x' })).toBe('/project/project_detail?name=a+b&uuid=x');
  });
});

describe('opening an administrator’s notice', () => {
  it('marks it read and shows its content, read by id from the notice', async () => {
    const view = {
      id: '77',
      title: '年终总结安排',
      content: '请提交',
      authorName: '周强',
      publishTime: '2026-11-23 10:00:00',
    };
    const mock = adapter((c) => (c.url === '/api/blade-desk/notice/read' ? ok(view) : ok(1)));
    http.defaults.adapter = mock;
    const navigate = vi.fn();
    const onNotice = vi.fn();
    await openReminder(record({ type: 2, eventKey: 'notice', businessId: '77' }), {
      navigate,
      onRead: vi.fn(),
      onProjectFailed: vi.fn(),
      onNotice,
    });
    expect(mock.calls.map((c) => [c.method, c.url, c.params])).toEqual([
      ['post', '/api/common/eventremind/read', { ids: '101' }],
      ['get', '/api/blade-desk/notice/read', { id: '77' }],
    ]);
    expect(onNotice).toHaveBeenCalledWith(view);
    expect(navigate).not.toHaveBeenCalled();
  });
});
