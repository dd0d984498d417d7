import type { ReactNode } from 'react';
import { Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LeaveRecord } from '@invest/contract/flow';
import { FlowTimeline } from '../../flow/components/FlowTimeline';
import { ProcessDiagram } from '../../flow/components/ProcessDiagram';
import { useLeave } from '../api';
import { LeaveRequest } from './LeaveRequest';
import styles from './leave.module.css';

type Props = {
  processInstanceId: string;
  businessId: string;
  /** What the handle page adds under the request (the decision, or the adjustment). */
  actions?: (leave: LeaveRecord) => ReactNode;
};

/** 审批信息 (the request, and the actions when handling), 流程信息 (the timeline), 流程跟踪 (the live diagram). */
export function LeaveCards({ processInstanceId, businessId, actions }: Props) {
  const { t } = useTranslation();
  const leave = useLeave(businessId);
  if (leave.isError) return <Result status="404" title={t('work.notFound')} subTitle={leave.error.message} />;
  if (!leave.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <div className={styles.stack} data-testid="leave-cards">
      <Card title={t('work.cardApproval')} data-testid="leave-card-approval">
        <LeaveRequest leave={leave.data} />
        {actions && <div className={styles.actions}>{actions(leave.data)}</div>}
      </Card>
      <Card title={t('work.cardHistory')} data-testid="leave-card-history">
        <FlowTimeline processInstanceId={processInstanceId} />
      </Card>
      <Card title={t('work.cardTrack')} data-testid="leave-card-track">
        <ProcessDiagram processDefinitionId={leave.data.processDefinitionId} processInstanceId={processInstanceId} />
      </Card>
    </div>
  );
}
