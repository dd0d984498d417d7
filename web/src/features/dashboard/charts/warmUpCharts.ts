import { i18n } from '../../../lib/i18n';
import { whenIdleAfter } from '../../../lib/idle';
import { barOption, CHART_HEIGHT, type ChartBar } from './chartOptions';

/** Any colours: what is warmed up is ECharts' code, not a theme. */
const COLORS = {
  bar: '#1677ff',
  muted: '#bfbfbf',
  text: '#595959',
  axis: '#d9d9d9',
  split: '#f0f0f0',
  tooltipBg: '#ffffff',
  tooltipText: '#262626',
};

/** A home chart's shape with no one's data: the charts' titles as labels, in the current language's script. */
function sampleOption() {
  const t = i18n.t.bind(i18n);
  const bars: ChartBar[] = (['pipelineHome.funnel', 'pipelineHome.byFund', 'pipelineHome.byIndustry'] as const).map(
    (key, i) => ({ label: t(key), value: (i + 1) * 10, to: '/' }),
  );
  return barOption(bars, COLORS, (value) => t('pipelineHome.projectCount', { count: value }));
}

/**
 * ECharts' code and its first chart, paid while the user types (app/warmUp.tsx): the module is
 * evaluated, then a sample chart is made, laid out and painted off the page, each step a task of
 * its own at idle time. Returns a stop (a sign-in that starts meanwhile draws its own charts).
 */
export function warmUpCharts(): () => void {
  let stopped = false;
  let cancelStep: (() => void) | undefined;
  let drop: (() => void) | undefined;
  const next = (step: () => void) => {
    if (!stopped) cancelStep = whenIdleAfter(0, step);
  };
  void import('./EChart')
    .then(({ warmUpChart }) => next(() => (drop = warmUpChart(sampleOption(), CHART_HEIGHT, next))))
    .catch(() => undefined);
  return () => {
    stopped = true;
    cancelStep?.();
    drop?.();
  };
}
