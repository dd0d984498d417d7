import { useState } from 'react';
import { App, Button, Progress, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '@invest/contract/constants';
import { UPLOAD_TYPES } from '@invest/contract/constants';
import { DictSelect } from '../../dict/components/DictSelect';
import { useDict } from '../../dict/useDict';
import { formatBytes } from './fileTransfer';
import { useFileUploads, type UploadItem } from './useFileUploads';
import styles from './detail.module.css';

/** The server types files by extension and refuses others: say so before sending the bytes. */
const ACCEPT = Object.keys(UPLOAD_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');
const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');
const MAX_SIZE = formatBytes(MAX_UPLOAD_BYTES);

/** Uploads files into a chosen category (dictionary file_category), each with its own progress bar. */
export function FileUploader({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const categories = useDict('file_category');
  const uploads = useFileUploads(projectId);
  const [chosen, setChosen] = useState<string>();
  const category = chosen ?? categories.options[0]?.value;

  const statusText = (u: UploadItem) => {
    if (u.status === 'active') return t('project.uploading');
    if (u.status === 'success') return t('project.uploadDone');
    return u.error || t('project.uploadFailed');
  };

  return (
    <div className={styles.uploads} data-testid="file-uploader">
      <Space wrap>
        <DictSelect
          code="file_category"
          allowClear={false}
          value={category}
          onChange={setChosen}
          style={{ minWidth: 140 }}
          aria-label={t('project.fileCategory')}
          data-testid="file-upload-category"
        />
        <Upload
          multiple
          showUploadList={false}
          accept={ACCEPT}
          disabled={!category}
          beforeUpload={(file) => {
            if (!UPLOAD_TYPES[extensionOf(file.name)]) {
              void message.error(t('project.fileTypeUnsupported', { name: file.name }));
              return Upload.LIST_IGNORE;
            }
            if (file.size > MAX_UPLOAD_BYTES) {
              void message.error(t('project.fileTooLarge', { name: file.name, size: MAX_SIZE }));
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
          customRequest={({ file, onSuccess, onError }) => {
            const f = file as File & { uid: string };
            uploads.upload(f.uid, f, category!).then(onSuccess, (err: Error) => onError?.(err));
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} data-testid="file-upload">
            {t('project.upload')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{t('project.uploadHint', { size: MAX_SIZE })}</Typography.Text>
      </Space>
      {uploads.items.map((u) => (
        <div key={u.uid} className={styles.uploadItem} data-testid="file-upload-item" data-status={u.status}>
          <Typography.Text ellipsis>{u.name}</Typography.Text>
          <Progress percent={u.percent} status={u.status} size="small" />
          <Typography.Text type={u.status === 'exception' ? 'danger' : 'secondary'}>{statusText(u)}</Typography.Text>
        </div>
      ))}
      {uploads.items.some((u) => u.status !== 'active') && (
        <div>
          <Button size="small" onClick={uploads.clearFinished} data-testid="file-uploads-clear">
            {t('project.clearUploads')}
          </Button>
        </div>
      )}
    </div>
  );
}
