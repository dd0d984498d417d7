import { useState, type ReactNode } from 'react';
import { Button, Calendar, Space, Spin, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MEETING_STATUS } from '@invest/contract/pipeline';
import type { MeetingRecord } from '@invest/contract/meeting';
import { CrudPanel } from '../../../components/crud/CrudPage';
import { useMeetingCalendar } from '../api';
import { DAY, byDay, calendarSpan } from '../meetingTime';
import styles from './meeting.module.css';

type Props = {
  /** The view switch and the schedule button. */
  toolbar: ReactNode;
  onOpen: (m: MeetingRecord) => void;
  /** Schedule a meeting on a day (today or later); omitted for users who may not. */
  onAddOn?: (day: Dayjs) => void;
};

const STATUS_CLASS: Record<number, string | undefined> = {
  [MEETING_STATUS.held]: styles.held,
  [MEETING_STATUS.cancelled]: styles.cancelled,
};

/** A month of meetings: click one to open it, click a day to schedule one there. */
export function MeetingCalendar({ toolbar, onOpen, onAddOn }: Props) {
  const { t } = useTranslation();
  // The chosen day; the calendar shows its month.
  const [value, setValue] = useState(() => dayjs());
  const span = calendarSpan(value);
  const meetings = useMeetingCalendar(span.from, span.to);
  const days = byDay(meetings.data ?? []);

  const cell = (date: Dayjs) => (
    <ul className={styles.dayList}>
      {(days.get(date.format(DAY)) ?? []).map((m) => (
        <li key={m.id}>
          <button
            type="button"
            className={`${styles.event} ${STATUS_CLASS[m.status] ?? ''}`}
            title={`${m.startTime.slice(11, 16)} ${m.title}`}
            onClick={(e) => {
              e.stopPropagation(); // Not also "schedule on this day".
              onOpen(m);
            }}
            data-testid="calendar-meeting"
          >
            {m.startTime.slice(11, 16)} {m.title}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <CrudPanel testId="meeting-calendar">
      <div className={styles.calendarBar}>
        <Space wrap>{toolbar}</Space>
        <Space>
          <Button
            icon={<LeftOutlined />}
            aria-label={t('meeting.previousMonth')}
            onClick={() => setValue((v) => v.subtract(1, 'month'))}
            data-testid="calendar-prev"
          />
          <Typography.Text strong className={styles.month} data-testid="calendar-month">
            {value.format(t('meeting.monthFormat'))}
          </Typography.Text>
          <Button
            icon={<RightOutlined />}
            aria-label={t('meeting.nextMonth')}
            onClick={() => setValue((v) => v.add(1, 'month'))}
            data-testid="calendar-next"
          />
          <Button onClick={() => setValue(dayjs())}>{t('meeting.thisMonth')}</Button>
        </Space>
      </div>
      {onAddOn && <Typography.Paragraph type="secondary">{t('meeting.calendarHint')}</Typography.Paragraph>}
      <Spin spinning={meetings.isFetching}>
        <Calendar
          value={value}
          mode="month"
          headerRender={() => null}
          cellRender={(date, info) => (info.type === 'date' ? cell(date) : info.originNode)}
          onSelect={(date, { source }) => {
            if (source !== 'date') return;
            setValue(date);
            if (onAddOn && !date.isBefore(dayjs(), 'day')) onAddOn(date);
          }}
        />
      </Spin>
    </CrudPanel>
  );
}
