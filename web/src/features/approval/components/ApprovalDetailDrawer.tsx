import type { ReactNode } from 'react';
import { CheckCircleFilled, ClockCircleOutlined, CloseCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { Drawer, Empty, Spin, Tag, Timeline, type TimelineItemProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalRecord } from '@invest/contract/approval';
import { APPROVAL_STATUS } from '@invest/contract/constants';
import { useCommon } from '../../../stores/common';
import { useApprovalDetail } from '../api';
import { stepState, type StepState } from '../approvalRules';
import { ApprovalFacts } from './ApprovalFacts';
import styles from './approval.module.css';

type Props = {
  /** The approval to show; the drawer is closed without one. */
  id: string | undefined;
  onClose: () => void;
  /** Buttons for what the user may do with it (decide, withdraw). */
  actions?: (record: ApprovalRecord) => ReactNode;
};

const STEP_LOOK: Record<StepState, { color: string; icon: ReactNode }> = {
  approved: { color: 'green', icon: <CheckCircleFilled /> },
  rejected: { color: 'red', icon: <CloseCircleFilled /> },
  waiting: { color: 'blue', icon: <ClockCircleOutlined /> },
  notReached: { color: 'gray', icon: <MinusCircleOutlined /> },
};

/** One approval: what was applied for, and the approvers in order with each decision, comment and time. */
export function ApprovalDetailDrawer({ id, onClose, actions }: Props) {
  const { t } = useTranslation();
  const phone = useCommon((s) => s.screen === 0);
  const detail = useApprovalDetail(id);
  const record = detail.data;
  return (
    <Drawer
      open={Boolean(id)}
      onClose={onClose}
      title={record?.title ?? t('approval.detail')}
      size={phone ? '100%' : 560}
      extra={record && actions?.(record)}
      destroyOnHidden
      data-testid="approval-detail"
    >
      <Spin spinning={detail.isLoading}>
        {record ? <Body record={record} /> : !detail.isLoading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      </Spin>
    </Drawer>
  );
}

function Body({ record }: { record: ApprovalRecord }) {
  const { t } = useTranslation();
  const stateText: Record<StepState, string> = {
    approved: t('approval.stepApproved'),
    rejected: t('approval.stepRejected'),
    waiting: t('approval.stepWaiting'),
    notReached: t('approval.stepNotReached'),
  };
  const items: TimelineItemProps[] = [
    {
      color: 'blue',
      content: (
        <div className={styles.step}>
          <div className={styles.stepHead}>
            <strong>{record.applicantName}</strong> {t('approval.appliedStep')}
          </div>
          <div className={styles.stepTime}>{record.createTime}</div>
        </div>
      ),
    },
    ...record.steps.map((step) => {
      const state = stepState(record, step);
      return {
        ...STEP_LOOK[state],
        content: (
          <div className={styles.step} data-testid="approval-step">
            <div className={styles.stepHead}>
              <span className={styles.seq}>{step.seq}</span>
              <strong>{step.approverName}</strong>
              <Tag color={STEP_LOOK[state].color} data-testid="approval-step-state">
                {stateText[state]}
              </Tag>
            </div>
            {step.comment && (
              <div className={styles.stepComment} data-testid="approval-step-comment">
                {step.comment}
              </div>
            )}
            {step.decidedAt && <div className={styles.stepTime}>{step.decidedAt}</div>}
          </div>
        ),
      };
    }),
  ];
  if (record.status === APPROVAL_STATUS.withdrawn)
    items.push({
      color: 'gray',
      content: (
        <div className={styles.step}>
          <div className={styles.stepHead}>{t('approval.withdrawnStep')}</div>
          <div className={styles.stepTime}>{record.finishTime}</div>
        </div>
      ),
    });

  return (
    <>
      <ApprovalFacts record={record} />
      <h4 className={styles.sectionTitle}>{t('approval.flow')}</h4>
      <Timeline items={items} data-testid="approval-timeline" />
    </>
  );
}
