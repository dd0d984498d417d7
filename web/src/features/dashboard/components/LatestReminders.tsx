import { useState } from 'react';
import { Badge, Card, Empty, Segmented, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Row, RowList } from '../../../components/rowList/RowList';
import { useRemindList, type RemindType } from '../../reminder/api';
import styles from './dashboard.module.css';

const SHOWN = 5;

/** The newest reminders of one type (to-dos, messages, notices), unread ones marked. */
export function LatestReminders() {
  const { t } = useTranslation();
  const [type, setType] = useState<RemindType>(0);
  const { data, isPending } = useRemindList(type, true);
  // The bell's own list of this type (live arrivals included): its first few.
  const records = (data?.pages[0]?.records ?? []).slice(0, SHOWN);
  return (
    <Card
      title={t('dashboard.latest')}
      className={styles.fill}
      extra={
        <Segmented<RemindType>
          size="small"
          value={type}
          onChange={setType}
          options={[
            { value: 0, label: t('dashboard.typeTodo') },
            { value: 1, label: t('dashboard.typeMessage') },
            { value: 2, label: t('dashboard.typeNotice') },
          ]}
          data-testid="dashboard-remind-type"
        />
      }
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : records.length ? (
        <RowList
          items={records}
          rowKey={(r) => r.id}
          renderRow={(r) => (
            <Row className={styles.remind} data-testid="dashboard-remind">
              <Badge status={r.isRead === 1 ? 'default' : 'error'} />
              <span className={styles.remindMsg} title={r.msg}>
                {r.msg}
              </span>
              {r.isRead !== 1 && (
                <Tag color="error" variant="outlined">
                  {t('dashboard.unread')}
                </Tag>
              )}
              <span className={styles.remindTime}>{r.createTime.slice(5, 16)}</span>
            </Row>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noReminders')} />
      )}
      <div className={styles.hint}>{t('dashboard.bellHint')}</div>
    </Card>
  );
}
