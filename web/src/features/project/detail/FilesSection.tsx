import { useState } from 'react';
import { App, Button, Segmented, Space, Table, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProjectRecord } from '@invest/contract/project';
import type { ProjectFileRecord } from '@invest/contract/project-extra';
import { DictTag } from '../../dict/components/DictTag';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { useDict } from '../../dict/useDict';
import { fetchProjectFile, useProjectFiles, useRemoveFile } from '../api';
import { FilePreviewModal } from './FilePreviewModal';
import { FileUploader } from './FileUploader';
import { formatBytes, previewKindOf, saveBlob } from './fileTransfer';
import { SectionState } from './SectionState';
import { STAGE_COLORS } from './stages';
import styles from './detail.module.css';

type Props = { project: ProjectRecord; canEdit: boolean };
const ALL = '';
/** The project's files by category: upload (editors), preview, download, delete (editors). */
export function FilesSection({ project, canEdit }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const files = useProjectFiles(project.id);
  const categories = useDict('file_category');
  const remove = useRemoveFile();
  const { confirmDelete } = useConfirmAction();
  const [category, setCategory] = useState<string>(ALL);
  const [previewing, setPreviewing] = useState<ProjectFileRecord>();
  const [downloading, setDownloading] = useState<string>();

  const download = async (f: ProjectFileRecord) => {
    setDownloading(f.id);
    try {
      saveBlob(await fetchProjectFile(f.id), f.name);
    } catch (err) {
      void message.error(err instanceof Error ? err.message : String(err));
    } finally {
      setDownloading(undefined);
    }
  };

  const all = files.data ?? [];
  const counts = new Map<string, number>();
  for (const f of all) counts.set(f.category, (counts.get(f.category) ?? 0) + 1);
  const shown = category === ALL ? all : all.filter((f) => f.category === category);

  const columns: TableColumnsType<ProjectFileRecord> = [
    {
      title: t('project.fileName'),
      dataIndex: 'name',
      ellipsis: true,
      render: (name: string, f) =>
        previewKindOf(f.mime) ? <Typography.Link onClick={() => setPreviewing(f)}>{name}</Typography.Link> : name,
    },
    {
      title: t('project.fileCategory'),
      dataIndex: 'category',
      width: 160,
      render: (v: string) => <DictTag code="file_category" value={v} />,
    },
    {
      title: t('project.fileStage'),
      dataIndex: 'stage',
      width: 100,
      render: (v: number) => <DictTag code="project_stage" value={String(v)} colors={STAGE_COLORS} />,
    },
    {
      title: t('project.fileSize'),
      dataIndex: 'size',
      width: 100,
      align: 'right',
      render: (v: number) => formatBytes(v),
    },
    { title: t('project.uploader'), dataIndex: 'uploaderName', width: 110 },
    { title: t('project.uploadedAt'), dataIndex: 'createTime', width: 170 },
    {
      title: t('crud.actions'),
      key: 'actions',
      width: canEdit ? 280 : 200,
      fixed: 'right',
      render: (_, f) => (
        <Space size={0}>
          {previewKindOf(f.mime) && (
            <Button
              type="link"
              size="small"
              icon={<EyeOutlined />}
              onClick={() => setPreviewing(f)}
              data-testid="file-preview-open"
            >
              {t('project.preview')}
            </Button>
          )}
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            loading={downloading === f.id}
            onClick={() => void download(f)}
            data-testid="file-download"
          >
            {t('project.download')}
          </Button>
          {canEdit && (
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => confirmDelete(f.name, () => remove.mutateAsync(f.id))}
              data-testid="file-delete"
            >
              {t('crud.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <section className={styles.panel} data-testid="project-files">
      {canEdit && <FileUploader projectId={project.id} />}
      <div className={styles.sectionHead}>
        <Segmented<string>
          value={category}
          onChange={setCategory}
          options={[
            { value: ALL, label: `${t('crud.all')} (${all.length})` },
            ...categories.options.map((c) => ({ value: c.value, label: `${c.label} (${counts.get(c.value) ?? 0})` })),
          ]}
          data-testid="file-category-filter"
        />
      </div>
      <SectionState query={files} empty={all.length === 0} emptyText={t('project.noFiles')} testId="project-files">
        <Table<ProjectFileRecord>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={shown}
          pagination={shown.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          scroll={{ x: 1000 }}
          data-testid="project-file-table"
        />
      </SectionState>
      <FilePreviewModal
        file={previewing}
        onClose={() => setPreviewing(undefined)}
        onDownload={(f) => void download(f)}
      />
    </section>
  );
}
