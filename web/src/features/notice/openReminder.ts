import type { Remind } from '@invest/contract/notice';
import { fetchProjectDetail, markRead, type ProjectRef } from './api';

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
};

/**
 * Opening a reminder: an unread one is marked read; a `project_manage` one looks up its project
 * by id and opens the project's detail page.
 */
export async function openReminder(record: Remind, { navigate, onRead, onProjectFailed }: Options): Promise<void> {
  if (record.isRead !== 1) {
    try {
      await markRead([record.id]);
      onRead(record);
    } catch {
      // lib/http showed why; the reminder stays unread.
    }
  }
  if (record.eventKey !== 'project_manage') return;
  try {
    const project = await fetchProjectDetail(record.businessId);
    if (!project?.uuid) throw new Error('no project');
    navigate(projectDetailPath(project));
  } catch {
    onProjectFailed();
  }
}
