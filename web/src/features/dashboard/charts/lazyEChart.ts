import { lazyPage } from '../../../lib/lazyPage';

// ECharts arrives with its own chunk, never on the sign-in page: when a chart is drawn, or ahead of
// the home page (app/firstScreen preloads it, so the charts then render in the page's first pass).
export const LazyEChart = lazyPage(() => import('./EChart'));
