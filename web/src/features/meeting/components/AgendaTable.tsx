import { Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MeetingRecord } from '@invest/contract/meeting';
import { DictTag } from '../../dict/components/DictTag';
import { projectDetailPath } from '../../reminder/openReminder';
import type { MeetingAbilities } from '../meetingRules';
import { DecisionTag } from './MeetingTags';
import { orEmpty } from '../../../lib/empty';

type AgendaItem = MeetingRecord['agenda'][number];

type Props = {
  meeting: MeetingRecord;
  abilities: MeetingAbilities;
  onDecide: (item: AgendaItem) => void;
  onScore: (item: AgendaItem) => void;
};

/** The projects on a meeting's agenda, each with the meeting's decision, remark, and scoring. */
export function AgendaTable({ meeting, abilities, onDecide, onScore }: Props) {
  const { t } = useTranslation();
  const columns: TableColumnsType<AgendaItem> = [
    { key: 'sort', title: '#', width: 48, render: (_, __, i) => i + 1 },
    {
      dataIndex: 'projectName',
      title: t('meeting.project'),
      render: (name: string, row) => (
        <Link to={projectDetailPath({ name, uuid: row.projectUuid })} data-testid="agenda-project">
          {name}
        </Link>
      ),
    },
    {
      dataIndex: 'stage',
      title: t('meeting.stage'),
      width: 96,
      render: (stage: number) => <DictTag code="project_stage" value={stage} />,
    },
    {
      dataIndex: 'decision',
      title: t('meeting.decision'),
      width: 100,
      render: (decision: number | null) =>
        decision ? (
          <DecisionTag decision={decision} />
        ) : (
          <Typography.Text type="secondary">{t('meeting.undecided')}</Typography.Text>
        ),
    },
    { dataIndex: 'remark', title: t('meeting.remark'), ellipsis: true, render: orEmpty },
    {
      key: 'actions',
      title: t('crud.actions'),
      fixed: 'end',
      width: 170,
      render: (_, row) => (
        <Space size={0}>
          {abilities.record && (
            <Button type="link" size="small" onClick={() => onDecide(row)} data-testid="agenda-decide">
              {t('meeting.decide')}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => onScore(row)} data-testid="agenda-score">
            {abilities.score ? t('meeting.score') : t('meeting.viewScores')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table<AgendaItem>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={meeting.agenda}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('meeting.emptyAgenda') }}
      data-testid="meeting-agenda"
    />
  );
}
