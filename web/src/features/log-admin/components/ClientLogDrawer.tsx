import { App, Button, Descriptions, Drawer, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ErrorLogRecord } from '@invest/contract/log';
import styles from './log.module.css';
import { EMPTY } from '../../../lib/empty';

type Props = { record: ErrorLogRecord | undefined; onClose: () => void };

/** One uploaded client error: who, when, where, the message and the full stack. */
export function ClientLogDrawer({ record, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();

  const copy = async () => {
    if (!record) return;
    const text = [record.message, record.stack, record.info].filter(Boolean).join('\n\n');
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t('clientLog.copied'));
    } catch {
      // Clipboard refused (insecure context): the text stays selectable.
    }
  };

  return (
    <Drawer
      open={record !== undefined}
      title={t('clientLog.detail')}
      onClose={onClose}
      size={720}
      destroyOnHidden
      data-testid="client-log-drawer"
      extra={
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('clientLog.copy')}
        </Button>
      }
    >
      {record && (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            styles={{ label: { width: 120 } }}
            items={[
              {
                key: 'message',
                label: t('clientLog.message'),
                children: <span className={styles.message}>{record.message}</span>,
              },
              { key: 'type', label: t('clientLog.type'), children: record.type },
              { key: 'account', label: t('clientLog.account'), children: record.account || EMPTY },
              {
                key: 'url',
                label: t('clientLog.url'),
                children: (
                  <Typography.Text copyable className={styles.url}>
                    {record.url}
                  </Typography.Text>
                ),
              },
              { key: 'time', label: t('clientLog.time'), children: record.time },
              { key: 'createTime', label: t('clientLog.createTime'), children: record.createTime },
              { key: 'ip', label: t('clientLog.ip'), children: record.ip || EMPTY },
              {
                key: 'userAgent',
                label: t('clientLog.userAgent'),
                children: <span className={styles.agent}>{record.userAgent || EMPTY}</span>,
              },
              ...(record.info ? [{ key: 'info', label: t('clientLog.info'), children: record.info }] : []),
            ]}
          />
          <h4 className={styles.stackTitle}>{t('clientLog.stack')}</h4>
          {record.stack ? (
            <pre className={styles.stack} data-testid="client-log-stack">
              {record.stack}
            </pre>
          ) : (
            <Typography.Text type="secondary">{t('clientLog.noStack')}</Typography.Text>
          )}
        </>
      )}
    </Drawer>
  );
}
