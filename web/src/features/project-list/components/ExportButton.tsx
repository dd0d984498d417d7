import { useState } from 'react';
import { App, Button } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { saveBlob, uploadPercent } from '../../project/detail/fileTransfer';
import { exportProjects } from '../api';
import { failureOf } from '../download';
import type { ProjectFilters } from '@invest/contract/project';

type Props = { params: ProjectFilters & { ascs?: string; descs?: string } };

/** Downloads the list as it is filtered and sorted now, showing the progress of the download. */
export function ExportButton({ params }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [percent, setPercent] = useState<number>();

  const run = async () => {
    setPercent(0);
    try {
      const { blob, name } = await exportProjects(params, (e) => setPercent(uploadPercent(e.loaded, e.total)));
      saveBlob(blob, name);
      void message.success(t('projectList.exported', { name }));
    } catch (err) {
      void message.error(failureOf(err).message);
    } finally {
      setPercent(undefined);
    }
  };

  const busy = percent !== undefined;
  return (
    <Button icon={<ExportOutlined />} loading={busy} onClick={() => void run()} data-testid="project-export">
      {busy ? t('projectList.exporting', { percent }) : t('projectList.export')}
    </Button>
  );
}
