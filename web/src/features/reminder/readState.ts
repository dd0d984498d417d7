import type { Remind } from '@invest/contract/reminder';

/**
 * Read state of a reminder (product decision): `isRead` 0 = unread → list status 3 and the tag
 * 未读 with a dot; read → status 0 and no tag. The status picks the colour, so it follows the
 * meaning: 3 draws attention, 0 is quiet.
 */
export type ReadState = { status: 0 | 3; unread: boolean; tag?: 'notice.unread'; color: string };

const STATUS_COLOR: Record<0 | 3, string> = { 0: 'default', 3: 'error' };

export function readState(record: Pick<Remind, 'isRead'>): ReadState {
  const unread = record.isRead !== 1;
  const status = unread ? 3 : 0;
  return unread
    ? { status, unread, tag: 'notice.unread', color: STATUS_COLOR[status] }
    : { status, unread, color: STATUS_COLOR[status] };
}
