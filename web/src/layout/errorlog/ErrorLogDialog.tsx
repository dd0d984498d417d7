import { useRef, useState } from 'react';
import { ClearOutlined, CloudUploadOutlined } from '@ant-design/icons';
import { App, Button, Empty, Modal, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '@invest/contract/log';
import { uploadLogs } from '../../features/log/api';
import { useLogs } from '../../stores/logs';
import styles from './errorlog.module.css';
import { EMPTY } from '../../lib/empty';

type Row = LogEntry & { key: number };

/** Spec §2 Dialogs: the error log, fullscreen; upload (asks first) and clear (asks first). */
export function ErrorLogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const logsList = useLogs((s) => s.logsList);
  const clearLogs = useLogs((s) => s.clearLogs);
  const [uploading, setUploading] = useState(false);
  // After a confirm closes, the button that opened it may be disabled (nothing left to upload), and
  // focus would fall to the page, out of the dialog's reach: Esc no longer closed it (issue 14).
  const bodyRef = useRef<HTMLDivElement>(null);
  const refocus = () => bodyRef.current?.focus();
  const rows: Row[] = logsList.map((entry, key) => ({ ...entry, key }));

  const upload = () =>
    modal.confirm({
      title: t('app.confirm'),
      content: t('errorLog.uploadConfirm'),
      okText: t('app.ok'),
      cancelText: t('app.cancel'),
      afterClose: refocus,
      onOk: async () => {
        setUploading(true);
        try {
          await uploadLogs(useLogs.getState().logsList);
          clearLogs();
          void message.success(t('errorLog.uploaded'));
        } finally {
          setUploading(false);
        }
      },
    });

  const clear = () =>
    modal.confirm({
      title: t('app.confirm'),
      content: t('errorLog.clearConfirm'),
      okText: t('app.ok'),
      cancelText: t('app.cancel'),
      okButtonProps: { danger: true },
      afterClose: refocus,
      onOk: () => {
        clearLogs();
        void message.success(t('errorLog.cleared'));
      },
    });

  const columns: TableColumnsType<Row> = [
    {
      title: t('errorLog.type'),
      dataIndex: 'type',
      width: 100,
      render: (type: string) => <Tag color={type === 'error' ? 'red' : 'default'}>{type}</Tag>,
    },
    {
      title: t('errorLog.url'),
      dataIndex: 'url',
      width: 260,
      ellipsis: { showTitle: true },
    },
    {
      title: t('errorLog.message'),
      dataIndex: 'message',
      render: (text: string) => (
        <Typography.Text className={styles.mono} ellipsis={{ tooltip: text }}>
          {text}
        </Typography.Text>
      ),
    },
    {
      title: t('errorLog.stack'),
      dataIndex: 'stack',
      width: '32%',
      render: (text: string) => (
        <Typography.Text type="secondary" className={styles.mono} ellipsis>
          {text.split('\n').slice(1, 2).join('').trim() || text || EMPTY}
        </Typography.Text>
      ),
    },
    { title: t('errorLog.time'), dataIndex: 'time', width: 170 },
  ];

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={
        <Space size={8}>
          {t('errorLog.title')}
          <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 13 }}>
            {t('errorLog.count', { count: rows.length })}
          </Typography.Text>
        </Space>
      }
      width="100%"
      className={styles.fullscreen}
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0, margin: 0 }}
      styles={{ body: { height: 'calc(100vh - 140px)', overflow: 'auto' } }}
      footer={
        <Space>
          <Button icon={<ClearOutlined />} danger disabled={!rows.length} onClick={clear} data-testid="errorlog-clear">
            {t('errorLog.clear')}
          </Button>
          <Button
            type="primary"
            icon={<CloudUploadOutlined />}
            disabled={!rows.length}
            loading={uploading}
            onClick={upload}
            data-testid="errorlog-upload"
          >
            {t('errorLog.upload')}
          </Button>
        </Space>
      }
      destroyOnHidden
      modalRender={(node) => <div data-testid="errorlog-dialog">{node}</div>}
    >
      <div ref={bodyRef} tabIndex={-1} className={styles.body}>
        <Table<Row>
          size="small"
          rowKey="key"
          columns={columns}
          dataSource={rows}
          pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('errorLog.empty')} /> }}
          expandable={{
            expandedRowRender: (row) => (
              <div className={styles.detail}>
                {row.info && (
                  <>
                    <div className={styles.detailLabel}>{t('errorLog.info')}</div>
                    <pre>{row.info}</pre>
                  </>
                )}
                <div className={styles.detailLabel}>{t('errorLog.stack')}</div>
                <pre>{row.stack || EMPTY}</pre>
              </div>
            ),
          }}
          data-testid="errorlog-table"
        />
      </div>
    </Modal>
  );
}
