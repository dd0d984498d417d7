import { useLinkedId } from '../../../lib/useLinkedId';
import { useState } from 'react';
import { Button, Form, Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalRecord } from '@invest/contract/approval';
import { CrudPage } from '../../../components/crud/CrudPage';
import { DictSelect } from '../../dict/components/DictSelect';
import { DictTag } from '../../dict/components/DictTag';
import { AddButton } from '../../../components/crud/AddButton';
import { SearchBar } from '../../../components/crud/SearchBar';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/useServerTable';
import { useUser } from '../../../stores/user';
import { approvalKeys, fetchApprovalPage, type ApprovalBox, type ApprovalFilters } from '../api';
import { STATUS_COLORS, stepState, waitingStep } from '../approvalRules';
import type { ProjectBrief } from '@invest/contract/project';
import { ApplyForm } from './ApplyForm';
import { ApprovalActions } from './ApprovalActions';
import { ApprovalDetailDrawer } from './ApprovalDetailDrawer';
import { DecideModal, type Deciding } from './DecideModal';
import { ProjectLink } from './ProjectLink';
import { ProjectSelect } from './ProjectSelect';
import styles from './approval.module.css';
import { EMPTY } from '../../../lib/empty';

type SearchValues = { type?: string; status?: string; project?: ProjectBrief };

const toFilters = ({ project, ...rest }: SearchValues): ApprovalFilters => ({ ...rest, projectId: project?.id });

/**
 * One list of approvals: my to-dos (decide), what I decided, or what I applied for (apply,
 * withdraw). Each opens its detail with the approvers' timeline.
 */
export function ApprovalList({ box }: { box: ApprovalBox }) {
  const { t } = useTranslation();
  const me = useUser((s) => s.userInfo?.userId);
  const [shown, setShown] = useLinkedId();
  const [applying, setApplying] = useState(false);
  const [deciding, setDeciding] = useState<Deciding>();
  const table = useServerTable<ApprovalRecord, ApprovalFilters>({
    queryKey: approvalKeys.list(box),
    fetchPage: (params) => fetchApprovalPage({ ...params, box }),
  });

  const columns: TableColumnsType<ApprovalRecord> = [
    {
      key: 'title',
      dataIndex: 'title',
      title: t('approval.title'),
      render: (title: string, row) => (
        <Button type="link" size="small" className={styles.titleLink} onClick={() => setShown(row.id)}>
          <span data-testid="approval-title">{title}</span>
        </Button>
      ),
    },
    {
      key: 'type',
      dataIndex: 'type',
      title: t('approval.type'),
      sorter: true,
      render: (type: number) => <DictTag code="approval_type" value={type} />,
    },
    {
      key: 'project',
      title: t('approval.project'),
      render: (_, row) => <ProjectLink name={row.projectName} uuid={row.projectUuid} />,
    },
    ...(box === 'mine'
      ? []
      : [{ key: 'applicant', dataIndex: 'applicantName', title: t('approval.applicant') } as const]),
    {
      key: 'status',
      dataIndex: 'status',
      title: t('approval.status'),
      sorter: true,
      render: (status: number) => <DictTag code="approval_status" value={status} colors={STATUS_COLORS} />,
    },
    {
      key: 'currentStep',
      title: t('approval.currentStep'),
      render: (_, row) => {
        const step = waitingStep(row);
        return step ? (
          <span data-testid="approval-current-step">
            {step.approverName} ({step.seq}/{row.steps.length})
          </span>
        ) : (
          '-'
        );
      },
    },
    ...(box === 'done'
      ? [
          {
            key: 'myDecision',
            title: t('approval.myDecision'),
            render: (_: unknown, row: ApprovalRecord) => {
              const mine = row.steps.find((s) => s.approverId === me && s.decision !== null);
              if (!mine) return '-';
              const approved = stepState(row, mine) === 'approved';
              return (
                <Tag color={approved ? 'green' : 'red'} title={mine.comment} data-testid="approval-my-decision">
                  {approved ? t('approval.stepApproved') : t('approval.stepRejected')}
                </Tag>
              );
            },
          },
        ]
      : []),
    { key: 'createTime', dataIndex: 'createTime', title: t('approval.createTime'), sorter: true },
    {
      key: 'finishTime',
      dataIndex: 'finishTime',
      title: t('approval.finishTime'),
      render: (v: string) => v || EMPTY,
    },
    {
      key: 'actions',
      title: t('crud.actions'),
      fixed: 'end',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setShown(row.id)} data-testid="approval-view">
            {t('crud.view')}
          </Button>
          <ApprovalActions record={row} onDecide={setDeciding} />
        </Space>
      ),
    },
  ];

  return (
    <CrudPage testId={`approval-${box}`}>
      <SearchBar<SearchValues> onSearch={(v) => table.search(toFilters(v))} testId={`approval-${box}-search`}>
        <Form.Item name="project" label={t('approval.project')}>
          <ProjectSelect allowClear style={{ minWidth: 220 }} />
        </Form.Item>
        <Form.Item name="type" label={t('approval.type')}>
          <DictSelect code="approval_type" placeholder={t('crud.all')} style={{ minWidth: 140 }} />
        </Form.Item>
        {box !== 'todo' && (
          <Form.Item name="status" label={t('approval.status')}>
            <DictSelect code="approval_status" placeholder={t('crud.all')} style={{ minWidth: 140 }} />
          </Form.Item>
        )}
      </SearchBar>
      <ServerTable<ApprovalRecord, ApprovalFilters>
        table={table}
        columns={columns}
        emptyText={t(`approval.empty_${box}`)}
        toolbar={
          box === 'mine' && (
            <AddButton permission="approval_apply" onClick={() => setApplying(true)} testId="approval-apply-open">
              {t('approval.apply')}
            </AddButton>
          )
        }
        testId={`approval-${box}-table`}
      />
      <ApprovalDetailDrawer
        id={shown}
        onClose={() => setShown(undefined)}
        actions={(record) => <ApprovalActions record={record} onDecide={setDeciding} buttons />}
      />
      <DecideModal deciding={deciding} onClose={() => setDeciding(undefined)} />
      {box === 'mine' && <ApplyForm open={applying} onClose={() => setApplying(false)} />}
    </CrudPage>
  );
}
