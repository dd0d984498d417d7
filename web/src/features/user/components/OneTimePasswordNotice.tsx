import { useCallback } from 'react';
import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Shows a reset's one-time password to the administrator who drew it. The server keeps no
 * readable copy, so this dialog is the only place it ever appears.
 */
export function useOneTimePasswordNotice() {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    (name: string, password: string) =>
      modal.success({
        title: t('userAdmin.resetDoneTitle', { name }),
        content: (
          <div data-testid="one-time-password-notice">
            <Typography.Paragraph>
              <Typography.Text code copyable strong style={{ fontSize: 18 }} data-testid="one-time-password">
                {password}
              </Typography.Text>
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary">{t('userAdmin.resetDoneHint')}</Typography.Paragraph>
          </div>
        ),
        okText: t('app.ok'),
      }),
    [modal, t],
  );
}
