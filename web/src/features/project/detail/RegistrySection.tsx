import { Alert, Descriptions, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { CheckCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProjectRecord } from '@invest/contract/project';
import { useDict } from '../../dict/useDict';
import { useRegistryContrast, useRegistryData } from '../api';
import { formatAmount } from '../../../lib/amount';
import { EMPTY } from '../../../lib/empty';
import { contrastRows, mismatchCount, type ContrastRow, type TextDiff } from './registryContrast';
import { SectionState } from './SectionState';
import styles from './detail.module.css';

/** The declared side or the registry side of a differing fact, its differing part marked. */
function Marked({ diff, side }: { diff: TextDiff; side: 'left' | 'right' }) {
  return (
    <>
      {diff.prefix}
      {diff[side] && (
        <mark className={styles.diffMark} data-testid="registry-diff-mark">
          {diff[side]}
        </mark>
      )}
      {diff.suffix}
    </>
  );
}

/** Registered facts of the company (getSaasData) and the declared-versus-registry contrast, differences highlighted. */
export function RegistrySection({ project }: { project: ProjectRecord }) {
  const { t } = useTranslation();
  const data = useRegistryData(project.id);
  const contrast = useRegistryContrast(project.id);
  const industries = useDict('industry');
  const unit = t('project.unit');
  const r = data.data;

  const fieldLabel: Record<string, string> = {
    companyName: t('project.company'),
    industry: t('project.industry'),
    region: t('project.region'),
  };
  const rows = contrastRows(contrast.data ?? [], (field, value) =>
    field === 'industry' && value ? industries.labelOf(value) : value,
  );
  const mismatches = mismatchCount(rows);

  const columns: TableColumnsType<ContrastRow> = [
    { title: t('project.contrastField'), dataIndex: 'field', width: 140, render: (f: string) => fieldLabel[f] ?? f },
    {
      title: t('project.declared'),
      key: 'declared',
      render: (_, row) => (row.diff ? <Marked diff={row.diff} side="left" /> : row.declaredText || EMPTY),
    },
    {
      title: t('project.registered'),
      key: 'registered',
      render: (_, row) => (row.diff ? <Marked diff={row.diff} side="right" /> : row.registeredText || EMPTY),
    },
    {
      title: t('project.contrastResult'),
      dataIndex: 'match',
      width: 120,
      render: (match: boolean) =>
        match ? (
          <Tag icon={<CheckCircleOutlined />} color="success">
            {t('project.match')}
          </Tag>
        ) : (
          <Tag icon={<ExclamationCircleOutlined />} color="warning">
            {t('project.mismatch')}
          </Tag>
        ),
    },
  ];

  return (
    <div className={styles.stack}>
      <section className={styles.panel} data-testid="project-registry">
        <Typography.Title level={5} className={styles.sectionTitle}>
          {t('project.registryTitle')}
        </Typography.Title>
        <SectionState
          query={data}
          empty={r === null}
          emptyText={t('project.noRegistry', { company: project.companyName })}
          testId="project-registry"
        >
          {r && (
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2, xl: 3 }}
              items={[
                { key: 'legalName', label: t('project.legalName'), children: r.legalName || EMPTY },
                {
                  key: 'registeredCapital',
                  label: t('project.registeredCapital'),
                  children: formatAmount(r.registeredCapital, unit),
                },
                {
                  key: 'legalRepresentative',
                  label: t('project.legalRepresentative'),
                  children: r.legalRepresentative || EMPTY,
                },
                { key: 'foundingDate', label: t('project.foundingDate'), children: r.foundingDate || EMPTY },
                { key: 'registryStatus', label: t('project.registryStatus'), children: r.status || EMPTY },
                {
                  key: 'industry',
                  label: t('project.industry'),
                  children: r.industry ? industries.labelOf(r.industry) : EMPTY,
                },
                { key: 'region', label: t('project.region'), children: r.region || EMPTY },
              ]}
            />
          )}
        </SectionState>
      </section>
      {r !== null && (
        <section className={styles.panel} data-testid="project-contrast">
          <div className={styles.sectionHead}>
            <Typography.Title level={5} className={styles.sectionTitle}>
              {t('project.contrastTitle')}
            </Typography.Title>
          </div>
          <SectionState query={contrast} empty={rows.length === 0} testId="project-contrast">
            <Alert
              type={mismatches ? 'warning' : 'success'}
              showIcon
              title={mismatches ? t('project.mismatchCount', { count: mismatches }) : t('project.allMatch')}
              style={{ marginBottom: 12 }}
              data-testid="project-contrast-summary"
            />
            <Table<ContrastRow>
              rowKey="field"
              size="middle"
              columns={columns}
              dataSource={rows}
              pagination={false}
              rowClassName={(row) => (row.match ? '' : (styles.mismatchRow ?? ''))}
              onRow={(row) => ({ 'data-testid': `contrast-${row.field}`, 'data-match': String(row.match) }) as object}
            />
          </SectionState>
        </section>
      )}
    </div>
  );
}
