import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { MeetingRecord } from '@invest/contract/meeting';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { useUser } from '../../../stores/user';
import { useSubmitMeeting } from '../api';
import { defaultRangeOn, rangeOf, wireRange, type TimeRange } from '../meetingTime';
import { UserSelect } from '../../../components/users/UserSelect';
import { timeRangeRules } from './timeRangeRules';
import { useFieldRules } from '../../../components/crud/fieldRules';

type Values = { title: string; time: TimeRange; place: string; hostId: string; attendeeIds: string[] };

/** What the drawer opens on: a meeting to edit, or a new one (on a day picked in the calendar). */
export type MeetingDraft = { meeting: MeetingRecord } | { day?: Dayjs };

type Props = {
  /** `undefined` when closed. */
  draft: MeetingDraft | undefined;
  onClose: () => void;
};

/** Schedule a meeting or edit a scheduled one; the server reminds the attendees (contract meetingSubmit). */
export function MeetingFormDrawer({ draft, onClose }: Props) {
  const { t } = useTranslation();
  const me = useUser((s) => s.userInfo?.userId);
  const submit = useSubmitMeeting();
  const meeting = draft && 'meeting' in draft ? draft.meeting : undefined;
  const day = draft && 'day' in draft ? draft.day : undefined;
  const { required, max } = useFieldRules();

  const initialValues: Partial<Values> = meeting
    ? {
        title: meeting.title,
        time: rangeOf(meeting),
        place: meeting.place,
        hostId: meeting.hostId,
        attendeeIds: meeting.attendees.map((a) => a.userId),
      }
    : { time: day ? defaultRangeOn(day) : undefined, place: '', hostId: me, attendeeIds: [] };

  return (
    <FormDrawer<Values>
      open={draft !== undefined}
      title={meeting ? t('meeting.edit') : t('meeting.add')}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={({ time, ...values }) => submit.mutateAsync({ ...values, ...wireRange(time), id: meeting?.id })}
      successText={meeting ? undefined : t('meeting.scheduled')}
      testId="meeting-drawer"
    >
      <Form.Item name="title" label={t('meeting.title')} rules={[required(t('meeting.title')), max(200)]}>
        <Input placeholder={t('meeting.titlePlaceholder')} data-testid="meeting-form-title" />
      </Form.Item>
      <Form.Item name="time" label={t('meeting.time')} rules={timeRangeRules(t)}>
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm', minuteStep: 5 }}
          format="YYYY-MM-DD HH:mm"
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="place" label={t('meeting.place')} rules={[max(200)]}>
        <Input data-testid="meeting-form-place" />
      </Form.Item>
      <Form.Item
        name="hostId"
        label={t('meeting.host')}
        rules={[{ required: true, message: t('crud.selectRequired', { field: t('meeting.host') }) }]}
      >
        <UserSelect
          placeholder={t('crud.selectPlaceholder', { field: t('meeting.host') })}
          data-testid="meeting-form-host"
        />
      </Form.Item>
      <Form.Item
        name="attendeeIds"
        label={t('meeting.attendees')}
        extra={t('meeting.attendeesHint')}
        rules={[
          {
            required: true,
            type: 'array',
            min: 1,
            message: t('crud.selectRequired', { field: t('meeting.attendees') }),
          },
          { type: 'array', max: 100, message: t('meeting.attendeesMax', { max: 100 }) },
        ]}
      >
        <UserSelect
          mode="multiple"
          placeholder={t('crud.selectPlaceholder', { field: t('meeting.attendees') })}
          data-testid="meeting-form-attendees"
        />
      </Form.Item>
    </FormDrawer>
  );
}
