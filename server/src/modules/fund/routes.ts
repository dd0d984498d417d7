import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idSchema, idsQuery } from '@invest/contract/envelope';
import { fundQuery, fundRecord, fundSubmit } from '@invest/contract/fund';
import { pageOf } from '@invest/contract/paging';
import { needs, needsAnyOf, signedIn } from '../../http/access.js';
import { requireAuth } from '../../http/auth-context.js';
import { ok } from '../../http/envelope.js';
import type { FundService } from './service.js';

const P = '/api/project/fund';
const tags = ['fund'];

export const fundRoutes =
  (funds: FundService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${P}/page`,
      {
        config: { access: needs('fund') },
        schema: {
          tags,
          summary: 'Funds, paged, with project counts and invested totals (万元)',
          querystring: fundQuery,
          response: { 200: envelopeOf(pageOf(fundRecord)) },
        },
      },
      async (req) => ok(req.lang, await funds.page(requireAuth(req.auth), req.query)),
    );
    app.get(
      `${P}/detail`,
      {
        config: { access: needs('fund') },
        schema: {
          tags,
          summary: 'One fund',
          querystring: z.object({ id: idSchema }),
          response: { 200: envelopeOf(fundRecord) },
        },
      },
      async (req) => ok(req.lang, await funds.detail(requireAuth(req.auth), req.query.id)),
    );
    app.get(
      `${P}/list`,
      {
        config: { access: signedIn },
        schema: {
          tags,
          summary: 'Every fund (selects)',
          response: { 200: envelopeOf(z.array(z.object({ id: z.string(), name: z.string(), code: z.string() }))) },
        },
      },
      async (req) => ok(req.lang, await funds.list(requireAuth(req.auth))),
    );
    app.post(
      `${P}/submit`,
      {
        config: { access: needsAnyOf('fund_add', 'fund_edit') },
        schema: {
          tags,
          summary: 'Add (no id) or update a fund',
          body: fundSubmit,
          response: { 200: envelopeOf(fundRecord) },
        },
      },
      async (req) => ok(req.lang, await funds.submit(requireAuth(req.auth), req.body)),
    );
    app.post(
      `${P}/remove`,
      {
        config: { access: needs('fund_delete') },
        schema: {
          tags,
          summary: 'Delete funds without projects',
          querystring: idsQuery,
          response: { 200: envelopeOf(z.number()) },
        },
      },
      async (req) => ok(req.lang, await funds.remove(requireAuth(req.auth), req.query.ids)),
    );
  };
