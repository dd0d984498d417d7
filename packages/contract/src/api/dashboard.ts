import { needsAnyOf } from '../access.js';
import { dashboardCharts, dashboardSummary } from '../dashboard.js';
import { endpoint, endpoints } from '../endpoint.js';

const D = '/api/project/dashboard';
/** The home page and the dashboard show the same figures. */
const READ = needsAnyOf('home', 'dashboard');

/** The home page's and the dashboard's figures (spec §7 Home). */
export const dashboardApi = endpoints('dashboard', {
  summary: endpoint({
    method: 'GET',
    path: `${D}/summary`,
    access: READ,
    summary: 'Reserve, in progress, invested and key projects; my to-dos and upcoming meetings',
    response: dashboardSummary,
  }),
  charts: endpoint({
    method: 'GET',
    path: `${D}/charts`,
    access: READ,
    summary: 'Pipeline funnel by stage; amounts by fund and by industry (万元)',
    response: dashboardCharts,
  }),
});
