import { z } from 'zod';
import { needs, needsAnyOf, signedIn, signedInDuringPasswordChange } from '../access.js';
import { endpoint, endpoints } from '../endpoint.js';
import { idSchema, idsQuery } from '../envelope.js';
import {
  buttonNode,
  grantNode,
  menuLazyQuery,
  menuRecord,
  menuRoute,
  menuSubmit,
  topMenu,
  topMenuDetail,
  topMenuGrant,
  topMenuSubmit,
} from '../menu.js';

const M = '/api/blade-system/menu';
const T = '/api/blade-system/topmenu';

/** The signed-in user's own menu, buttons and top menus (the shell loads them at sign-in). */
export const menuApi = endpoints('menu', {
  routes: endpoint({
    method: 'GET',
    path: `${M}/routes`,
    access: signedInDuringPasswordChange,
    summary: "The caller's menu tree, optionally within one top menu",
    query: z.object({ topMenuId: z.union([z.literal(''), idSchema]).optional() }),
    response: z.array(menuRoute),
  }),
  buttons: endpoint({
    method: 'GET',
    path: `${M}/buttons`,
    access: signedInDuringPasswordChange,
    summary: "The caller's button permissions as a tree of codes",
    response: z.array(buttonNode),
  }),
  topMenus: endpoint({
    method: 'GET',
    path: `${M}/top-menu`,
    access: signedIn,
    summary: 'Top menus',
    response: z.array(topMenu),
  }),
  knownPath: endpoint({
    method: 'GET',
    path: `${M}/known-path`,
    access: signedIn,
    summary: "Whether a console path is a page of anyone's menu (a 403 rather than a 404 for a user without it)",
    query: z.object({ path: z.string().max(500) }),
    response: z.object({ known: z.boolean() }),
  }),
});

/** The menu and top menu screens (spec §7 Menu). */
export const menuAdminApi = endpoints('menu', {
  lazyList: endpoint({
    method: 'GET',
    path: `${M}/lazy-list`,
    access: needs('menu'),
    summary: 'One level of menus and buttons (or a search through all)',
    query: menuLazyQuery,
    response: z.array(menuRecord),
  }),
  lazyMenuList: endpoint({
    method: 'GET',
    path: `${M}/lazy-menu-list`,
    access: needs('menu'),
    summary: 'One level of menus only (parent pickers)',
    query: menuLazyQuery,
    response: z.array(menuRecord),
  }),
  tree: endpoint({
    method: 'GET',
    path: `${M}/tree`,
    access: needsAnyOf('menu', 'role_grant', 'topmenu_setting'),
    summary: 'The whole menu and button tree (menus are shared by all tenants)',
    query: z.object({ tenantId: z.string().max(12).optional() }),
    response: z.array(grantNode),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${M}/detail`,
    access: needs('menu'),
    summary: 'One menu or button',
    query: z.object({ id: idSchema }),
    response: menuRecord,
  }),
  submit: endpoint({
    method: 'POST',
    path: `${M}/submit`,
    access: needsAnyOf('menu_add', 'menu_edit'),
    summary: 'Add (no id) or update a menu or button',
    body: menuSubmit,
    response: menuRecord,
  }),
  remove: endpoint({
    method: 'POST',
    path: `${M}/remove`,
    access: needs('menu_delete'),
    summary: 'Delete menus or buttons without children',
    query: idsQuery,
    response: z.number(),
  }),
  topMenuList: endpoint({
    method: 'GET',
    path: `${T}/list`,
    access: needs('topmenu'),
    summary: 'Top menus',
    response: z.array(topMenu),
  }),
  topMenuDetail: endpoint({
    method: 'GET',
    path: `${T}/detail`,
    access: needs('topmenu'),
    summary: 'One top menu and the menus it shows',
    query: z.object({ id: idSchema }),
    response: topMenuDetail,
  }),
  topMenuSubmit: endpoint({
    method: 'POST',
    path: `${T}/submit`,
    access: needsAnyOf('topmenu_add', 'topmenu_edit'),
    summary: 'Add (no id) or update a top menu',
    body: topMenuSubmit,
    response: topMenu,
  }),
  topMenuRemove: endpoint({
    method: 'POST',
    path: `${T}/remove`,
    access: needs('topmenu_delete'),
    summary: 'Delete top menus',
    query: idsQuery,
    response: z.number(),
  }),
  topMenuGrant: endpoint({
    method: 'POST',
    path: `${T}/grant`,
    access: needs('topmenu_setting'),
    summary: 'Choose which menus top menus show',
    body: topMenuGrant,
    response: z.null(),
  }),
});
