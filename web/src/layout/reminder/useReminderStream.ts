import { useEffect } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { noticeCache } from '../../features/reminder/cache';
import { connectRemindStream } from '../../features/reminder/stream';
import { useUser } from '../../stores/user';
import { TYPE_TITLE_NEW } from './reminderTexts';

/**
 * New reminders without a reload: one stream per signed-in tab, opened again with every new
 * token (a refresh, another tab's sign-in) and closed on logout. Each arrival updates the counts
 * and the open list, and shows a small toast.
 */
export function useReminderStream(): void {
  const token = useUser((s) => s.token);
  const client = useQueryClient();
  const { notification } = App.useApp();
  const { t } = useTranslation();

  useEffect(() => {
    if (!token) return;
    const cache = noticeCache(client);
    return connectRemindStream({
      onReady: (counts) => cache.counts(counts),
      onRetracted: (event) => cache.retracted(event),
      onRemind: (record) => {
        cache.arrived(record);
        notification.info({
          key: `remind-${record.id}`,
          title: t(TYPE_TITLE_NEW[record.type as 0 | 1 | 2] ?? 'notice.new2'),
          description: record.msg,
          placement: 'topRight',
          duration: 6,
          props: { 'data-testid': 'notice-toast' } as object,
        });
      },
    });
  }, [token, client, notification, t]);
}
