import { Alert, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScoreSummary } from '@invest/contract/meeting';
import { useDict } from '../../dict/useDict';
import { EMPTY, orEmpty } from '../../../lib/empty';
import { formatScore } from '../../../lib/score';

type ScoreRow = ScoreSummary['records'][number];

type Props = {
  records: ScoreRow[];
  /** The average over these records. */
  average: number | null;
  /** Whether the server shows the others' scores (only once the user has scored the project). */
  visible: boolean;
  /** How many scores the project has in all (the server says so even while it hides them). */
  count: number;
};

/** The scores given for a project at a meeting, one row per member, one column per criterion. */
export function ScoreTable({ records, average, visible, count }: Props) {
  const { t } = useTranslation();
  const criteria = useDict('score_criteria');

  if (!visible) {
    return (
      <Alert
        type="info"
        showIcon
        title={count ? t('meeting.scoresHidden', { count }) : t('meeting.noScoresYet')}
        data-testid="score-hidden"
      />
    );
  }

  const columns: TableColumnsType<ScoreRow> = [
    { dataIndex: 'userName', title: t('meeting.scorer'), fixed: 'start', width: 100 },
    ...criteria.options.map(({ value, label }) => ({
      key: value,
      title: label,
      align: 'center' as const,
      render: (_: unknown, row: ScoreRow) => row.scores[value] ?? EMPTY,
    })),
    {
      dataIndex: 'total',
      title: t('meeting.scoreTotal'),
      align: 'center',
      render: (v: number) => <Typography.Text strong>{formatScore(v)}</Typography.Text>,
    },
    { dataIndex: 'comment', title: t('meeting.scoreComment'), ellipsis: true, render: orEmpty },
    { dataIndex: 'updateTime', title: t('meeting.scoreTime'), width: 160 },
  ];

  return (
    <Table<ScoreRow>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={records}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="score-table"
      summary={() =>
        average === null ? null : (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={criteria.options.length + 1}>
              {t('meeting.scoreAverage', { count: records.length })}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="center">
              <Typography.Text strong type="success" data-testid="score-average">
                {formatScore(average)}
              </Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} colSpan={2} />
          </Table.Summary.Row>
        )
      }
    />
  );
}
