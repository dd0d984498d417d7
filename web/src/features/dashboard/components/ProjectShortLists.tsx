import { useState } from 'react';
import { Card, Empty, Segmented, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Row, RowList } from '../../../components/rowList/RowList';
import type { DashboardSummary } from '@invest/contract/dashboard';
import { DictTag } from '../../dict/components/DictTag';
import { projectDetailPath } from '../../reminder/openReminder';
import { PROJECT_GROUPS, projectListPath, type ProjectGroup } from '../projectLinks';
import styles from './pipeline.module.css';

/** The newest few projects of each group, each opening its detail, and the way to the whole group. */
export function ProjectShortLists({ summary }: { summary: DashboardSummary | undefined }) {
  const { t } = useTranslation();
  const [group, setGroup] = useState<ProjectGroup>('inProgress');
  const listed = summary?.[group];
  const filters = PROJECT_GROUPS.find((g) => g.key === group)!.filters;
  return (
    <Card
      title={t('pipelineHome.recent')}
      className={styles.fill}
      extra={
        <Segmented<ProjectGroup>
          size="small"
          value={group}
          onChange={setGroup}
          options={PROJECT_GROUPS.map((g) => ({ value: g.key, label: t(`pipelineHome.${g.key}`) }))}
          data-testid="pipeline-lists-group"
        />
      }
      data-testid="pipeline-lists"
    >
      {!listed ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : listed.items.length ? (
        <>
          <RowList
            items={listed.items}
            rowKey={(p) => p.id}
            renderRow={(p) => (
              <Row className={styles.row}>
                <Link to={projectDetailPath(p)} className={styles.rowMain} data-testid="pipeline-list-project">
                  {p.name}
                </Link>
                <span className={styles.rowSub}>{p.companyName}</span>
                <DictTag code="project_stage" value={p.stage} />
              </Row>
            )}
          />
          <Link to={projectListPath(filters)} className={styles.more} data-testid="pipeline-lists-more">
            {t('pipelineHome.viewAll', { count: listed.count })}
          </Link>
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pipelineHome.noProjects')} />
      )}
    </Card>
  );
}
