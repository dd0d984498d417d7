import { z } from 'zod';
import { needs, needsAnyOf, signedIn } from '../access.js';
import { endpoint, endpoints } from '../endpoint.js';
import { idSchema, idsQuery } from '../envelope.js';
import { fundOption, fundQuery, fundRecord, fundSubmit } from '../fund.js';
import { pageOf } from '../paging.js';

const P = '/api/project/fund';

/** The funds screen and the fund selects (spec §7 Fund). */
export const fundApi = endpoints('fund', {
  page: endpoint({
    method: 'GET',
    path: `${P}/page`,
    access: needs('fund'),
    summary: 'Funds, paged, with project counts and invested totals (万元)',
    query: fundQuery,
    response: pageOf(fundRecord),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${P}/detail`,
    access: needs('fund'),
    summary: 'One fund',
    query: z.object({ id: idSchema }),
    response: fundRecord,
  }),
  list: endpoint({
    method: 'GET',
    path: `${P}/list`,
    access: signedIn,
    summary: 'Every fund (selects)',
    response: z.array(fundOption),
  }),
  submit: endpoint({
    method: 'POST',
    path: `${P}/submit`,
    access: needsAnyOf('fund_add', 'fund_edit'),
    summary: 'Add (no id) or update a fund',
    body: fundSubmit,
    response: fundRecord,
  }),
  remove: endpoint({
    method: 'POST',
    path: `${P}/remove`,
    access: needs('fund_delete'),
    summary: 'Delete funds without projects',
    query: idsQuery,
    response: z.number(),
  }),
});
