import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Remind, RetractedEvent, UnreadCounts } from '@invest/contract/reminder';
import type { Page } from '@invest/contract/paging';
import { reminderKeys, type RemindType } from './api';

type Pages = InfiniteData<Page<Remind>>;
type TypeKey = '0' | '1' | '2';

const typeKey = (type: number): TypeKey => String(type) as TypeKey;

/** The records of the loaded pages, each once (a live arrival shifts later pages by one). */
export function recordsOf(data: Pages | undefined): Remind[] {
  const seen = new Set<string>();
  const out: Remind[] = [];
  for (const page of data?.pages ?? []) {
    for (const record of page.records) {
      if (seen.has(record.id)) continue;
      seen.add(record.id);
      out.push(record);
    }
  }
  return out;
}

function mapRecords(data: Pages | undefined, fn: (r: Remind) => Remind): Pages | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((p) => ({ ...p, records: p.records.map(fn) })) };
}

/** A new reminder first in its list, and counted. */
export function withArrival(data: Pages | undefined, record: Remind): Pages | undefined {
  if (!data?.pages.length) return data;
  if (data.pages.some((p) => p.records.some((r) => r.id === record.id))) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first!, records: [record, ...first!.records], total: first!.total + 1 }, ...rest] };
}

/** The loaded pages without the records taken back (a withdrawn notice's reminders). */
export function withoutRetracted(data: Pages | undefined, eventKey: string, businessIds: string[]): Pages | undefined {
  if (!data) return data;
  const gone = (r: Remind) => r.eventKey === eventKey && businessIds.includes(r.businessId);
  if (!data.pages.some((p) => p.records.some(gone))) return data;
  return {
    ...data,
    pages: data.pages.map((p) => {
      const kept = p.records.filter((r) => !gone(r));
      return { ...p, records: kept, total: Math.max(0, p.total - (p.records.length - kept.length)) };
    }),
  };
}

/** The unread counts moved by `delta` for one type (the totals per type do not change on reading). */
export function countsWith(counts: UnreadCounts | undefined, type: number, delta: number): UnreadCounts | undefined {
  if (!counts) return counts;
  const key = typeKey(type);
  const before = counts.byType[key];
  const after = Math.max(0, before + delta);
  return { ...counts, total: Math.max(0, counts.total + (after - before)), byType: { ...counts.byType, [key]: after } };
}

/** A new record: one more in its type's total, and one more unread unless it came read. */
export function countsWithArrival(counts: UnreadCounts | undefined, record: Remind): UnreadCounts | undefined {
  if (!counts) return counts;
  const key = typeKey(record.type);
  const counted = { ...counts, allByType: { ...counts.allByType, [key]: counts.allByType[key] + 1 } };
  return record.isRead === 1 ? counted : countsWith(counted, record.type, 1);
}

/** Cache updates the bell makes without asking the server again. */
export function noticeCache(client: QueryClient) {
  return {
    arrived(record: Remind) {
      const key = reminderKeys.list(record.type as RemindType);
      if (recordsOf(client.getQueryData<Pages>(key)).some((r) => r.id === record.id)) return;
      client.setQueryData<Pages>(key, (d) => withArrival(d, record));
      client.setQueryData<UnreadCounts>(reminderKeys.unread, (c) => countsWithArrival(c, record));
    },
    read(record: Remind) {
      client.setQueryData<Pages>(reminderKeys.list(record.type as RemindType), (d) =>
        mapRecords(d, (r) => (r.id === record.id ? { ...r, isRead: 1 } : r)),
      );
      client.setQueryData<UnreadCounts>(reminderKeys.unread, (c) => countsWith(c, record.type, -1));
    },
    allRead(type: RemindType) {
      client.setQueryData<Pages>(reminderKeys.list(type), (d) => mapRecords(d, (r) => ({ ...r, isRead: 1 })));
      client.setQueryData<UnreadCounts>(reminderKeys.unread, (c) =>
        countsWith(c, type, -(c?.byType[typeKey(type)] ?? 0)),
      );
    },
    counts(counts: UnreadCounts) {
      client.setQueryData(reminderKeys.unread, counts);
    },
    /** Reminders taken back by the server: out of every loaded list, and the counts as the server says. */
    retracted({ eventKey, businessIds, counts }: RetractedEvent) {
      for (const type of [0, 1, 2] as const)
        client.setQueryData<Pages>(reminderKeys.list(type), (d) => withoutRetracted(d, eventKey, businessIds));
      client.setQueryData(reminderKeys.unread, counts);
    },
  };
}
