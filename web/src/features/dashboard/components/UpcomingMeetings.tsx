import { CalendarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Row, RowList } from '../../../components/rowList/RowList';
import type { DashboardSummary } from '@invest/contract/dashboard';
import { MEETING_PATH } from '../projectLinks';
import styles from './pipeline.module.css';

/** My next scheduled meetings (as attendee or organiser), each opening the meetings page. */
export function UpcomingMeetings({ meetings }: { meetings: DashboardSummary['meetings'] | undefined }) {
  const { t } = useTranslation();
  return (
    <Card
      title={t('pipelineHome.meetings')}
      size="small"
      extra={<Link to={MEETING_PATH}>{t('pipelineHome.allMeetings')}</Link>}
      data-testid="home-meetings"
    >
      {!meetings ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : meetings.length ? (
        <RowList
          items={meetings}
          rowKey={(m) => m.id}
          renderRow={(m) => (
            <Row className={styles.meeting}>
              <Link to={MEETING_PATH} className={styles.rowMain} data-testid="home-meeting">
                {m.title}
              </Link>
              <span className={styles.rowTime}>
                <CalendarOutlined /> {m.startTime.slice(0, 16)}
              </span>
              {m.place && (
                <span className={styles.rowSub}>
                  <EnvironmentOutlined /> {m.place}
                </span>
              )}
            </Row>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pipelineHome.noMeetings')} />
      )}
    </Card>
  );
}
