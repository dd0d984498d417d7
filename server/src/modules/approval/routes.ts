import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { approvalApply, approvalDecide, approvalListQuery, approvalRecord } from '@invest/contract/approval';
import { envelopeOf, idSchema } from '@invest/contract/envelope';
import { pageOf } from '@invest/contract/paging';
import { needs, needsAnyOf } from '@invest/contract/access';
import { requireAuth } from '../../http/auth-context.js';
import { ok } from '../../http/envelope.js';
import type { ApprovalEngine } from './service.js';

const P = '/api/project/approval';
const tags = ['approval'];
const READ = needsAnyOf('approval_todo', 'approval_done', 'approval_mine');
const record = envelopeOf(approvalRecord);

export const approvalRoutes =
  (approvals: ApprovalEngine): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${P}/page`,
      {
        config: { access: READ },
        schema: {
          tags,
          summary: "My to-dos (box=todo), done (done), applications (mine), or one project's (project, projectId)",
          querystring: approvalListQuery,
          response: { 200: envelopeOf(pageOf(approvalRecord)) },
        },
      },
      async (req) => ok(req.lang, await approvals.list(requireAuth(req.auth), req.query)),
    );
    app.get(
      `${P}/detail`,
      {
        config: { access: READ },
        schema: {
          tags,
          summary: 'One approval with its steps (applicant, approvers, administrators)',
          querystring: z.object({ id: idSchema }),
          response: { 200: record },
        },
      },
      async (req) => ok(req.lang, await approvals.detail(requireAuth(req.auth), req.query.id)),
    );
    app.post(
      `${P}/apply`,
      {
        config: { access: needs('approval_apply') },
        schema: {
          tags,
          summary: 'Apply (initiation, investment decision, exit) with ordered approvers',
          body: approvalApply,
          response: { 200: record },
        },
      },
      async (req) => ok(req.lang, await approvals.start(requireAuth(req.auth), req.body)),
    );
    app.post(
      `${P}/decide`,
      {
        config: { access: needs('approval_decide') },
        schema: {
          tags,
          summary: 'Approve (1) or reject (2) the step waiting for you',
          body: approvalDecide,
          response: { 200: record },
        },
      },
      async (req) => ok(req.lang, await approvals.decide(requireAuth(req.auth), req.body)),
    );
    app.post(
      `${P}/withdraw`,
      {
        config: { access: needs('approval_withdraw') },
        schema: {
          tags,
          summary: 'Withdraw your pending application',
          querystring: z.object({ id: idSchema }),
          response: { 200: record },
        },
      },
      async (req) => ok(req.lang, await approvals.withdraw(requireAuth(req.auth), req.query.id)),
    );
  };
