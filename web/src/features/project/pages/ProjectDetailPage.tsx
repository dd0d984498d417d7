import { useState } from 'react';
import { Button, Result, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HttpError } from '../../../lib/httpError';
import { useCanEditProject, useProjectByUuid } from '../api';
import { ApprovalsSection } from '../detail/ApprovalsSection';
import { AttrSection } from '../detail/AttrSection';
import { FilesSection } from '../detail/FilesSection';
import { MeetingsSection } from '../detail/MeetingsSection';
import { OverviewSection } from '../detail/OverviewSection';
import { ProjectHeader } from '../detail/ProjectHeader';
import { RegistrySection } from '../detail/RegistrySection';
import { ResumeSection } from '../detail/ResumeSection';
import { ScoresSection } from '../detail/ScoresSection';
import styles from '../detail/detail.module.css';

/**
 * A project as the investment team works on it all day (also opened from notifications):
 * the header with its actions, and a tab per section; a tab loads when first opened.
 */
export default function ProjectDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const project = useProjectByUuid(uuid);
  const p = project.data;
  // The server's word: the manager, editing members and administrators, and never a read-only stage.
  const canEdit = useCanEditProject(p?.id).data === true;
  const [tab, setTab] = useState('overview');

  const missing = !uuid || (project.error instanceof HttpError && project.error.status === 404);
  if (missing) return <Result status="404" title={t('project.notFound')} data-testid="project-detail-missing" />;
  if (project.isError) {
    return (
      <Result
        status="warning"
        title={t('project.loadFailed')}
        subTitle={project.error.message}
        extra={<Button onClick={() => void project.refetch()}>{t('project.retry')}</Button>}
        data-testid="project-detail-error"
      />
    );
  }
  if (!p) return <Skeleton active paragraph={{ rows: 8 }} />;

  const section = { project: p, canEdit };
  return (
    <div className={styles.stack} data-testid="project-detail">
      <ProjectHeader {...section} />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        data-testid="project-tabs"
        items={[
          { key: 'overview', label: t('project.tabOverview'), children: <OverviewSection {...section} /> },
          { key: 'files', label: t('project.tabFiles'), children: <FilesSection {...section} /> },
          { key: 'resumes', label: t('project.tabResumes'), children: <ResumeSection {...section} /> },
          { key: 'attrs', label: t('project.tabAttrs'), children: <AttrSection {...section} /> },
          { key: 'registry', label: t('project.tabRegistry'), children: <RegistrySection project={p} /> },
          { key: 'scores', label: t('project.tabScores'), children: <ScoresSection project={p} /> },
          { key: 'meetings', label: t('project.tabMeetings'), children: <MeetingsSection project={p} /> },
          { key: 'approvals', label: t('project.tabApprovals'), children: <ApprovalsSection project={p} /> },
        ]}
      />
    </div>
  );
}
