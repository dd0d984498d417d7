import { useMemo } from 'react';
import { Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@invest/contract/constants';
import { STAGE } from '@invest/contract/pipeline';
import { useDict } from '../../dict/useDict';
import { currencyUnit, formatNumber } from '../../../lib/amount';
import { useDashboardCharts } from '../api';
import { projectListPath } from '../projectLinks';
import { BarChart } from './BarChart';
import type { ChartBar } from './barScale';
import styles from '../components/pipeline.module.css';

/** The three charts of the home page: the pipeline by stage, invested amounts by fund, amounts by industry. */
export function PipelineCharts({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const charts = useDashboardCharts(enabled);
  const stageLabel = useDict('project_stage').labelOf;
  const industryLabel = useDict('industry').labelOf;
  const data = charts.data;
  const bars = useMemo(() => {
    if (!data) return undefined;
    const projects = (count: number) => t('pipelineHome.projectCount', { count });
    return {
      funnel: data.funnel.map<ChartBar>((f) => ({
        label: stageLabel(f.stage),
        value: f.count,
        to: projectListPath({ stage: [f.stage] }),
        // Terminated projects left the pipeline: shown, but set apart.
        muted: f.stage === STAGE.terminated,
      })),
      byFund: data.byFund.map<ChartBar>((f) => ({
        label: f.fundName,
        value: f.amount,
        to: projectListPath({ fundId: f.fundId }),
        note: projects(f.count),
        // Each fund's amounts are in its own currency.
        unit: currencyUnit(t, f.currency),
      })),
      // Invested amounts are in their fund's currency, planned ones in yuan: one bar per industry
      // and currency, named by the currency where it is not yuan.
      byIndustry: data.byIndustry.map<ChartBar>((i) => {
        const industry = i.industry ? industryLabel(i.industry) : t('pipelineHome.noIndustry');
        return {
          label:
            i.currency === DEFAULT_CURRENCY
              ? industry
              : t('pipelineHome.industryInCurrency', { industry, currency: i.currency }),
          value: i.amount,
          to: projectListPath({ industry: i.industry }),
          note: projects(i.count),
          unit: currencyUnit(t, i.currency),
        };
      }),
    };
  }, [data, stageLabel, industryLabel, t]);

  // Stable, so a chart's values are formatted again only when its data or the language change.
  const format = useMemo(
    () => ({
      count: (v: number) => t('pipelineHome.projectCount', { count: v }),
      amount: (v: number, bar: ChartBar) => `${formatNumber(v)} ${bar.unit ?? t('project.unit')}`,
    }),
    [t],
  );
  return (
    <div className={styles.charts}>
      <ChartCard title={t('pipelineHome.funnel')} bars={bars?.funnel} format={format.count} testId="chart-funnel" />
      <ChartCard title={t('pipelineHome.byFund')} bars={bars?.byFund} format={format.amount} testId="chart-fund" />
      <ChartCard
        title={t('pipelineHome.byIndustry')}
        bars={bars?.byIndustry}
        format={format.amount}
        unit={data?.byIndustry.every((i) => i.currency === DEFAULT_CURRENCY) ? t('project.unit') : undefined}
        testId="chart-industry"
      />
    </div>
  );
}

type CardProps = {
  title: string;
  /** undefined while loading. */
  bars: ChartBar[] | undefined;
  format: (value: number, bar: ChartBar) => string;
  unit?: string;
  testId: string;
};

/** One chart in a card; clicking a bar opens the project list filtered to it. */
function ChartCard({ title, bars, format, unit, testId }: CardProps) {
  const { t } = useTranslation();
  return (
    <Card
      title={title}
      size="small"
      extra={unit && <span className={styles.unit}>{t('pipelineHome.unitOf', { unit })}</span>}
      data-testid={testId}
    >
      {!bars ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : bars.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pipelineHome.noData')} />
      ) : (
        <BarChart bars={bars} format={format} label={title} testId={`${testId}-bars`} />
      )}
    </Card>
  );
}
