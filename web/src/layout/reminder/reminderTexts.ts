import type { I18nKey } from '../../lib/i18n';
import type { RemindType } from '../../features/reminder/api';

export const TYPE_LABEL: Record<RemindType, I18nKey> = { 0: 'notice.todo', 1: 'notice.message', 2: 'notice.notice' };
export const TYPE_TITLE_NEW: Record<RemindType, I18nKey> = { 0: 'notice.new0', 1: 'notice.new1', 2: 'notice.new2' };
export const TYPE_EMPTY: Record<RemindType, I18nKey> = {
  0: 'notice.emptyTodo',
  1: 'notice.emptyMessage',
  2: 'notice.emptyNotice',
};
