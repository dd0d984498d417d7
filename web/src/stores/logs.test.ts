import { beforeEach, describe, expect, it } from 'vitest';
import type { LogEntry } from '@invest/contract/log';
import { getStore } from '../lib/storage';
import { makeEntry } from '../features/log/capture';
import { badgeText, LOG_BADGE_MAX, useLogs, withEntry } from './logs';

const entry = (n: number): LogEntry => ({
  type: 'error',
  url: 'http://localhost/wel/index',
  message: `Error: #${n}`,
  stack: '',
  info: '',
  time: '2026-01-01 10:00:00',
});

beforeEach(() => useLogs.getState().clearLogs());

describe('the error log store', () => {
  it('keeps entries newest first, stored as logsList', () => {
    useLogs.getState().addLog(entry(1));
    useLogs.getState().addLog(entry(2));
    expect(useLogs.getState().logsList.map((e) => e.message)).toEqual(['Error: #2', 'Error: #1']);
    expect(getStore<LogEntry[]>({ name: 'logsList' })).toHaveLength(2);
  });

  it('keeps only the newest 200', () => {
    for (let i = 1; i <= 205; i++) useLogs.getState().addLog(entry(i));
    const list = useLogs.getState().logsList;
    expect(list).toHaveLength(200);
    expect(list[0]!.message).toBe('Error: #205');
    expect(list[199]!.message).toBe('Error: #6');
    expect(withEntry([entry(1), entry(2)], entry(3), 2).map((e) => e.message)).toEqual(['Error: #3', 'Error: #1']);
  });

  it('clear empties the list and the storage', () => {
    useLogs.getState().addLog(entry(1));
    useLogs.getState().clearLogs();
    expect(useLogs.getState().logsList).toEqual([]);
    expect(getStore({ name: 'logsList' })).toBeUndefined();
  });

  it('the badge shows the count up to 99, then 99+', () => {
    expect(LOG_BADGE_MAX).toBe(99);
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(200)).toBe('99+');
  });

  it('an entry carries type, url, message, stack, info and time, within the server limits', () => {
    const e = makeEntry('render', new TypeError('x'.repeat(5000)), 'at Page', 'http://localhost/a');
    expect(Object.keys(e).sort()).toEqual(['info', 'message', 'stack', 'time', 'type', 'url']);
    expect(e.type).toBe('error');
    expect(e.info).toBe('render: at Page');
    expect(e.message.length).toBeLessThanOrEqual(2000);
    expect(e.message.startsWith('TypeError: x')).toBe(true);
    expect(e.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
