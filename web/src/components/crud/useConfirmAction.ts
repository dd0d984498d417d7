import { useMemo, type ReactNode } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

type ConfirmOptions = {
  title?: ReactNode;
  content: ReactNode;
  okText?: string;
  danger?: boolean;
  /** The action; the dialog shows its progress and closes when it ends. */
  onOk: () => Promise<unknown>;
  /** Said when the action succeeded; nothing when omitted. */
  successText?: string;
};

/**
 * Destructive actions ask first. The dialog waits for the action; a failure has already been
 * reported by lib/http, so the dialog just closes (nothing escapes as an unhandled rejection).
 */
export function useConfirmAction() {
  const { modal, message } = App.useApp();
  const { t } = useTranslation();

  return useMemo(() => {
    const confirm = ({ title, content, okText, danger, onOk, successText }: ConfirmOptions) =>
      modal.confirm({
        title: title ?? t('app.confirm'),
        content,
        okText: okText ?? t('app.ok'),
        cancelText: t('app.cancel'),
        okButtonProps: { danger },
        onOk: async () => {
          try {
            await onOk();
            if (successText) void message.success(successText);
          } catch {
            // Already reported to the user.
          }
        },
      });
    return {
      confirm,
      /** "Delete «name»?" — one record. */
      confirmDelete: (name: string | undefined, onOk: () => Promise<unknown>) =>
        confirm({
          title: t('crud.deleteTitle'),
          content: name ? t('crud.deleteConfirm', { name }) : t('crud.deleteConfirmPlain'),
          okText: t('crud.delete'),
          danger: true,
          onOk,
          successText: t('crud.deleted'),
        }),
      /** "Delete the N selected records?" */
      confirmBatchDelete: (count: number, onOk: () => Promise<unknown>) =>
        confirm({
          title: t('crud.deleteTitle'),
          content: t('crud.batchDeleteConfirm', { count }),
          okText: t('crud.delete'),
          danger: true,
          onOk,
          successText: t('crud.deleted'),
        }),
    };
  }, [modal, message, t]);
}
