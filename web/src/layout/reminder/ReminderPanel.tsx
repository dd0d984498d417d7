import { useState } from 'react';
import { CheckOutlined } from '@ant-design/icons';
import { Button, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UnreadCounts } from '@invest/contract/reminder';
import { markAllRead, REMIND_TYPE_LIST, type RemindType } from '../../features/reminder/api';
import { noticeCache } from '../../features/reminder/cache';
import { ReminderList } from './ReminderList';
import { TYPE_LABEL } from './reminderTexts';
import styles from './reminder.module.css';

type Props = { open: boolean; counts: UnreadCounts | undefined; onNavigate: () => void };

/**
 * The popover's body: to-do, messages and notices, each labelled with its total when above zero
 * (spec §2; unread items carry their own tag, and the bell its red dot); "mark all read".
 */
export function ReminderPanel({ open, counts, onNavigate }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [active, setActive] = useState<RemindType>(0);
  const [busy, setBusy] = useState(false);
  const activeUnread = counts?.byType[String(active) as '0' | '1' | '2'] ?? 0;

  const readAll = async () => {
    setBusy(true);
    try {
      await markAllRead(active);
      noticeCache(client).allRead(active);
    } catch {
      // lib/http showed why.
    } finally {
      setBusy(false);
    }
  };

  const items = REMIND_TYPE_LIST.map((type) => {
    const n = counts?.allByType[String(type) as '0' | '1' | '2'] ?? 0;
    return {
      key: String(type),
      label: (
        <span data-testid={`notice-tab-${type}`}>
          {t(TYPE_LABEL[type])}
          {n > 0 ? ` (${n})` : ''}
        </span>
      ),
      children: <ReminderList type={type} enabled={open && active === type} onNavigate={onNavigate} />,
    };
  });

  return (
    <div className={styles.panel} data-testid="notice-panel">
      <Tabs
        centered
        activeKey={String(active)}
        onChange={(key) => setActive(Number(key) as RemindType)}
        items={items}
        className={styles.tabs}
      />
      <div className={styles.footer}>
        <Button
          type="text"
          block
          icon={<CheckOutlined />}
          disabled={!activeUnread}
          loading={busy}
          onClick={() => void readAll()}
          data-testid="notice-read-all"
        >
          {t('notice.readAll')}
        </Button>
      </div>
    </div>
  );
}
