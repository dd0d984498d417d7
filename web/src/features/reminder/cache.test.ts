import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Remind, UnreadCounts } from '@invest/contract/reminder';
import { reminderKeys } from './api';
import { countsWith, noticeCache, recordsOf } from './cache';

const r = (id: string, isRead = 0, type = 2): Remind => ({
  id,
  type,
  eventKey: 'system',
  businessId: '0',
  msg: `m${id}`,
  isRead,
  createTime: '2026-01-01 10:00:00',
});

const page = (records: Remind[], current: number, total: number) => ({
  records,
  current,
  total,
  size: 5,
  pages: Math.ceil(total / 5),
});

describe('the bell cache', () => {
  it('counts down without going below zero', () => {
    const c: UnreadCounts = { total: 3, byType: { '0': 1, '1': 0, '2': 2 }, allByType: { '0': 1, '1': 4, '2': 2 } };
    expect(countsWith(c, 2, -1)).toEqual({
      total: 2,
      byType: { '0': 1, '1': 0, '2': 1 },
      allByType: { '0': 1, '1': 4, '2': 2 },
    });
    expect(countsWith(c, 1, -1)).toEqual(c);
  });

  it('puts a live arrival first in its open list, counts it, and never lists a record twice', () => {
    const client = new QueryClient();
    client.setQueryData(reminderKeys.list(2), {
      pages: [page([r('5'), r('4'), r('3'), r('2'), r('1')], 1, 6)],
      pageParams: [1],
    });
    client.setQueryData(reminderKeys.unread, {
      total: 6,
      byType: { '0': 0, '1': 0, '2': 6 },
      allByType: { '0': 0, '1': 0, '2': 8 },
    });
    const cache = noticeCache(client);
    cache.arrived(r('9'));
    cache.arrived(r('9'));
    const data = client.getQueryData(reminderKeys.list(2));
    expect(recordsOf(data as never).map((x) => x.id)).toEqual(['9', '5', '4', '3', '2', '1']);
    expect(client.getQueryData<UnreadCounts>(reminderKeys.unread)?.byType['2']).toBe(7);
    expect(client.getQueryData<UnreadCounts>(reminderKeys.unread)?.allByType['2']).toBe(9);
  });

  it('counts a record that arrives already read in the total only', () => {
    const client = new QueryClient();
    const counts = { total: 0, byType: { '0': 0, '1': 0, '2': 0 }, allByType: { '0': 0, '1': 3, '2': 0 } };
    client.setQueryData(reminderKeys.unread, counts);
    noticeCache(client).arrived(r('7', 1, 1));
    expect(client.getQueryData<UnreadCounts>(reminderKeys.unread)).toEqual({
      ...counts,
      allByType: { '0': 0, '1': 4, '2': 0 },
    });
  });

  it('reading one and reading all update the list and the counts', () => {
    const client = new QueryClient();
    client.setQueryData(reminderKeys.list(0), { pages: [page([r('2', 0, 0), r('1', 0, 0)], 1, 2)], pageParams: [1] });
    const allByType = { '0': 2, '1': 1, '2': 0 };
    client.setQueryData(reminderKeys.unread, { total: 3, byType: { '0': 2, '1': 1, '2': 0 }, allByType });
    const cache = noticeCache(client);
    cache.read(r('2', 0, 0));
    expect(recordsOf(client.getQueryData(reminderKeys.list(0)) as never).map((x) => x.isRead)).toEqual([1, 0]);
    expect(client.getQueryData<UnreadCounts>(reminderKeys.unread)).toEqual({
      total: 2,
      byType: { '0': 1, '1': 1, '2': 0 },
      allByType,
    });
    cache.allRead(0);
    expect(recordsOf(client.getQueryData(reminderKeys.list(0)) as never).every((x) => x.isRead === 1)).toBe(true);
    expect(client.getQueryData<UnreadCounts>(reminderKeys.unread)).toEqual({
      total: 1,
      byType: { '0': 0, '1': 1, '2': 0 },
      allByType,
    });
  });
});

describe('a withdrawn notice', () => {
  it('leaves the loaded lists, and the counts become the server’s', () => {
    const client = new QueryClient();
    const notice = { ...r('7'), eventKey: 'notice', businessId: '42' };
    const other = { ...r('6'), eventKey: 'notice', businessId: '41' };
    client.setQueryData(reminderKeys.list(2), { pages: [page([notice, other, r('5')], 1, 3)], pageParams: [1] });
    const counts: UnreadCounts = {
      total: 2,
      byType: { '0': 0, '1': 0, '2': 2 },
      allByType: { '0': 0, '1': 0, '2': 2 },
    };
    noticeCache(client).retracted({ eventKey: 'notice', businessIds: ['42'], counts });
    const data = client.getQueryData<{ pages: { records: Remind[]; total: number }[] }>(reminderKeys.list(2));
    expect(data!.pages[0]!.records.map((x) => x.id)).toEqual(['6', '5']);
    expect(data!.pages[0]!.total).toBe(2);
    expect(client.getQueryData(reminderKeys.unread)).toEqual(counts);
  });
});
