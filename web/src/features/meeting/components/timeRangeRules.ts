import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { TimeRange } from '../meetingTime';

/** A meeting's time: both ends given, the end after the start (contract meetingSubmit/meetingMove). */
export const timeRangeRules = (t: TFunction): FormRule[] => [
  { required: true, message: t('crud.selectRequired', { field: t('meeting.time') }) },
  {
    validator: (_, range?: TimeRange | null) =>
      !range?.[0] || !range[1] || range[1].isAfter(range[0])
        ? Promise.resolve()
        : Promise.reject(new Error(t('meeting.endAfterStart'))),
  },
];
