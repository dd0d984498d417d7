import { Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FlowHistoryRecord } from '@invest/contract/flow';
import { useInstanceHistory } from '../api';
import { formatDuration } from '../steps';
import styles from './flow.module.css';

/** One step: "{who} 在 [time] 开始处理 [node] 环节", then how long it took, the decision and the comment. */
function StepText({ step }: { step: FlowHistoryRecord }) {
  const { t } = useTranslation();
  const who = step.assigneeName || step.assignee;
  const headline =
    step.kind === 'start'
      ? t('work.stepStartedProcess', { who, time: step.startTime })
      : step.kind === 'end'
        ? t('work.stepEnded', { time: step.startTime })
        : step.kind === 'timer'
          ? t('work.stepTimer', { time: step.startTime, node: step.elementName || step.elementId })
          : t(step.kind === 'transfer' ? 'work.stepTransfer' : 'work.stepStarted', {
              who,
              time: step.startTime,
              node: step.elementName || step.elementId,
            });
  return (
    <div data-testid="flow-step">
      <div>{headline}</div>
      {step.kind === 'task' && !step.endTime && <Tag color="processing">{t('work.waiting')}</Tag>}
      {step.decision && (
        <Tag color={step.decision === 'approve' ? 'green' : 'red'} data-testid="flow-step-decision">
          {t(step.decision === 'approve' ? 'work.approved' : 'work.rejected')}
        </Tag>
      )}
      {step.durationMs !== null && step.kind === 'task' && (
        <Typography.Text type="secondary">
          {t('work.duration', { duration: formatDuration(step.durationMs, t) })}
        </Typography.Text>
      )}
      {step.comment && <div className={styles.comment}>{t('work.comment', { comment: step.comment })}</div>}
    </div>
  );
}

/** 流程信息: an instance's steps in order (history-flow-list). */
export function FlowTimeline({ processInstanceId }: { processInstanceId: string }) {
  const { t } = useTranslation();
  const history = useInstanceHistory(processInstanceId);
  if (history.isLoading) return <Typography.Text type="secondary">{t('app.loading')}</Typography.Text>;
  const steps = history.data ?? [];
  if (!steps.length) return <Typography.Text type="secondary">{t('work.timelineEmpty')}</Typography.Text>;
  return (
    <Timeline
      data-testid="flow-timeline"
      items={steps.map((step) => ({
        key: step.historyId,
        color: step.decision === 'reject' ? 'red' : step.kind === 'task' && !step.endTime ? 'blue' : 'green',
        content: <StepText step={step} />,
      }))}
    />
  );
}
