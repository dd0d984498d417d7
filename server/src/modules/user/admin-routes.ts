import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idList, idSchema, idsQuery } from '@invest/contract/envelope';
import { pageOf } from '@invest/contract/paging';
import { passwordReset, userBrief, userQuery, userRecord, userSubmit } from '@invest/contract/user';
import { needs, needsAnyOf, signedIn } from '@invest/contract/access';
import { requireAuth } from '../../http/auth-context.js';
import { ok } from '../../http/envelope.js';
import type { UserAdmin } from './manage.js';

const P = '/api/blade-user';
const tags = ['user'];
const count = envelopeOf(z.number());
const briefs = envelopeOf(z.array(userBrief));

export const userAdminRoutes =
  (users: UserAdmin): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${P}/list`,
      {
        config: { access: needs('user') },
        schema: {
          tags,
          summary: 'Users of the tenant, paged, with search',
          querystring: userQuery,
          response: { 200: envelopeOf(pageOf(userRecord)) },
        },
      },
      async (req) => ok(req.lang, await users.page(requireAuth(req.auth), req.query)),
    );
    app.get(
      `${P}/detail`,
      {
        config: { access: needs('user') },
        schema: {
          tags,
          summary: 'One user',
          querystring: z.object({ id: idSchema }),
          response: { 200: envelopeOf(userRecord) },
        },
      },
      async (req) => ok(req.lang, await users.detail(requireAuth(req.auth), req.query.id)),
    );
    app.post(
      `${P}/submit`,
      {
        config: { access: needsAnyOf('user_add', 'user_edit') },
        schema: {
          tags,
          summary: 'Add (no id, with password) or update a user and its roles',
          body: userSubmit,
          response: { 200: envelopeOf(userRecord) },
        },
      },
      async (req) => ok(req.lang, await users.submit(requireAuth(req.auth), req.body)),
    );
    app.post(
      `${P}/remove`,
      {
        config: { access: needs('user_delete') },
        schema: {
          tags,
          summary: 'Delete users (not yourself); they are signed out',
          querystring: idsQuery,
          response: { 200: count },
        },
      },
      async (req) => ok(req.lang, await users.remove(requireAuth(req.auth), req.query.ids)),
    );
    app.post(
      `${P}/status`,
      {
        config: { access: needs('user_edit') },
        schema: {
          tags,
          summary: 'Enable (1) or disable (0) users',
          querystring: z.object({ ids: idList, status: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])) }),
          response: { 200: count },
        },
      },
      async (req) => ok(req.lang, await users.setStatus(requireAuth(req.auth), req.query.ids, req.query.status)),
    );
    app.post(
      `${P}/reset-password`,
      {
        config: { access: needs('user_reset') },
        schema: {
          tags,
          summary: 'Reset to a one-time password each (answered once); the users change it at next sign-in',
          querystring: z.object({ userIds: idList }),
          response: { 200: envelopeOf(z.array(passwordReset)) },
        },
      },
      async (req) => ok(req.lang, await users.resetPassword(requireAuth(req.auth), req.query.userIds)),
    );
    app.post(
      `${P}/unlock`,
      {
        config: { access: needs('user_unlock') },
        schema: {
          tags,
          summary: 'Lift the failed sign-in lockout',
          querystring: z.object({ userIds: idList }),
          response: { 200: count },
        },
      },
      async (req) => ok(req.lang, await users.unlock(requireAuth(req.auth), req.query.userIds)),
    );
    app.post(
      `${P}/grant`,
      {
        config: { access: needs('user_role') },
        schema: {
          tags,
          summary: 'Replace the roles of users',
          querystring: z.object({ userIds: idList, roleIds: idList }),
          response: { 200: count },
        },
      },
      async (req) => ok(req.lang, await users.grantRoles(requireAuth(req.auth), req.query.userIds, req.query.roleIds)),
    );
    app.post(
      `${P}/audit`,
      {
        config: { access: needs('user_approve') },
        schema: {
          tags,
          summary: 'Approve (pass=1) or reject (pass=0) pending registrations',
          querystring: z.object({ ids: idList, pass: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])) }),
          response: { 200: count },
        },
      },
      async (req) => ok(req.lang, await users.audit(requireAuth(req.auth), req.query.ids, req.query.pass === 1)),
    );
    app.get(
      `${P}/list-by-role/:role`,
      {
        config: { access: signedIn },
        schema: {
          tags,
          summary: 'Active users holding a role code',
          params: z.object({ role: z.string().min(1).max(64) }),
          response: { 200: briefs },
        },
      },
      async (req) => ok(req.lang, await users.listByRole(requireAuth(req.auth), req.params.role)),
    );
    app.get(
      `${P}/listUser`,
      {
        config: { access: signedIn },
        schema: { tags, summary: 'Every active user of the tenant (pickers)', response: { 200: briefs } },
      },
      async (req) => ok(req.lang, await users.listUser(requireAuth(req.auth))),
    );
    app.get(
      `${P}/user-list`,
      {
        config: { access: signedIn },
        schema: {
          tags,
          summary: 'Active users matching a keyword (at most 50)',
          querystring: z.object({ keyword: z.string().max(64).optional() }),
          response: { 200: briefs },
        },
      },
      async (req) => ok(req.lang, await users.userList(requireAuth(req.auth), req.query.keyword)),
    );
    app.get(
      `${P}/listByUser`,
      {
        config: { access: signedIn },
        schema: {
          tags,
          summary: 'The named users (ids to names)',
          querystring: z.object({ userIds: idList }),
          response: { 200: briefs },
        },
      },
      async (req) => ok(req.lang, await users.listByUser(requireAuth(req.auth), req.query.userIds)),
    );
    app.get(
      `${P}/checkUserContainRoleByCode`,
      {
        config: { access: signedIn },
        schema: {
          tags,
          summary: 'Whether the caller holds a role code',
          querystring: z.object({ code: z.string().min(1).max(64) }),
          response: { 200: envelopeOf(z.boolean()) },
        },
      },
      async (req) => ok(req.lang, users.containsRole(requireAuth(req.auth), req.query.code)),
    );
  };
