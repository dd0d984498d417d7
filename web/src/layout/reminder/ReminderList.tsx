import { useEffect, useRef, useState, type UIEvent, type WheelEvent } from 'react';
import { App, Empty, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Remind } from '@invest/contract/reminder';
import { useRemindList, type RemindType } from '../../features/reminder/api';
import { noticeCache, recordsOf } from '../../features/reminder/cache';
import { openReminder } from '../../features/reminder/openReminder';
import { createPager, isAtEnd } from '../../features/reminder/paging';
import { ReminderItem } from './ReminderItem';
import { TYPE_EMPTY } from './reminderTexts';
import styles from './reminder.module.css';

type Props = { type: RemindType; enabled: boolean; onNavigate: () => void };

/** One tab's reminders in a 300-high scroll area; the end of it loads the next page (spec §4). */
export function ReminderList({ type, enabled, onNavigate }: Props) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const query = useRemindList(type, enabled);
  const records = recordsOf(query.data);
  const [loadingMore, setLoadingMore] = useState(false);
  const [pager] = useState(() => createPager({ onLoading: setLoadingMore }));
  useEffect(() => () => pager.dispose(), [pager]);
  const scrollRef = useRef<HTMLDivElement>(null);
  // The loading line appears below what was the end: bring it into view.
  useEffect(() => {
    const el = scrollRef.current;
    if (loadingMore && el) el.scrollTop = el.scrollHeight;
  }, [loadingMore]);

  const reachEnd = () =>
    pager.reachEnd({
      hasNext: query.hasNextPage,
      load: () => query.fetchNextPage(),
      noMore: () => void message.warning({ content: t('notice.noMore'), key: 'notice-no-more' }),
    });

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    if (isAtEnd(e.currentTarget)) reachEnd();
    else pager.leaveEnd();
  };

  // A list too short to scroll still answers the wheel at its end.
  const onWheel = (e: WheelEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (e.deltaY > 0 && el.scrollHeight <= el.clientHeight + 1) reachEnd();
  };

  const open = (record: Remind) =>
    void openReminder(record, {
      navigate: (to) => {
        onNavigate();
        navigate(to);
      },
      onRead: (r) => noticeCache(client).read(r),
      onProjectFailed: () => void message.error(t('notice.projectFailed')),
      onNotice: (view) =>
        void modal.info({
          title: view.title,
          width: 560,
          okText: t('app.ok'),
          content: (
            <div data-testid="notice-view-dialog">
              <div className={styles.noticeMeta}>{[view.authorName, view.publishTime].filter(Boolean).join(' · ')}</div>
              <div className={styles.noticeContent}>{view.content}</div>
            </div>
          ),
        }),
    });

  return (
    <div
      ref={scrollRef}
      className={styles.scroll}
      onScroll={onScroll}
      onWheel={onWheel}
      data-testid={`notice-list-${type}`}
    >
      {query.isPending && enabled ? (
        <div className={styles.center}>
          <Spin />
        </div>
      ) : records.length === 0 ? (
        <div className={styles.center}>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(TYPE_EMPTY[type])} />
        </div>
      ) : (
        <>
          {records.map((record) => (
            <ReminderItem key={record.id} record={record} onOpen={open} />
          ))}
          {loadingMore && (
            <div className={styles.loadingLine} data-testid="notice-loading">
              <Spin size="small" /> {t('notice.loading')}
            </div>
          )}
        </>
      )}
    </div>
  );
}
