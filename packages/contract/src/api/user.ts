import { z } from 'zod';
import { needs, needsAnyOf, publicAccess, signedIn, signedInDuringPasswordChange } from '../access.js';
import { userInfo } from '../auth.js';
import { endpoint, endpoints } from '../endpoint.js';
import { idList, idSchema, idsQuery } from '../envelope.js';
import { pageOf } from '../paging.js';
import {
  passwordChange,
  passwordReset,
  profileUpdate,
  registerGuestQuery,
  userBrief,
  userQuery,
  userRecord,
  userSubmit,
} from '../user.js';

const P = '/api/blade-user';
const briefs = z.array(userBrief);
const zeroOrOne = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]));

/** The signed-in user's own account, and a third-party identity's registration. */
export const userApi = endpoints('user', {
  updateInfo: endpoint({
    method: 'POST',
    path: `${P}/update-info`,
    access: signedIn,
    summary: "Update the caller's own profile",
    body: profileUpdate,
    response: userInfo,
  }),
  registerGuest: endpoint({
    method: 'POST',
    path: `${P}/register-guest`,
    access: publicAccess,
    summary: 'Register an account for a third-party identity; it waits for administrator approval',
    query: registerGuestQuery,
    response: z.null(),
  }),
  updatePassword: endpoint({
    method: 'POST',
    path: `${P}/update-password`,
    access: signedInDuringPasswordChange,
    summary: "Change the caller's password (MD5 hex digests); other sessions are signed out",
    body: passwordChange,
    response: z.null(),
  }),
});

/** The user management screen (spec §6, §7 Users) and the user pickers. */
export const userAdminApi = endpoints('user', {
  page: endpoint({
    method: 'GET',
    path: `${P}/list`,
    access: needs('user'),
    summary: 'Users of the tenant, paged, with search',
    query: userQuery,
    response: pageOf(userRecord),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${P}/detail`,
    access: needs('user'),
    summary: 'One user',
    query: z.object({ id: idSchema }),
    response: userRecord,
  }),
  submit: endpoint({
    method: 'POST',
    path: `${P}/submit`,
    access: needsAnyOf('user_add', 'user_edit'),
    summary: 'Add (no id, with password) or update a user and its roles',
    body: userSubmit,
    response: userRecord,
  }),
  remove: endpoint({
    method: 'POST',
    path: `${P}/remove`,
    access: needs('user_delete'),
    summary: 'Delete users (not yourself); they are signed out',
    query: idsQuery,
    response: z.number(),
  }),
  status: endpoint({
    method: 'POST',
    path: `${P}/status`,
    access: needs('user_edit'),
    summary: 'Enable (1) or disable (0) users',
    query: z.object({ ids: idList, status: zeroOrOne }),
    response: z.number(),
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: `${P}/reset-password`,
    access: needs('user_reset'),
    summary: 'Reset to a one-time password each (answered once); the users change it at next sign-in',
    query: z.object({ userIds: idList }),
    response: z.array(passwordReset),
  }),
  unlock: endpoint({
    method: 'POST',
    path: `${P}/unlock`,
    access: needs('user_unlock'),
    summary: 'Lift the failed sign-in lockout',
    query: z.object({ userIds: idList }),
    response: z.number(),
  }),
  grant: endpoint({
    method: 'POST',
    path: `${P}/grant`,
    access: needs('user_role'),
    summary: 'Replace the roles of users',
    query: z.object({ userIds: idList, roleIds: idList }),
    response: z.number(),
  }),
  audit: endpoint({
    method: 'POST',
    path: `${P}/audit`,
    access: needs('user_approve'),
    summary: 'Approve (pass=1) or reject (pass=0) pending registrations',
    query: z.object({ ids: idList, pass: zeroOrOne }),
    response: z.number(),
  }),
  listByRole: endpoint({
    method: 'GET',
    path: `${P}/list-by-role/:role`,
    access: signedIn,
    summary: 'Active users holding a role code',
    params: z.object({ role: z.string().min(1).max(64) }),
    response: briefs,
  }),
  listUser: endpoint({
    method: 'GET',
    path: `${P}/listUser`,
    access: signedIn,
    summary: 'Every active user of the tenant (pickers)',
    response: briefs,
  }),
  userList: endpoint({
    method: 'GET',
    path: `${P}/user-list`,
    access: signedIn,
    summary: 'Active users matching a keyword (at most 50)',
    query: z.object({ keyword: z.string().max(64).optional() }),
    response: briefs,
  }),
  listByUser: endpoint({
    method: 'GET',
    path: `${P}/listByUser`,
    access: signedIn,
    summary: 'The named users (ids to names)',
    query: z.object({ userIds: idList }),
    response: briefs,
  }),
  containsRole: endpoint({
    method: 'GET',
    path: `${P}/checkUserContainRoleByCode`,
    access: signedIn,
    summary: 'Whether the caller holds a role code',
    query: z.object({ code: z.string().min(1).max(64) }),
    response: z.boolean(),
  }),
});
