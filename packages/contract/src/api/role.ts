import { z } from 'zod';
import { needs, needsAnyOf } from '../access.js';
import { endpoint, endpoints } from '../endpoint.js';
import { idList, idSchema, idsQuery } from '../envelope.js';
import { grantNode } from '../menu.js';
import { roleDetail, roleGrant, roleListQuery, roleNode, roleSubmit } from '../role.js';

const P = '/api/blade-system/role';

/** The role screen (spec §6), the role pickers and what a role grants. */
export const roleApi = endpoints('role', {
  list: endpoint({
    method: 'GET',
    path: `${P}/list`,
    access: needs('role'),
    summary: 'Roles of the tenant as a tree, with user counts',
    query: roleListQuery,
    response: z.array(roleNode),
  }),
  tree: endpoint({
    method: 'GET',
    path: `${P}/tree`,
    access: needsAnyOf('role', 'user', 'notice_send'),
    summary: 'Role tree for pickers (parent role, user roles, a notice’s audience)',
    response: z.array(roleNode),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${P}/detail`,
    access: needs('role'),
    summary: 'One role',
    query: z.object({ id: idSchema }),
    response: roleDetail,
  }),
  submit: endpoint({
    method: 'POST',
    path: `${P}/submit`,
    access: needsAnyOf('role_add', 'role_edit'),
    summary: 'Add (no id) or update a role',
    body: roleSubmit,
    response: roleDetail,
  }),
  remove: endpoint({
    method: 'POST',
    path: `${P}/remove`,
    access: needs('role_delete'),
    summary: 'Delete roles without users or children',
    query: idsQuery,
    response: z.number(),
  }),
  grant: endpoint({
    method: 'POST',
    path: `${P}/grant`,
    access: needs('role_grant'),
    summary: 'Replace the menus and buttons of roles',
    body: roleGrant,
    response: z.null(),
  }),
  grantTree: endpoint({
    method: 'GET',
    path: '/api/blade-system/menu/grant-tree',
    access: needs('role_grant'),
    summary: 'Menus and buttons the caller may grant',
    response: z.array(grantNode),
  }),
  grantedKeys: endpoint({
    method: 'GET',
    path: '/api/blade-system/menu/role-tree-keys',
    access: needs('role_grant'),
    summary: 'Menu and button ids the roles grant now',
    query: z.object({ roleIds: idList }),
    response: z.array(z.string()),
  }),
});
