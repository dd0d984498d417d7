import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardCharts, dashboardSummary } from '@invest/contract/dashboard';
import { envelopeOf } from '@invest/contract/envelope';
import { needsAnyOf } from '@invest/contract/access';
import { requireAuth } from '../../http/auth-context.js';
import { ok } from '../../http/envelope.js';
import type { DashboardService } from './service.js';

const READ = needsAnyOf('home', 'dashboard');
const tags = ['dashboard'];

export const dashboardRoutes =
  (dashboard: DashboardService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/project/dashboard/summary',
      {
        config: { access: READ },
        schema: {
          tags,
          summary: 'Reserve, in progress, invested and key projects; my to-dos and upcoming meetings',
          response: { 200: envelopeOf(dashboardSummary) },
        },
      },
      async (req) => ok(req.lang, await dashboard.summary(requireAuth(req.auth))),
    );
    app.get(
      '/api/project/dashboard/charts',
      {
        config: { access: READ },
        schema: {
          tags,
          summary: 'Pipeline funnel by stage; amounts by fund and by industry (万元)',
          response: { 200: envelopeOf(dashboardCharts) },
        },
      },
      async (req) => ok(req.lang, await dashboard.charts(requireAuth(req.auth))),
    );
  };
