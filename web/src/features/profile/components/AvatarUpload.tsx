import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Progress, Typography, Upload, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '@invest/contract/constants';
import logo from '../../../assets/logo.svg';
import { HttpError } from '../../../lib/httpError';
import { uploadImage, useAttachImage } from '../api';
import styles from './info.module.css';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The avatar: uploaded as an image (with progress), shown from the authenticated download. */
export function AvatarUpload({ value, onChange }: { value: string | undefined; onChange: (link: string) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const src = useAttachImage(value);
  const [percent, setPercent] = useState<number>();

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!IMAGE_TYPES.includes(file.type)) {
      void message.error(t('info.avatarType'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      void message.error(t('info.avatarSize'));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setPercent(0);
    uploadImage(file as File, setPercent)
      .then((info) => {
        onChange(info.link);
        onSuccess?.(info);
      })
      .catch((err: unknown) => {
        onError?.(err instanceof Error ? err : new Error(String(err)));
        if (!(err instanceof HttpError)) void message.error(t('info.avatarFailed'));
      })
      .finally(() => setPercent(undefined));
  };

  return (
    <div className={styles.avatarColumn}>
      <span className={styles.avatarLabel}>{t('info.avatar')}</span>
      <div className={styles.avatarWrap}>
        <Avatar size={144} src={src || logo} alt="" data-testid="profile-avatar" data-src={value ?? ''} />
        {percent !== undefined && (
          <div className={styles.progress} data-testid="avatar-progress">
            <Progress type="circle" percent={percent} size={72} />
          </div>
        )}
      </div>
      <Upload
        accept={IMAGE_TYPES.join(',')}
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        maxCount={1}
      >
        <Button icon={<UploadOutlined />} loading={percent !== undefined} data-testid="avatar-upload">
          {t('info.changeAvatar')}
        </Button>
      </Upload>
      <Typography.Text type="secondary" className={styles.hint}>
        {t('info.avatarHint')}
      </Typography.Text>
    </div>
  );
}
