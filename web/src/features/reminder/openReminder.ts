import { NOTICE_EVENT_KEY } from '@invest/contract/constants';
import type { Remind } from '@invest/contract/reminder';
import type { NoticeView } from '@invest/contract/notice';
import { fetchNoticeView, fetchProjectDetail, markRead, type ProjectRef } from './api';

/** Spec §2: the project detail route, reached from a notification. */
export function projectDetailPath({ name, uuid }: ProjectRef): string {
  return `/project/project_detail?${new URLSearchParams({ name, uuid }).toString()}`;
}

type Options = {
  navigate: (to: string) => void;
  /** The reminder is now read (update counts and list). */
  onRead: (record: Remind) => void;
  /** The project could not be looked up. */
  onProjectFailed: () => void;
  /** An administrator's notice to show (its title and content). */
  onNotice?: (view: NoticeView) => void;
};

/** Where a reminder about a meeting or an approval leads: the page with that record open. */
function recordPath(record: Remind): string | undefined {
  if (record.eventKey === 'meeting') return `/meeting/index?id=${record.businessId}`;
  // A waiting step is a to-do of mine; an outcome is news about my own application.
  if (record.eventKey === 'approval') return `/approval/${record.type === 0 ? 'todo' : 'mine'}?id=${record.businessId}`;
  return undefined;
}

/**
 * Opening a reminder: an unread one is marked read; a `project_manage` one looks up its project
 * by id and opens the project's detail page; a meeting or approval one opens that record; an
 * administrator's notice shows its content.
 */
export async function openReminder(
  record: Remind,
  { navigate, onRead, onProjectFailed, onNotice }: Options,
): Promise<void> {
  if (record.isRead !== 1) {
    try {
      await markRead([record.id]);
      onRead(record);
    } catch {
      // lib/http showed why; the reminder stays unread.
    }
  }
  if (record.eventKey === NOTICE_EVENT_KEY && record.businessId) {
    try {
      onNotice?.(await fetchNoticeView(record.businessId));
    } catch {
      // lib/http said why (withdrawn meanwhile: the notice does not exist).
    }
    return;
  }
  const path = record.businessId ? recordPath(record) : undefined;
  if (path) return navigate(path);
  if (record.eventKey !== 'project_manage') return;
  try {
    const project = await fetchProjectDetail(record.businessId);
    if (!project?.uuid) throw new Error('no project');
    navigate(projectDetailPath(project));
  } catch {
    onProjectFailed();
  }
}
