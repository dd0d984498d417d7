import { DatePicker, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MeetingRecord } from '@invest/contract/meeting';
import { useMoveMeeting } from '../api';
import { formatSpan, rangeOf, wireRange, type TimeRange } from '../meetingTime';
import { FormModal } from '../../../components/crud/FormModal';
import { timeRangeRules } from './timeRangeRules';

type Props = {
  /** The meeting to move; `undefined` when closed. */
  meeting: MeetingRecord | undefined;
  onClose: () => void;
};

/** Move a scheduled meeting to another time; the server tells its attendees. */
export function MoveMeetingModal({ meeting, onClose }: Props) {
  const { t } = useTranslation();
  const move = useMoveMeeting();
  return (
    <FormModal<{ time: TimeRange }>
      open={meeting !== undefined}
      title={t('meeting.moveTitle', { title: meeting?.title ?? '' })}
      initialValues={meeting ? { time: rangeOf(meeting) } : undefined}
      onClose={onClose}
      onSubmit={({ time }) => move.mutateAsync({ id: meeting!.id, ...wireRange(time) })}
      successText={t('meeting.moved')}
      okText={t('meeting.move')}
      testId="meeting-move"
    >
      {meeting && (
        <Typography.Paragraph type="secondary">
          {t('meeting.moveHint', { time: formatSpan(meeting) })}
        </Typography.Paragraph>
      )}
      <Form.Item name="time" label={t('meeting.newTime')} rules={timeRangeRules(t)}>
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm', minuteStep: 5 }}
          format="YYYY-MM-DD HH:mm"
          style={{ width: '100%' }}
        />
      </Form.Item>
    </FormModal>
  );
}
