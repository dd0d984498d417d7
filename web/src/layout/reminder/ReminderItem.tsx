import { Avatar, Badge, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useTranslation } from 'react-i18next';
import type { Remind } from '@invest/contract/reminder';
import { readState } from '../../features/reminder/readState';
import { eventLook } from './eventIcons';
import styles from './reminder.module.css';

dayjs.extend(relativeTime);

/** A reminder: icon by its event, message, age; unread ones carry the 未读 tag and a dot. */
export function ReminderItem({ record, onOpen }: { record: Remind; onOpen: (record: Remind) => void }) {
  const { t } = useTranslation();
  const state = readState(record);
  const look = eventLook(record.eventKey);
  const Icon = look.icon;
  const time = dayjs(record.createTime);
  return (
    <div
      role="button"
      tabIndex={0}
      className={`${styles.item} ${state.unread ? styles.unread : ''}`}
      onClick={() => onOpen(record)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onOpen(record);
        }
      }}
      data-testid="notice-item"
      data-status={state.status}
      data-id={record.id}
    >
      <Badge dot={state.unread} offset={[-3, 3]}>
        <Avatar size={36} style={{ background: look.color }} icon={<Icon />} />
      </Badge>
      <div className={styles.body}>
        <div className={styles.msg} title={record.msg}>
          {record.msg}
        </div>
        <div className={styles.meta}>
          <Tooltip title={record.createTime}>
            <span>{time.isValid() ? time.fromNow() : record.createTime}</span>
          </Tooltip>
          {state.tag && (
            <Tag color={state.color} variant="outlined" className={styles.tag} data-testid="notice-unread-tag">
              {t(state.tag)}
            </Tag>
          )}
        </div>
      </div>
    </div>
  );
}
