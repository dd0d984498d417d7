import { Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { CheckOutlined, ClockCircleOutlined, CloseOutlined, MinusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ApprovalRecord } from '@invest/contract/approval';
import type { ProjectRecord } from '@invest/contract/project';
import { DictTag } from '../../dict/components/DictTag';
import { STATUS_COLORS, stepState, type StepState } from '../../approval/approvalRules';
import { useProjectApprovals } from '../api';
import { SectionState } from './SectionState';
import styles from './detail.module.css';

const STEP_LOOK: Record<StepState, { color: string; icon: React.ReactNode }> = {
  approved: { color: 'success', icon: <CheckOutlined /> },
  rejected: { color: 'error', icon: <CloseOutlined /> },
  waiting: { color: 'processing', icon: <ClockCircleOutlined /> },
  notReached: { color: 'default', icon: <MinusOutlined /> },
};

/** Every approval of the project, whoever applied, with its ordered approvers and where each stands. */
export function ApprovalsSection({ project }: { project: ProjectRecord }) {
  const { t } = useTranslation();
  const approvals = useProjectApprovals(project.id);

  const columns: TableColumnsType<ApprovalRecord> = [
    {
      title: t('project.approvalType'),
      dataIndex: 'type',
      width: 110,
      render: (v: number) => <DictTag code="approval_type" value={String(v)} />,
    },
    { title: t('project.approvalTitle'), dataIndex: 'title', ellipsis: true },
    { title: t('project.applicant'), dataIndex: 'applicantName', width: 100 },
    {
      title: t('project.approvalStatus'),
      dataIndex: 'status',
      width: 100,
      render: (v: number) => <DictTag code="approval_status" value={String(v)} colors={STATUS_COLORS} />,
    },
    {
      title: t('project.approvalSteps'),
      key: 'steps',
      render: (_, a) => (
        <Space size={4} wrap>
          {a.steps.map((s) => {
            const look = STEP_LOOK[stepState(a, s)];
            return (
              <Tooltip key={s.seq} title={[s.decidedAt, s.comment].filter(Boolean).join(' · ') || undefined}>
                <Tag color={look.color} icon={look.icon}>
                  {s.seq}. {s.approverName}
                </Tag>
              </Tooltip>
            );
          })}
        </Space>
      ),
    },
    { title: t('project.appliedAt'), dataIndex: 'createTime', width: 170 },
  ];

  return (
    <section className={styles.panel} data-testid="project-approvals">
      <SectionState
        query={approvals}
        empty={!approvals.data?.length}
        emptyText={t('project.noApprovals')}
        testId="project-approvals"
      >
        <Table<ApprovalRecord>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={approvals.data}
          pagination={false}
          scroll={{ x: 900 }}
          expandable={{
            rowExpandable: (a) => Boolean(a.reason),
            expandedRowRender: (a) => <span className={styles.description}>{a.reason}</span>,
          }}
        />
      </SectionState>
    </section>
  );
}
