import { z } from 'zod';
import { needs, needsAnyOf } from '../access.js';
import { approvalApply, approvalDecide, approvalListQuery, approvalRecord } from '../approval.js';
import { endpoint, endpoints } from '../endpoint.js';
import { idSchema } from '../envelope.js';
import { pageOf } from '../paging.js';

const P = '/api/project/approval';
/** Any of the three lists opens an approval (and a project's approvals on its detail page). */
const READ = needsAnyOf('approval_todo', 'approval_done', 'approval_mine');

/** Project approvals: initiation, investment decision, exit (spec §7 Approval). */
export const approvalApi = endpoints('approval', {
  page: endpoint({
    method: 'GET',
    path: `${P}/page`,
    access: READ,
    summary: "My to-dos (box=todo), done (done), applications (mine), or one project's (project, projectId)",
    query: approvalListQuery,
    response: pageOf(approvalRecord),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${P}/detail`,
    access: READ,
    summary: 'One approval with its steps (applicant, approvers, administrators)',
    query: z.object({ id: idSchema }),
    response: approvalRecord,
  }),
  apply: endpoint({
    method: 'POST',
    path: `${P}/apply`,
    access: needs('approval_apply'),
    summary: 'Apply (initiation, investment decision, exit) with ordered approvers',
    body: approvalApply,
    response: approvalRecord,
  }),
  decide: endpoint({
    method: 'POST',
    path: `${P}/decide`,
    access: needs('approval_decide'),
    summary: 'Approve (1) or reject (2) the step waiting for you',
    body: approvalDecide,
    response: approvalRecord,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: `${P}/withdraw`,
    access: needs('approval_withdraw'),
    summary: 'Withdraw your pending application',
    query: z.object({ id: idSchema }),
    response: approvalRecord,
  }),
});
