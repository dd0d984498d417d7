import { Button, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProjectMeeting } from '@invest/contract/meeting';
import type { ProjectRecord } from '@invest/contract/project';
import { DictTag } from '../../dict/components/DictTag';
import { useProjectMeetings } from '../api';
import { EMPTY } from '../../../lib/empty';
import { SectionState } from './SectionState';
import styles from './detail.module.css';

/** Meeting decisions in antd's status colours: pass, follow up, reject. */
const DECISION_COLORS: Record<string, string> = { '1': 'success', '2': 'processing', '3': 'error' };
const STATUS_COLORS: Record<string, string> = { '1': 'blue', '2': 'default', '3': 'default' };
const MEETINGS_PAGE = '/meeting/index';

/** The regular meetings the project was on, with their decisions; each opens the meetings page. */
export function MeetingsSection({ project }: { project: ProjectRecord }) {
  const { t } = useTranslation();
  const meetings = useProjectMeetings(project.id);

  const columns: TableColumnsType<ProjectMeeting> = [
    {
      title: t('project.meetingTitle'),
      dataIndex: 'title',
      render: (title: string, m) => (
        <Link to={`${MEETINGS_PAGE}?id=${m.meetingId}`} data-testid="project-meeting-link">
          {title}
        </Link>
      ),
    },
    { title: t('project.meetingTime'), dataIndex: 'startTime', width: 170, render: (v: string) => v.slice(0, 16) },
    {
      title: t('project.meetingStatus'),
      dataIndex: 'status',
      width: 110,
      render: (v: number) => <DictTag code="meeting_status" value={String(v)} colors={STATUS_COLORS} />,
    },
    {
      title: t('project.meetingDecision'),
      dataIndex: 'decision',
      width: 120,
      render: (v: number | null) =>
        v === null ? EMPTY : <DictTag code="meeting_decision" value={String(v)} colors={DECISION_COLORS} />,
    },
    { title: t('project.meetingRemark'), dataIndex: 'remark', ellipsis: true, render: (v: string) => v || EMPTY },
  ];

  return (
    <section className={styles.panel} data-testid="project-meetings">
      <SectionState
        query={meetings}
        empty={!meetings.data?.length}
        emptyText={t('project.noMeetings')}
        emptyAction={
          <Link to={MEETINGS_PAGE}>
            <Button>{t('project.openMeetings')}</Button>
          </Link>
        }
        testId="project-meetings"
      >
        <Table<ProjectMeeting>
          rowKey="meetingId"
          size="middle"
          columns={columns}
          dataSource={meetings.data}
          pagination={false}
        />
      </SectionState>
    </section>
  );
}
