import type { Page } from '@invest/contract/paging';
import type { Remind, SendNotice, UnreadCounts } from '@invest/contract/reminder';
import { z } from 'zod';
import type { PubSub } from '../../db/client.js';
import type { AuthUser } from '../../http/auth-context.js';
import { formatDateTime } from '../../http/format.js';
import { offsetOf, pageOf, sortOf } from '../../paging.js';
import type { NewRemind, ReminderRepo, RemindRow } from './repo.js';

const CHANNEL = 'event_remind';
/** One message on the channel: a new reminder for a user, or reminders taken back from a user. */
const delivery = z.object({
  tenantId: z.string(),
  userId: z.string(),
  remind: z.unknown().optional(),
  retracted: z.object({ eventKey: z.string(), businessIds: z.array(z.string()) }).optional(),
});

export type Retraction = { eventKey: string; businessIds: string[] };
export type RemindListener = ((remind: Remind) => void) & { retracted?: (r: Retraction) => void };
export type NewReminder = Omit<NewRemind, 'createUser'> & { createUser?: string | null };

export function toRemind(row: RemindRow): Remind {
  return {
    id: row.id,
    type: row.type,
    eventKey: row.eventKey,
    businessId: row.businessId ?? '',
    msg: row.msg,
    isRead: row.isRead,
    createTime: formatDateTime(row.createTime),
  };
}

/**
 * Reminder events behind the bell. New reminders are announced on a PostgreSQL channel, and
 * every process delivers them to the streams of its own connected users.
 */
export function createReminderService(
  repo: ReminderRepo,
  pubsub: PubSub,
  users: { activeUserIds(tenantId: string): Promise<string[]> },
) {
  const listeners = new Map<string, Set<RemindListener>>();
  const keyOf = (tenantId: string, userId: string) => `${tenantId}:${userId}`;
  let stopListening: (() => Promise<void>) | undefined;

  function deliverLocally(payload: string) {
    const parsed = delivery.safeParse(JSON.parse(payload));
    if (!parsed.success) return;
    const { remind: record, retracted } = parsed.data;
    const set = listeners.get(keyOf(parsed.data.tenantId, parsed.data.userId));
    set?.forEach((listener) => {
      if (retracted) listener.retracted?.(retracted);
      else if (record) listener(record as Remind);
    });
  }

  /** Stores reminders and announces each to its recipient, wherever they are connected. */
  async function remind(events: NewReminder[]): Promise<Remind[]> {
    const rows = await repo.insert(events);
    await Promise.all(
      rows.map((row) =>
        pubsub.notify(CHANNEL, JSON.stringify({ tenantId: row.tenantId, userId: row.userId, remind: toRemind(row) })),
      ),
    );
    return rows.map(toRemind);
  }

  return {
    remind,

    /** Reminders were taken back (a withdrawn notice): each connected user's bell updates at once. */
    async retracted(tenantId: string, userIds: string[], retraction: Retraction): Promise<void> {
      await Promise.all(
        userIds.map((userId) => pubsub.notify(CHANNEL, JSON.stringify({ tenantId, userId, retracted: retraction }))),
      );
    },

    async start() {
      stopListening = await pubsub.listen(CHANNEL, deliverLocally);
    },
    async stop() {
      await stopListening?.();
    },

    async page(
      auth: AuthUser,
      query: { current: number; size: number; ascs?: string; descs?: string; type?: number; isRead?: number },
    ): Promise<Page<Remind>> {
      const sort = sortOf(query);
      const { rows, total } = await repo.page(
        auth.tenantId,
        auth.userId,
        { type: query.type, isRead: query.isRead },
        sort,
        query.size,
        offsetOf(query),
      );
      return pageOf(rows.map(toRemind), total, query);
    },

    async unreadCounts(auth: AuthUser): Promise<UnreadCounts> {
      const byType = { '0': 0, '1': 0, '2': 0 };
      const allByType = { ...byType };
      for (const row of await repo.countsByType(auth.tenantId, auth.userId)) {
        const key = String(row.type) as keyof typeof byType;
        byType[key] = row.unread;
        allByType[key] = row.all;
      }
      return { total: byType['0'] + byType['1'] + byType['2'], byType, allByType };
    },

    /** A to-do is done (its task ended): its reminders no longer count as unread, for anyone. */
    settle: (tenantId: string, eventKey: string, businessIds: string[]) => repo.settle(tenantId, eventKey, businessIds),
    read: (auth: AuthUser, ids: string[]) => repo.markRead(auth.tenantId, auth.userId, ids),
    readAll: (auth: AuthUser, type?: number) => repo.markAllRead(auth.tenantId, auth.userId, type),

    /** An administrator's notice (or message, or to-do) to listed users, or to everyone in the tenant. */
    async send(auth: AuthUser, notice: SendNotice): Promise<number> {
      const active = await users.activeUserIds(auth.tenantId);
      const recipients = notice.userIds.length ? notice.userIds.filter((id) => active.includes(id)) : active;
      const sent = await remind(
        recipients.map((userId) => ({
          tenantId: auth.tenantId,
          userId,
          type: notice.type,
          eventKey: 'system',
          msg: notice.msg,
          createUser: auth.userId,
        })),
      );
      return sent.length;
    },

    subscribe(auth: AuthUser, listener: RemindListener): () => void {
      const key = keyOf(auth.tenantId, auth.userId);
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
  };
}
export type ReminderService = ReturnType<typeof createReminderService>;
