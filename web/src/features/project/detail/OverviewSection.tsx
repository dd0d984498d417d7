import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectRecord } from '@invest/contract/project';
import { DictTag } from '../../dict/components/DictTag';
import { currencyUnit, formatAmount, formatAmountRange, formatPercent } from '../../../lib/amount';
import { EMPTY } from '../../../lib/empty';
import { StageTimeline } from './StageTimeline';
import { STAGE_COLORS } from './stages';
import { TeamSection } from './TeamSection';
import styles from './detail.module.css';
import { formatScore } from '../../../lib/score';

type Props = { project: ProjectRecord; canEdit: boolean };

/** Every field of the project and its description; beside them, its path through the pipeline and its team. */
export function OverviewSection({ project: p, canEdit }: Props) {
  const { t } = useTranslation();
  const unit = t('project.unit');
  return (
    <div className={styles.columns}>
      <div className={styles.stack}>
        <section className={styles.panel} data-testid="project-detail-overview">
          <Typography.Title level={5} className={styles.sectionTitle}>
            {t('project.overview')}
          </Typography.Title>
          <Descriptions
            column={{ xs: 1, md: 2, xl: 3 }}
            size="small"
            items={[
              { key: 'name', label: t('project.name'), children: p.name },
              { key: 'company', label: t('project.company'), children: p.companyName },
              {
                key: 'stage',
                label: t('project.stage'),
                children: <DictTag code="project_stage" value={String(p.stage)} colors={STAGE_COLORS} />,
              },
              {
                key: 'industry',
                label: t('project.industry'),
                children: <DictTag code="industry" value={p.industry} />,
              },
              { key: 'round', label: t('project.round'), children: <DictTag code="round" value={p.round} /> },
              {
                key: 'source',
                label: t('project.source'),
                children: <DictTag code="project_source" value={p.source} />,
              },
              { key: 'region', label: t('project.region'), children: p.region || EMPTY },
              { key: 'manager', label: t('project.manager'), children: p.managerName || EMPTY },
              { key: 'fund', label: t('project.fund'), children: p.fundName || EMPTY },
              {
                key: 'amountRange',
                label: t('project.amountRange'),
                children: formatAmountRange(p.amountMin, p.amountMax, unit),
              },
              { key: 'valuation', label: t('project.valuation'), children: formatAmount(p.valuation, unit) },
              {
                key: 'invested',
                label: t('project.invested'),
                children: formatAmount(p.investedAmount, currencyUnit(t, p.fundCurrency)),
              },
              { key: 'shareRatio', label: t('project.shareRatio'), children: formatPercent(p.shareRatio) },
              { key: 'score', label: t('project.score'), children: formatScore(p.score) },
              { key: 'key', label: t('project.key'), children: p.isKey === 1 ? t('crud.yes') : t('crud.no') },
              { key: 'createdAt', label: t('project.createdAt'), children: p.createTime },
              { key: 'updated', label: t('project.updated'), children: p.updateTime },
            ]}
          />
          <Typography.Title level={5} className={`${styles.sectionTitle} ${styles.spaced}`}>
            {t('project.description')}
          </Typography.Title>
          {p.description ? (
            <Typography.Paragraph className={styles.description}>{p.description}</Typography.Paragraph>
          ) : (
            <Typography.Text type="secondary">{t('project.noDescription')}</Typography.Text>
          )}
        </section>
        <TeamSection project={p} canEdit={canEdit} />
      </div>
      <StageTimeline projectId={p.id} />
    </div>
  );
}
