import { useEffect, useState } from 'react';
import { Button, Modal, Result, Spin } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProjectFileRecord } from '@invest/contract/project-extra';
import { fetchProjectFile } from '../api';
import { previewKindOf, readBlobText } from './fileTransfer';
import styles from './detail.module.css';

type Loaded = { url: string; text?: string } | { error: string };

/**
 * A PDF, image or text file shown in the page: fetched with the session's token (an iframe or
 * img cannot send it), shown from an object URL that is released when the preview closes.
 */
export function FilePreviewModal({
  file,
  onClose,
  onDownload,
}: {
  file: ProjectFileRecord | undefined;
  onClose: () => void;
  onDownload: (file: ProjectFileRecord) => void;
}) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>();
  const kind = file ? previewKindOf(file.mime) : null;

  useEffect(() => {
    if (!file) return;
    let url = '';
    let cancelled = false;
    setLoaded(undefined);
    fetchProjectFile(file.id).then(
      async (blob) => {
        const typed = new Blob([blob], { type: file.mime });
        const text = previewKindOf(file.mime) === 'text' ? await readBlobText(typed) : undefined;
        if (cancelled) return;
        url = URL.createObjectURL(typed);
        setLoaded({ url, text });
      },
      (err: unknown) => {
        if (!cancelled) setLoaded({ error: err instanceof Error ? err.message : String(err) });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);

  const body = () => {
    if (!loaded) return <Spin style={{ display: 'block', padding: 48 }} />;
    if ('error' in loaded)
      return <Result status="warning" title={t('project.previewFailed')} subTitle={loaded.error} />;
    if (kind === 'image')
      return <img src={loaded.url} alt={file?.name} className={styles.previewImage} data-testid="file-preview-image" />;
    if (kind === 'text')
      return (
        <pre className={styles.preText} data-testid="file-preview-text">
          {loaded.text}
        </pre>
      );
    return (
      <iframe src={loaded.url} title={file?.name} className={styles.previewFrame} data-testid="file-preview-frame" />
    );
  };

  return (
    <Modal
      open={Boolean(file)}
      title={file?.name}
      onCancel={onClose}
      width={960}
      destroyOnHidden
      footer={
        file && (
          <Button icon={<DownloadOutlined />} onClick={() => onDownload(file)} data-testid="file-preview-download">
            {t('project.download')}
          </Button>
        )
      }
      data-testid="file-preview"
    >
      {body()}
    </Modal>
  );
}
