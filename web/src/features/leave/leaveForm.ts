import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import type { LeaveRecord, LeaveStartBody } from '@invest/contract/flow';
import type { UserRef } from '../../components/users/UserSearchSelect';

/** The leave form's fields (the request and its adjustment). */
export type LeaveValues = { approver?: UserRef; startTime?: Dayjs; endTime?: Dayjs; reason?: string };

const WIRE = 'YYYY-MM-DD HH:mm:ss';
const DAY_MS = 86_400_000;

/** Whole days, a part day counting as one (as the server counts them); 0 until both ends are set the right way round. */
export function leaveDays(start: Dayjs | undefined, end: Dayjs | undefined): number {
  if (!start || !end || !end.isAfter(start)) return 0;
  return Math.ceil(end.diff(start) / DAY_MS);
}

/** The rules of each field; the end must be after the start. */
export function leaveRules(t: TFunction) {
  return {
    approver: [{ required: true, message: t('work.approverRequired') }],
    startTime: [{ required: true, message: t('work.startRequired') }],
    endTime: [
      { required: true, message: t('work.endRequired') },
      ({ getFieldValue }: { getFieldValue: (name: 'startTime') => Dayjs | undefined }) => ({
        validator: async (_: unknown, end: Dayjs | undefined) => {
          const start = getFieldValue('startTime');
          if (start && end && !end.isAfter(start)) throw new Error(t('work.endAfterStart'));
        },
      }),
    ],
    reason: [
      { required: true, whitespace: true, message: t('work.reasonRequired') },
      { max: 1000, message: t('crud.tooLong', { max: 1000 }) },
    ],
  };
}

/** The request as the server takes it (validated values: every field is there). */
export function toLeaveBody(values: LeaveValues): Omit<LeaveStartBody, 'processDefinitionId'> {
  return {
    taskUser: values.approver!.id,
    startTime: values.startTime!.format(WIRE),
    endTime: values.endTime!.format(WIRE),
    reason: values.reason!.trim(),
  };
}

/** A stored request as the form's values (to adjust it). */
export function fromLeave(leave: LeaveRecord): LeaveValues {
  return {
    approver: { id: leave.taskUser, name: leave.taskUserName },
    startTime: dayjs(leave.startTime),
    endTime: dayjs(leave.endTime),
    reason: leave.reason,
  };
}
