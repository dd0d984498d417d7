import { Card, Empty, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Row, RowList } from '../../../components/rowList/RowList';
import { approvalKeys, fetchApprovalPage } from '../../approval/api';
import { TODO_PATH } from '../projectLinks';
import styles from './pipeline.module.css';

const SHOWN = 5;

/** The approvals waiting for my decision: the first few, and the way to all of them. */
export function MyTodos() {
  const { t } = useTranslation();
  // Under the approval lists' key: a decision anywhere refreshes it.
  const todos = useQuery({
    queryKey: [...approvalKeys.list('todo'), 'home'],
    queryFn: () => fetchApprovalPage({ box: 'todo', current: 1, size: SHOWN }),
  });
  return (
    <Card
      title={t('pipelineHome.todo')}
      size="small"
      extra={
        <Link to={TODO_PATH} data-testid="home-todos-all">
          {t('pipelineHome.viewAll', { count: todos.data?.total ?? 0 })}
        </Link>
      }
      data-testid="home-todos"
    >
      {todos.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : todos.data?.records.length ? (
        <RowList
          items={todos.data.records}
          rowKey={(a) => a.id}
          renderRow={(a) => (
            <Row className={styles.row}>
              <Link to={TODO_PATH} className={styles.rowMain} data-testid="home-todo">
                {a.title}
              </Link>
              <span className={styles.rowSub}>{a.applicantName}</span>
              <span className={styles.rowTime}>{a.createTime.slice(5, 16)}</span>
            </Row>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pipelineHome.noTodos')} />
      )}
    </Card>
  );
}
