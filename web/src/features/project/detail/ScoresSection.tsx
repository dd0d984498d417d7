import { Alert, Col, Row, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectRecord } from '@invest/contract/project';
import { useDict } from '../../dict/useDict';
import { useProjectMeetings, useProjectScores } from '../api';
import { EMPTY } from '../../../lib/empty';
import { groupScores, type ScoreGroup } from './scoreTable';
import { SectionState } from './SectionState';
import styles from './detail.module.css';
import { formatScore } from '../../../lib/score';

type Row = ScoreGroup['records'][number];

/**
 * The committee's scores per meeting, criterion (dictionary score_criteria) and member, with
 * averages. Others' scores stay hidden until the user has scored: the page shows the server's
 * answer as it is, and says why it is empty.
 */
export function ScoresSection({ project }: { project: ProjectRecord }) {
  const { t } = useTranslation();
  const scores = useProjectScores(project.id);
  const meetings = useProjectMeetings(project.id);
  const criteria = useDict('score_criteria');
  const s = scores.data;
  const keys = criteria.options.map((c) => c.value);
  const groups = s ? groupScores(s.records, keys, meetings.data ?? []) : [];

  const columns: TableColumnsType<Row> = [
    { title: t('project.scorer'), dataIndex: 'userName', width: 110, fixed: 'left' },
    ...criteria.options.map((c) => ({
      title: c.label,
      key: c.value,
      width: 90,
      align: 'center' as const,
      render: (_: unknown, r: Row) => r.scores[c.value] ?? EMPTY,
    })),
    { title: t('project.scoreTotal'), dataIndex: 'total', width: 90, align: 'center', render: formatScore },
    { title: t('project.scoreComment'), dataIndex: 'comment', ellipsis: true },
  ];

  return (
    <section className={styles.panel} data-testid="project-scores">
      <SectionState query={scores} empty={s?.count === 0} emptyText={t('project.noScores')} testId="project-scores">
        {s && (
          <>
            <Row gutter={24} style={{ marginBottom: 16 }}>
              <Col>
                <Statistic
                  title={t('project.scoreAverage')}
                  value={formatScore(s.average)}
                  data-testid="project-score-average"
                />
              </Col>
              <Col>
                <Statistic title={t('project.scoreCount')} value={s.count} />
              </Col>
              <Col>
                <Statistic title={t('project.score')} value={formatScore(project.score)} />
              </Col>
            </Row>
            {!s.scored && (
              <Alert
                type="info"
                showIcon
                title={t('project.scoresHidden', { count: s.count })}
                data-testid="project-scores-hidden"
              />
            )}
            {groups.map((g) => (
              <div key={g.meetingId} style={{ marginTop: 16 }} data-testid="project-score-group">
                <Typography.Title level={5} className={styles.sectionTitle}>
                  {g.meetingTitle}
                </Typography.Title>
                <Table<Row>
                  rowKey="id"
                  size="small"
                  columns={columns}
                  dataSource={g.records}
                  pagination={false}
                  scroll={{ x: 700 }}
                  summary={() => (
                    <Table.Summary.Row>
                      <Table.Summary.Cell index={0}>
                        <Typography.Text strong>{t('project.scoreAverage')}</Typography.Text>
                      </Table.Summary.Cell>
                      {keys.map((k, i) => (
                        <Table.Summary.Cell key={k} index={i + 1} align="center">
                          {formatScore(g.averages[k])}
                        </Table.Summary.Cell>
                      ))}
                      <Table.Summary.Cell index={keys.length + 1} align="center">
                        <Typography.Text strong>{formatScore(g.average)}</Typography.Text>
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={keys.length + 2} />
                    </Table.Summary.Row>
                  )}
                />
              </div>
            ))}
          </>
        )}
      </SectionState>
    </section>
  );
}
