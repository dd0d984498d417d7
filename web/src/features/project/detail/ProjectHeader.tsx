import { Alert, Col, Row, Space, Statistic, Tooltip, Typography } from 'antd';
import { StarFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { READ_ONLY_STAGES } from '@invest/contract/pipeline';
import type { ProjectRecord } from '@invest/contract/project';
import { DictTag } from '../../dict/components/DictTag';
import { useDict } from '../../dict/useDict';
import { currencyUnit, formatAmount, formatAmountRange } from '../../../lib/amount';
import { EMPTY } from '../../../lib/empty';
import { ProjectActions } from './ProjectActions';
import { STAGE_COLORS } from './stages';
import styles from './detail.module.css';
import { formatScore } from '../../../lib/score';

type Props = { project: ProjectRecord; canEdit: boolean };

/** Who and what at a glance: name, company, stage, key star, the people and the money; the actions for editors. */
export function ProjectHeader({ project: p, canEdit }: Props) {
  const { t } = useTranslation();
  const stages = useDict('project_stage');
  const unit = t('project.unit');
  const readOnly = READ_ONLY_STAGES.includes(p.stage);

  return (
    <section className={styles.panel} data-testid="project-header">
      <div className={styles.headerTop}>
        <div className={styles.headerTitle}>
          <Space align="center" wrap size={8}>
            {p.isKey === 1 && (
              <Tooltip title={t('project.key')}>
                <StarFilled className={styles.keyStar} aria-label={t('project.key')} data-testid="project-key-star" />
              </Tooltip>
            )}
            <Typography.Title level={4} className={styles.name} data-testid="project-detail-name">
              {p.name}
            </Typography.Title>
            <span data-testid="project-detail-stage">
              <DictTag code="project_stage" value={String(p.stage)} colors={STAGE_COLORS} />
            </span>
          </Space>
          <Typography.Text type="secondary" data-testid="project-detail-company">
            {p.companyName}
          </Typography.Text>
        </div>
        {canEdit && <ProjectActions project={p} />}
      </div>
      {readOnly && (
        <Alert
          type="info"
          showIcon
          className={styles.notice}
          title={t('project.readOnlyNotice', { stage: stages.labelOf(p.stage) })}
          data-testid="project-read-only"
        />
      )}
      <Row gutter={[24, 16]} className={styles.figures}>
        <Col xs={12} md={8} xl={4}>
          <Statistic title={t('project.manager')} value={p.managerName || EMPTY} />
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Statistic title={t('project.fund')} value={p.fundName || EMPTY} />
        </Col>
        <Col xs={24} md={8} xl={5}>
          <Statistic
            title={t('project.amountRange')}
            value={formatAmountRange(p.amountMin, p.amountMax, unit)}
            data-testid="project-detail-amount"
          />
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Statistic title={t('project.valuation')} value={formatAmount(p.valuation, unit)} />
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Statistic
            title={t('project.invested')}
            value={formatAmount(p.investedAmount, currencyUnit(t, p.fundCurrency))}
          />
        </Col>
        <Col xs={12} md={8} xl={3}>
          <Statistic title={t('project.score')} value={formatScore(p.score)} data-testid="project-detail-score" />
        </Col>
      </Row>
    </section>
  );
}
