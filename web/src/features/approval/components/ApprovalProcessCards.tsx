import type { ReactNode } from 'react';
import { Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalRecord } from '@invest/contract/approval';
import { useInstanceDiagram } from '../../flow/api';
import { FlowTimeline } from '../../flow/components/FlowTimeline';
import { ProcessDiagram } from '../../flow/components/ProcessDiagram';
import { useApprovalDetail } from '../api';
import { ApprovalFacts } from './ApprovalFacts';
import styles from './approval.module.css';

type Props = {
  processInstanceId: string;
  /** The approval's id (the instance's business key `biz_approval:<id>`). */
  businessId: string;
  /** What the handle page adds under the approval (the decision). */
  actions?: (record: ApprovalRecord) => ReactNode;
};

/**
 * A project approval as the workflow's pages show it (flowRoutes `project-approval`): 审批信息 (what
 * was applied for, and the actions when handling), 流程信息 (the timeline), 流程跟踪 (the live diagram).
 */
export function ApprovalProcessCards({ processInstanceId, businessId, actions }: Props) {
  const { t } = useTranslation();
  const approval = useApprovalDetail(businessId);
  // The diagram-view names the version the instance runs on.
  const view = useInstanceDiagram(processInstanceId);
  if (approval.isError) return <Result status="404" title={t('work.notFound')} subTitle={approval.error.message} />;
  const record = approval.data;
  if (!record) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <div className={styles.stack} data-testid="approval-process">
      <Card
        title={t('work.cardApproval')}
        extra={<span data-testid="approval-process-title">{record.title}</span>}
        data-testid="approval-card-approval"
      >
        <ApprovalFacts record={record} />
        {actions && <div className={styles.actions}>{actions(record)}</div>}
      </Card>
      <Card title={t('work.cardHistory')} data-testid="approval-card-history">
        <FlowTimeline processInstanceId={processInstanceId} />
      </Card>
      <Card title={t('work.cardTrack')} data-testid="approval-card-track">
        {view.data ? (
          <ProcessDiagram processDefinitionId={view.data.processDefinitionId} processInstanceId={processInstanceId} />
        ) : (
          <Skeleton active />
        )}
      </Card>
    </div>
  );
}
