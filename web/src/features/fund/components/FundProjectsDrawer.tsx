import { UnorderedListOutlined } from '@ant-design/icons';
import { Button, Drawer, Empty, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { FundRecord } from '@invest/contract/fund';
import type { ProjectRecord } from '@invest/contract/project';
import { DictTag } from '../../dict/components/DictTag';
import { useCommon } from '../../../stores/common';
import { projectDetailPath } from '../../reminder/openReminder';
import { useFundProjects } from '../api';
import { currencyUnit, formatNumber } from '../../../lib/amount';
import styles from './fund.module.css';

type Props = {
  /** The fund whose projects are shown; closed without one. */
  fund: FundRecord | undefined;
  onClose: () => void;
};

/** A fund's projects with the amounts invested in each, and the way to the full filtered list. */
export function FundProjectsDrawer({ fund, onClose }: Props) {
  const { t } = useTranslation();
  const phone = useCommon((s) => s.screen === 0);
  const navigate = useNavigate();
  const projects = useFundProjects(fund?.id);
  const unit = currencyUnit(t, fund?.currency);

  const columns: TableColumnsType<ProjectRecord> = [
    {
      key: 'name',
      title: t('fund.projectName'),
      render: (_, p) => (
        <Link to={projectDetailPath(p)} onClick={onClose} data-testid="fund-project-link">
          {p.name}
        </Link>
      ),
    },
    { key: 'company', dataIndex: 'companyName', title: t('fund.company') },
    {
      key: 'stage',
      dataIndex: 'stage',
      title: t('fund.stage'),
      render: (stage: number) => <DictTag code="project_stage" value={stage} />,
    },
    {
      key: 'invested',
      dataIndex: 'investedAmount',
      title: `${t('fund.invested')}（${unit}）`,
      align: 'end',
      render: (v: number | null) => formatNumber(v),
    },
    { key: 'manager', dataIndex: 'managerName', title: t('fund.projectManager') },
  ];

  return (
    <Drawer
      open={Boolean(fund)}
      onClose={onClose}
      title={fund && t('fund.projectsOf', { name: fund.name })}
      size={phone ? '100%' : 760}
      destroyOnHidden
      data-testid="fund-projects"
      extra={
        fund && (
          <Button
            icon={<UnorderedListOutlined />}
            onClick={() => {
              onClose();
              void navigate(`/project/list?fundId=${fund.id}`);
            }}
            data-testid="fund-projects-list-link"
          >
            {t('fund.openInList')}
          </Button>
        )
      }
    >
      {fund && (
        <Typography.Paragraph className={styles.summary} data-testid="fund-projects-summary">
          {t('fund.projectsSummary', {
            count: fund.projectCount,
            total: formatNumber(fund.investedTotal),
            unit,
          })}
        </Typography.Paragraph>
      )}
      <Table<ProjectRecord>
        rowKey="id"
        size="middle"
        loading={projects.isLoading}
        dataSource={projects.data ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fund.noProjects')} /> }}
        data-testid="fund-projects-table"
      />
    </Drawer>
  );
}
