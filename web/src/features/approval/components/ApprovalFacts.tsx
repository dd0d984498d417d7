import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalRecord } from '@invest/contract/approval';
import { DictTag } from '../../dict/components/DictTag';
import { STATUS_COLORS } from '../approvalRules';
import { ProjectLink } from './ProjectLink';
import styles from './approval.module.css';
import { EMPTY } from '../../../lib/empty';

/** What was applied for: type, project, applicant, status, times and the applicant's reason. */
export function ApprovalFacts({ record }: { record: ApprovalRecord }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      className={styles.facts}
      data-testid="approval-facts"
      items={[
        { key: 'type', label: t('approval.type'), children: <DictTag code="approval_type" value={record.type} /> },
        {
          key: 'project',
          label: t('approval.project'),
          children: <ProjectLink name={record.projectName} uuid={record.projectUuid} />,
        },
        { key: 'applicant', label: t('approval.applicant'), children: record.applicantName },
        {
          key: 'status',
          label: t('approval.status'),
          children: (
            <span data-testid="approval-facts-status">
              <DictTag code="approval_status" value={record.status} colors={STATUS_COLORS} />
            </span>
          ),
        },
        { key: 'createTime', label: t('approval.createTime'), children: record.createTime },
        { key: 'finishTime', label: t('approval.finishTime'), children: record.finishTime || EMPTY },
        {
          key: 'reason',
          label: t('approval.reason'),
          children: <span className={styles.reason}>{record.reason || EMPTY}</span>,
        },
      ]}
    />
  );
}
