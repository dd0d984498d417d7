import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idSchema, idsQuery } from '@invest/contract/envelope';
import { pageOf } from '@invest/contract/paging';
import { paramQuery, paramRecord, paramSubmit, runtimeParams } from '@invest/contract/param';
import { needs, needsAnyOf, signedIn } from '@invest/contract/access';
import { requireAuth } from '../../http/auth-context.js';
import { ok } from '../../http/envelope.js';
import type { ParamService } from './service.js';

const P = '/api/blade-system/param';
const tags = ['param'];

export const paramRoutes =
  (params: ParamService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${P}/list`,
      {
        config: { access: needs('param') },
        schema: {
          tags,
          summary: 'System parameters, paged',
          querystring: paramQuery,
          response: { 200: envelopeOf(pageOf(paramRecord)) },
        },
      },
      async (req) => ok(req.lang, await params.page(requireAuth(req.auth), req.query)),
    );
    app.get(
      `${P}/detail`,
      {
        config: { access: needs('param') },
        schema: {
          tags,
          summary: 'One parameter',
          querystring: z.object({ id: idSchema }),
          response: { 200: envelopeOf(paramRecord) },
        },
      },
      async (req) => ok(req.lang, await params.detail(requireAuth(req.auth), req.query.id)),
    );
    app.post(
      `${P}/submit`,
      {
        config: { access: needsAnyOf('param_add', 'param_edit') },
        schema: {
          tags,
          summary: 'Add (no id) or update a parameter',
          body: paramSubmit,
          response: { 200: envelopeOf(paramRecord) },
        },
      },
      async (req) => ok(req.lang, await params.submit(requireAuth(req.auth), req.body)),
    );
    app.post(
      `${P}/remove`,
      {
        config: { access: needs('param_delete') },
        schema: {
          tags,
          summary: 'Delete parameters',
          querystring: idsQuery,
          response: { 200: envelopeOf(z.number()) },
        },
      },
      async (req) => ok(req.lang, await params.remove(requireAuth(req.auth), req.query.ids)),
    );
    app.get(
      `${P}/runtime`,
      {
        config: { access: signedIn },
        schema: {
          tags,
          summary: 'Runtime settings every console reads (e.g. lock.idleMinutes)',
          response: { 200: envelopeOf(runtimeParams) },
        },
      },
      async (req) => ok(req.lang, await params.runtime(requireAuth(req.auth))),
    );
  };
