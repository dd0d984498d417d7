import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idSchema, idsQuery } from '@invest/contract/envelope';
import {
  dictChildQuery,
  dictItem,
  dictListQuery,
  dictParentQuery,
  dictRecord,
  dictSubmit,
  dictTreeNode,
} from '@invest/contract/dict';
import { pageOf } from '@invest/contract/paging';
import { needs, needsAnyOf, signedIn } from '@invest/contract/access';
import { requireAuth } from '../../http/auth-context.js';
import { ok } from '../../http/envelope.js';
import type { DictService } from './service.js';

const P = '/api/blade-system/dict';
/** Both dictionary screens read the same data. */
const READ = needsAnyOf('dict_horizontal', 'dict_vertical');
const tags = ['dict'];

export const dictRoutes =
  (dicts: DictService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${P}/list`,
      {
        config: { access: READ },
        schema: {
          tags,
          summary: 'Dictionaries and items, unpaged',
          querystring: dictListQuery,
          response: { 200: envelopeOf(z.array(dictRecord)) },
        },
      },
      async (req) => ok(req.lang, await dicts.list(requireAuth(req.auth), req.query)),
    );
    app.get(
      `${P}/parent-list`,
      {
        config: { access: READ },
        schema: {
          tags,
          summary: 'Dictionary codes, paged',
          querystring: dictParentQuery,
          response: { 200: envelopeOf(pageOf(dictRecord)) },
        },
      },
      async (req) => ok(req.lang, await dicts.parentPage(requireAuth(req.auth), req.query)),
    );
    app.get(
      `${P}/child-list`,
      {
        config: { access: READ },
        schema: {
          tags,
          summary: "A dictionary's items, paged",
          querystring: dictChildQuery,
          response: { 200: envelopeOf(pageOf(dictRecord)) },
        },
      },
      async (req) => ok(req.lang, await dicts.childPage(requireAuth(req.auth), req.query)),
    );
    app.get(
      `${P}/detail`,
      {
        config: { access: READ },
        schema: {
          tags,
          summary: 'One dictionary or item',
          querystring: z.object({ id: idSchema }),
          response: { 200: envelopeOf(dictRecord) },
        },
      },
      async (req) => ok(req.lang, await dicts.detail(requireAuth(req.auth), req.query.id)),
    );
    app.get(
      `${P}/tree`,
      {
        config: { access: READ },
        schema: {
          tags,
          summary: 'code=DICT: every dictionary with its items; otherwise one dictionary',
          querystring: z.object({ code: z.string().min(1).max(64) }),
          response: { 200: envelopeOf(z.array(dictTreeNode)) },
        },
      },
      async (req) => ok(req.lang, await dicts.tree(requireAuth(req.auth), req.query.code)),
    );
    app.post(
      `${P}/submit`,
      {
        config: { access: needsAnyOf('dict_add', 'dict_edit') },
        schema: {
          tags,
          summary: 'Add (no id) or update a dictionary or item',
          body: dictSubmit,
          response: { 200: envelopeOf(dictRecord) },
        },
      },
      async (req) => ok(req.lang, await dicts.submit(requireAuth(req.auth), req.body)),
    );
    app.post(
      `${P}/remove`,
      {
        config: { access: needs('dict_delete') },
        schema: {
          tags,
          summary: 'Delete dictionaries (with their items) or items; sealed ones are refused',
          querystring: idsQuery,
          response: { 200: envelopeOf(z.number()) },
        },
      },
      async (req) => ok(req.lang, await dicts.remove(requireAuth(req.auth), req.query.ids)),
    );
    app.get(
      `${P}/dictionary`,
      {
        config: { access: signedIn },
        schema: {
          tags,
          summary: 'The items of a dictionary code (cached)',
          querystring: z.object({ code: z.string().min(1).max(64) }),
          response: { 200: envelopeOf(z.array(dictItem)) },
        },
      },
      async (req) => ok(req.lang, await dicts.dictionary(requireAuth(req.auth), req.query.code)),
    );
  };
