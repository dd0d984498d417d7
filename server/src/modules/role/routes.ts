import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idList, idSchema, idsQuery } from '@invest/contract/envelope';
import { grantNode } from '@invest/contract/menu';
import { roleGrant, roleListQuery, roleNode, roleSubmit } from '@invest/contract/role';
import { needs, needsAnyOf } from '@invest/contract/access';
import { requireAuth } from '../../http/auth-context.js';
import { ok } from '../../http/envelope.js';
import type { RoleService } from './service.js';

const P = '/api/blade-system/role';
const tags = ['role'];
const roleDetail = z.object({
  id: z.string(),
  parentId: z.string(),
  roleName: z.string(),
  roleAlias: z.string(),
  sort: z.number().int(),
});

export const roleRoutes =
  (roles: RoleService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${P}/list`,
      {
        config: { access: needs('role') },
        schema: {
          tags,
          summary: 'Roles of the tenant as a tree, with user counts',
          querystring: roleListQuery,
          response: { 200: envelopeOf(z.array(roleNode)) },
        },
      },
      async (req) => ok(req.lang, await roles.tree(requireAuth(req.auth), req.query)),
    );
    app.get(
      `${P}/tree`,
      {
        config: { access: needsAnyOf('role', 'user') },
        schema: {
          tags,
          summary: 'Role tree for pickers (parent role, user roles)',
          response: { 200: envelopeOf(z.array(roleNode)) },
        },
      },
      async (req) => ok(req.lang, await roles.tree(requireAuth(req.auth))),
    );
    app.get(
      `${P}/detail`,
      {
        config: { access: needs('role') },
        schema: {
          tags,
          summary: 'One role',
          querystring: z.object({ id: idSchema }),
          response: { 200: envelopeOf(roleDetail) },
        },
      },
      async (req) => ok(req.lang, await roles.detail(requireAuth(req.auth), req.query.id)),
    );
    app.post(
      `${P}/submit`,
      {
        config: { access: needsAnyOf('role_add', 'role_edit') },
        schema: {
          tags,
          summary: 'Add (no id) or update a role',
          body: roleSubmit,
          response: { 200: envelopeOf(roleDetail) },
        },
      },
      async (req) => ok(req.lang, await roles.submit(requireAuth(req.auth), req.body)),
    );
    app.post(
      `${P}/remove`,
      {
        config: { access: needs('role_delete') },
        schema: {
          tags,
          summary: 'Delete roles without users or children',
          querystring: idsQuery,
          response: { 200: envelopeOf(z.number()) },
        },
      },
      async (req) => ok(req.lang, await roles.remove(requireAuth(req.auth), req.query.ids)),
    );
    app.post(
      `${P}/grant`,
      {
        config: { access: needs('role_grant') },
        schema: {
          tags,
          summary: 'Replace the menus and buttons of roles',
          body: roleGrant,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await roles.grant(requireAuth(req.auth), req.body);
        return ok(req.lang, null);
      },
    );
    app.get(
      '/api/blade-system/menu/grant-tree',
      {
        config: { access: needs('role_grant') },
        schema: {
          tags,
          summary: 'Menus and buttons the caller may grant',
          response: { 200: envelopeOf(z.array(grantNode)) },
        },
      },
      async (req) => ok(req.lang, await roles.grantTree(requireAuth(req.auth))),
    );
    app.get(
      '/api/blade-system/menu/role-tree-keys',
      {
        config: { access: needs('role_grant') },
        schema: {
          tags,
          summary: 'Menu and button ids the roles grant now',
          querystring: z.object({ roleIds: idList }),
          response: { 200: envelopeOf(z.array(z.string())) },
        },
      },
      async (req) => ok(req.lang, await roles.grantedKeys(requireAuth(req.auth), req.query.roleIds)),
    );
  };
