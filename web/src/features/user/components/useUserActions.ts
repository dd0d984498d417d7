import { useTranslation } from 'react-i18next';
import type { UserRecord } from '@invest/contract/user';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { useAuditUsers, useRemoveUsers, useResetPasswords, useSetUserStatus, useUnlockUsers } from '../api';
import { useOneTimePasswordNotice } from './OneTimePasswordNotice';

const label = (u: UserRecord) => u.realName || u.name || u.account;

/** The confirmed actions on users (each asks first and names who or how many). */
export function useUserActions() {
  const { t } = useTranslation();
  const { confirm, confirmDelete, confirmBatchDelete } = useConfirmAction();
  const remove = useRemoveUsers();
  const status = useSetUserStatus();
  const reset = useResetPasswords();
  const unlock = useUnlockUsers();
  const audit = useAuditUsers();
  const showOneTimePassword = useOneTimePasswordNotice();

  return {
    remove: (u: UserRecord) => confirmDelete(label(u), () => remove.mutateAsync([u.id])),
    removeMany: (ids: string[], done: () => void) =>
      confirmBatchDelete(ids.length, async () => {
        await remove.mutateAsync(ids);
        done();
      }),
    setStatus: (u: UserRecord, next: 0 | 1) =>
      confirm({
        content: t(next ? 'userAdmin.enableConfirm' : 'userAdmin.disableConfirm', { name: label(u) }),
        okText: next ? t('userAdmin.enable') : t('userAdmin.disable'),
        danger: next === 0,
        onOk: () => status.mutateAsync({ userIds: [u.id], status: next }),
        successText: t('crud.done'),
      }),
    resetPassword: (u: UserRecord) =>
      confirm({
        title: t('userAdmin.resetPassword'),
        content: t('userAdmin.resetConfirm', { name: label(u) }),
        okText: t('userAdmin.resetPassword'),
        danger: true,
        onOk: async () => {
          const [issued] = await reset.mutateAsync([u.id]);
          if (issued) showOneTimePassword(label(u), issued.password);
        },
      }),
    unlock: (u: UserRecord) =>
      confirm({
        content: t('userAdmin.unlockConfirm', { name: label(u) }),
        okText: t('userAdmin.unlock'),
        onOk: () => unlock.mutateAsync([u.id]),
        successText: t('userAdmin.unlocked'),
      }),
    audit: (ids: string[], pass: 0 | 1, done?: () => void) =>
      confirm({
        content: t(pass ? 'userAdmin.approveConfirm' : 'userAdmin.rejectConfirm', { count: ids.length }),
        okText: pass ? t('userAdmin.approve') : t('userAdmin.reject'),
        danger: pass === 0,
        onOk: async () => {
          await audit.mutateAsync({ userIds: ids, pass });
          done?.();
        },
        successText: pass ? t('userAdmin.approved') : t('userAdmin.rejected'),
      }),
  };
}
