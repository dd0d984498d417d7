import { useState } from 'react';
import { Alert, App, Button, Modal, Progress, Space, Table, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MAX_IMPORT_ROWS, MAX_UPLOAD_BYTES } from '@invest/contract/constants';
import { formatBytes, saveBlob, uploadPercent } from '../../project/detail/fileTransfer';
import { fetchImportTemplate, useImportProjects } from '../api';
import { failureOf, type Failure } from '../download';
import styles from './projectList.module.css';

type Props = { open: boolean; onClose: () => void };

type Outcome = { count: number } | Failure;

/**
 * Import from Excel: download the template, choose a file, upload it with progress; then the
 * count created, or (nothing imported) the server's per-row problems.
 */
export function ImportDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const upload = useImportProjects();
  const [file, setFile] = useState<File>();
  const [percent, setPercent] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>();
  const [template, setTemplate] = useState(false);

  const close = () => {
    if (upload.isPending) return;
    setFile(undefined);
    setOutcome(undefined);
    onClose();
  };

  const downloadTemplate = async () => {
    setTemplate(true);
    try {
      const { blob, name } = await fetchImportTemplate();
      saveBlob(blob, name);
    } catch (err) {
      void message.error(failureOf(err).message);
    } finally {
      setTemplate(false);
    }
  };

  const choose = (chosen: File) => {
    setOutcome(undefined);
    if (!chosen.name.toLowerCase().endsWith('.xlsx')) void message.error(t('projectList.notXlsx'));
    else if (chosen.size > MAX_UPLOAD_BYTES)
      void message.error(t('projectList.fileTooLarge', { size: formatBytes(MAX_UPLOAD_BYTES) }));
    else setFile(chosen);
    return false; // Uploaded with the button, not by the picker.
  };

  const start = async () => {
    if (!file) return;
    setPercent(0);
    setOutcome(undefined);
    try {
      const result = await upload.mutateAsync({
        file,
        onProgress: (e) => setPercent(uploadPercent(e.loaded, e.total)),
      });
      setOutcome(result);
      setFile(undefined);
    } catch (err) {
      setOutcome(failureOf(err));
    }
  };

  return (
    <Modal
      open={open}
      title={t('projectList.importTitle')}
      onCancel={close}
      width={720}
      destroyOnHidden
      maskClosable={!upload.isPending}
      footer={
        <Space>
          <Button onClick={close} disabled={upload.isPending} data-testid="project-import-close">
            {t('crud.close')}
          </Button>
          <Button
            type="primary"
            disabled={!file}
            loading={upload.isPending}
            onClick={() => void start()}
            data-testid="project-import-start"
          >
            {t('projectList.startImport')}
          </Button>
        </Space>
      }
      modalRender={(node) => <div data-testid="project-import-dialog">{node}</div>}
    >
      <div className={styles.importSteps}>
        <Typography.Paragraph>
          {t('projectList.templateStep')}
          <Button
            type="link"
            icon={<DownloadOutlined />}
            loading={template}
            onClick={() => void downloadTemplate()}
            data-testid="project-import-template"
          >
            {t('projectList.downloadTemplate')}
          </Button>
        </Typography.Paragraph>
        <Upload.Dragger
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          multiple={false}
          showUploadList={false}
          beforeUpload={choose}
          disabled={upload.isPending}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{file ? file.name : t('projectList.pickFile')}</p>
          <Typography.Text type="secondary">
            {t('projectList.fileHint', { size: formatBytes(MAX_UPLOAD_BYTES), rows: MAX_IMPORT_ROWS })}
          </Typography.Text>
        </Upload.Dragger>
        {upload.isPending && <Progress percent={percent} status="active" data-testid="project-import-progress" />}
        {outcome && 'count' in outcome && (
          <Alert
            type="success"
            showIcon
            message={t('projectList.imported', { count: outcome.count })}
            data-testid="project-import-done"
          />
        )}
        {outcome && 'errors' in outcome && (
          <Alert
            type="error"
            showIcon
            message={outcome.message}
            description={outcome.errors.length ? t('projectList.fixAndRetry') : undefined}
            data-testid="project-import-failed"
          />
        )}
        {outcome && 'errors' in outcome && outcome.errors.length > 0 && (
          <Table
            size="small"
            rowKey={(e) => `${e.row}-${e.column}`}
            dataSource={outcome.errors}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            columns={[
              { dataIndex: 'row', title: t('projectList.errorRow'), width: 72 },
              { dataIndex: 'column', title: t('projectList.errorColumn'), width: 200 },
              { dataIndex: 'message', title: t('projectList.errorMessage') },
            ]}
            data-testid="project-import-errors"
          />
        )}
      </div>
    </Modal>
  );
}
