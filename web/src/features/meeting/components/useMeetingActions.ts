import { useTranslation } from 'react-i18next';
import type { MeetingRecord } from '@invest/contract/meeting';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { useCancelMeeting, useRemoveMeetings } from '../api';

/** The destructive meeting actions, each behind its confirmation (list, calendar and detail share them). */
export function useMeetingActions() {
  const { t } = useTranslation();
  const { confirm, confirmDelete, confirmBatchDelete } = useConfirmAction();
  const cancel = useCancelMeeting();
  const remove = useRemoveMeetings();

  return {
    cancel: (m: MeetingRecord) =>
      confirm({
        title: t('meeting.cancelTitle'),
        content: t('meeting.cancelConfirm', { title: m.title }),
        okText: t('meeting.cancelMeeting'),
        danger: true,
        onOk: () => cancel.mutateAsync(m.id),
        successText: t('meeting.cancelled'),
      }),
    remove: (m: MeetingRecord, onDone?: () => void) =>
      confirmDelete(m.title, async () => {
        await remove.mutateAsync([m.id]);
        onDone?.();
      }),
    removeMany: (ids: string[], onDone: () => void) =>
      confirmBatchDelete(ids.length, async () => {
        await remove.mutateAsync(ids);
        onDone();
      }),
  };
}
