import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LeaveRecord } from '@invest/contract/flow';
import { InstanceStatusTag } from '../../flow/components/InstanceStatusTag';
import { EMPTY } from '../../../lib/empty';

/** The request, read-only. */
export function LeaveRequest({ leave }: { leave: LeaveRecord }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2 }}
      data-testid="leave-request"
      items={[
        { key: 'applicant', label: t('work.applicant'), children: leave.applicantName },
        { key: 'applyTime', label: t('work.applyTime'), children: leave.applyTime },
        { key: 'start', label: t('work.leaveStart'), children: leave.startTime },
        { key: 'end', label: t('work.leaveEnd'), children: leave.endTime },
        { key: 'days', label: t('work.days'), children: t('work.daysValue', { count: leave.days }) },
        { key: 'approver', label: t('work.approver'), children: leave.taskUserName },
        {
          key: 'status',
          label: t('work.status'),
          children: <InstanceStatusTag status={leave.status} testId="leave-status" />,
        },
        { key: 'assignee', label: t('work.currentAssignee'), children: leave.assigneeName || EMPTY },
        { key: 'reason', label: t('work.reason'), children: leave.reason, span: 'filled' },
      ]}
    />
  );
}
