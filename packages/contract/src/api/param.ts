import { z } from 'zod';
import { needs, needsAnyOf, signedIn } from '../access.js';
import { endpoint, endpoints } from '../endpoint.js';
import { idSchema, idsQuery } from '../envelope.js';
import { pageOf } from '../paging.js';
import { paramQuery, paramRecord, paramSubmit, runtimeParams } from '../param.js';

const P = '/api/blade-system/param';

/** The parameters screen (spec §7) and the runtime settings every console reads. */
export const paramApi = endpoints('param', {
  page: endpoint({
    method: 'GET',
    path: `${P}/list`,
    access: needs('param'),
    summary: 'System parameters, paged',
    query: paramQuery,
    response: pageOf(paramRecord),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${P}/detail`,
    access: needs('param'),
    summary: 'One parameter',
    query: z.object({ id: idSchema }),
    response: paramRecord,
  }),
  submit: endpoint({
    method: 'POST',
    path: `${P}/submit`,
    access: needsAnyOf('param_add', 'param_edit'),
    summary: 'Add (no id) or update a parameter',
    body: paramSubmit,
    response: paramRecord,
  }),
  remove: endpoint({
    method: 'POST',
    path: `${P}/remove`,
    access: needs('param_delete'),
    summary: 'Delete parameters',
    query: idsQuery,
    response: z.number(),
  }),
  runtime: endpoint({
    method: 'GET',
    path: `${P}/runtime`,
    access: signedIn,
    summary: 'Runtime settings every console reads (e.g. lock.idleMinutes)',
    response: runtimeParams,
  }),
});
