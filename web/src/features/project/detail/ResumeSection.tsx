import { useState } from 'react';
import { Button, Form, Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProjectRecord } from '@invest/contract/project';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import type { ResumeRecord } from '@invest/contract/project-extra';
import { useProjectResumes, useRemoveResume, useSubmitResume } from '../api';
import { SectionState } from './SectionState';
import styles from './detail.module.css';
import { useFieldRules } from '../../../components/crud/fieldRules';

type Props = { project: ProjectRecord; canEdit: boolean };
type Values = { name: string; position?: string; education?: string; experience?: string };

/** Résumés of the founders and key people: editors add, edit and remove them. */
export function ResumeSection({ project, canEdit }: Props) {
  const { t } = useTranslation();
  const resumes = useProjectResumes(project.id);
  const submit = useSubmitResume();
  const remove = useRemoveResume();
  const { confirmDelete } = useConfirmAction();
  /** The résumé being edited, null for a new one, undefined when closed. */
  const [editing, setEditing] = useState<ResumeRecord | null>();
  const { max } = useFieldRules();

  const columns: TableColumnsType<ResumeRecord> = [
    { title: t('project.personName'), dataIndex: 'name', width: 120 },
    { title: t('project.position'), dataIndex: 'position', width: 140 },
    { title: t('project.education'), dataIndex: 'education', ellipsis: true },
    {
      title: t('project.experience'),
      dataIndex: 'experience',
      render: (v: string) => (
        <Typography.Paragraph
          ellipsis={{ rows: 2, expandable: 'collapsible' }}
          style={{ margin: 0, whiteSpace: 'pre-wrap' }}
        >
          {v}
        </Typography.Paragraph>
      ),
    },
    ...(canEdit
      ? [
          {
            title: t('crud.actions'),
            key: 'actions',
            width: 130,
            render: (_: unknown, r: ResumeRecord) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(r)} data-testid="resume-edit">
                  {t('crud.edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => confirmDelete(r.name, () => remove.mutateAsync(r.id))}
                  data-testid="resume-delete"
                >
                  {t('crud.delete')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <section className={styles.panel} data-testid="project-resumes">
      {canEdit && (
        <div className={styles.sectionHead}>
          <span />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="resume-add">
            {t('project.resumeAdd')}
          </Button>
        </div>
      )}
      <SectionState
        query={resumes}
        empty={!resumes.data?.length}
        emptyText={t('project.noResumes')}
        testId="project-resumes"
      >
        <Table<ResumeRecord> rowKey="id" size="middle" columns={columns} dataSource={resumes.data} pagination={false} />
      </SectionState>
      <FormDrawer<Values>
        open={editing !== undefined}
        title={editing ? t('project.resumeEdit') : t('project.resumeAdd')}
        initialValues={editing ?? {}}
        onClose={() => setEditing(undefined)}
        onSubmit={(v) =>
          submit.mutateAsync({
            ...(editing ? { id: editing.id } : {}),
            projectId: project.id,
            name: v.name.trim(),
            position: v.position?.trim() ?? '',
            education: v.education?.trim() ?? '',
            experience: v.experience ?? '',
          })
        }
        testId="resume-drawer"
      >
        <Form.Item
          name="name"
          label={t('project.personName')}
          rules={[
            { required: true, whitespace: true, message: t('crud.required', { field: t('project.personName') }) },
            max(64),
          ]}
        >
          <Input data-testid="resume-name" />
        </Form.Item>
        <Form.Item name="position" label={t('project.position')} rules={[max(64)]}>
          <Input data-testid="resume-position" />
        </Form.Item>
        <Form.Item name="education" label={t('project.education')} rules={[max(500)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="experience" label={t('project.experience')} rules={[max(10000)]}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} data-testid="resume-experience" />
        </Form.Item>
      </FormDrawer>
    </section>
  );
}
