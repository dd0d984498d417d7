import { Space, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { StarFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProjectRecord } from '@invest/contract/project';
import { DictTag } from '../../dict/components/DictTag';
import { useDict } from '../../dict/useDict';
import { projectDetailPath } from '../../reminder/openReminder';
import { currencyUnit, formatAmount, formatPercent } from '../../../lib/amount';
import { EMPTY } from '../../../lib/empty';
import { STAGE_COLORS } from '../../project/detail/stages';
import styles from './projectList.module.css';
import { formatScore } from '../../../lib/score';
import { KEEP_WHOLE } from '../../../components/crud/keepWhole';

/** The columns a user may hide, in table order (the name and the actions always show). */
export const OPTIONAL_COLUMNS = [
  'companyName',
  'industry',
  'stage',
  'round',
  'region',
  'source',
  'fundName',
  'managerName',
  'amountMin',
  'amountMax',
  'valuation',
  'shareRatio',
  'investedAmount',
  'score',
  'createTime',
  'updateTime',
] as const;
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number];

export const DEFAULT_COLUMNS: readonly OptionalColumn[] = [
  'companyName',
  'industry',
  'stage',
  'round',
  'fundName',
  'managerName',
  'amountMin',
  'amountMax',
  'score',
  'createTime',
];

type Column = ColumnType<ProjectRecord>;

/**
 * The list's columns. Sortable columns are keyed by the server's sort field (PROJECT_SORT);
 * amounts are in 万元, said in their headings.
 */
export function useProjectColumns() {
  const { t } = useTranslation();
  const industries = useDict('industry');
  const rounds = useDict('round');
  const sources = useDict('project_source');
  const unit = t('project.unit');
  const text = (v: string) => v || EMPTY;
  const amount = (key: 'amountMin' | 'amountMax' | 'valuation', label: string): Column => ({
    key,
    dataIndex: key,
    title: t('projectList.withUnit', { label, unit }),
    sorter: true,
    align: 'right',
    render: (v: number | null) => formatAmount(v, '').trim(),
  });

  const name: Column = {
    key: 'name',
    dataIndex: 'name',
    title: t('project.name'),
    sorter: true,
    fixed: 'start',
    className: KEEP_WHOLE,
    render: (value: string, row) => (
      <Space size={4}>
        <Link to={projectDetailPath(row)} data-testid="project-link">
          {value}
        </Link>
        {row.isKey === 1 && (
          <Tooltip title={t('project.key')}>
            <StarFilled className={styles.keyStar} aria-label={t('project.key')} data-testid="project-key-star" />
          </Tooltip>
        )}
      </Space>
    ),
  };

  const optional: Record<OptionalColumn, Column> = {
    companyName: {
      key: 'companyName',
      dataIndex: 'companyName',
      title: t('project.company'),
      sorter: true,
    },
    industry: {
      key: 'industry',
      dataIndex: 'industry',
      title: t('project.industry'),
      render: (v: string) => text(industries.labelOf(v)),
    },
    stage: {
      key: 'stage',
      dataIndex: 'stage',
      title: t('project.stage'),
      sorter: true,
      render: (v: number) => <DictTag code="project_stage" value={v} colors={STAGE_COLORS} />,
    },
    round: {
      key: 'round',
      dataIndex: 'round',
      title: t('project.round'),
      render: (v: string) => text(rounds.labelOf(v)),
      className: KEEP_WHOLE,
    },
    region: { key: 'region', dataIndex: 'region', title: t('project.region'), render: text },
    source: {
      key: 'source',
      dataIndex: 'source',
      title: t('project.source'),
      render: (v: string) => text(sources.labelOf(v)),
    },
    fundName: { key: 'fundName', dataIndex: 'fundName', title: t('project.fund'), render: text },
    managerName: {
      key: 'managerName',
      dataIndex: 'managerName',
      title: t('project.manager'),
      render: text,
      className: KEEP_WHOLE,
    },
    amountMin: amount('amountMin', t('project.amountMin')),
    amountMax: amount('amountMax', t('project.amountMax')),
    valuation: amount('valuation', t('project.valuation')),
    shareRatio: {
      key: 'shareRatio',
      dataIndex: 'shareRatio',
      title: t('project.shareRatio'),
      align: 'right',
      render: formatPercent,
    },
    // In the currency of the project's fund, so each cell names its unit.
    investedAmount: {
      key: 'investedAmount',
      dataIndex: 'investedAmount',
      title: t('project.invested'),
      align: 'right',
      render: (v: number | null, p) => formatAmount(v, currencyUnit(t, p.fundCurrency)),
    },
    score: {
      key: 'score',
      dataIndex: 'score',
      title: t('project.score'),
      sorter: true,
      align: 'right',
      render: formatScore,
    },
    createTime: {
      key: 'createTime',
      dataIndex: 'createTime',
      title: t('project.createdAt'),
      sorter: true,
    },
    updateTime: {
      key: 'updateTime',
      dataIndex: 'updateTime',
      title: t('project.updated'),
      sorter: true,
    },
  };

  const labels = OPTIONAL_COLUMNS.map((key) => ({ key, label: String(optional[key].title) }));
  return { name, optional, labels };
}
