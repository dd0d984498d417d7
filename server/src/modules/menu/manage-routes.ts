import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idSchema, idsQuery } from '@invest/contract/envelope';
import {
  grantNode,
  menuLazyQuery,
  menuRecord,
  menuSubmit,
  topMenu,
  topMenuGrant,
  topMenuSubmit,
} from '@invest/contract/menu';
import { needs, needsAnyOf } from '@invest/contract/access';
import { requireAuth } from '../../http/auth-context.js';
import { ok } from '../../http/envelope.js';
import type { MenuAdmin } from './manage.js';

const M = '/api/blade-system/menu';
const T = '/api/blade-system/topmenu';
const tags = ['menu'];

export const menuAdminRoutes =
  (admin: MenuAdmin): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${M}/lazy-list`,
      {
        config: { access: needs('menu') },
        schema: {
          tags,
          summary: 'One level of menus and buttons (or a search through all)',
          querystring: menuLazyQuery,
          response: { 200: envelopeOf(z.array(menuRecord)) },
        },
      },
      async (req) => ok(req.lang, await admin.lazyList(req.query)),
    );
    app.get(
      `${M}/lazy-menu-list`,
      {
        config: { access: needs('menu') },
        schema: {
          tags,
          summary: 'One level of menus only (parent pickers)',
          querystring: menuLazyQuery,
          response: { 200: envelopeOf(z.array(menuRecord)) },
        },
      },
      async (req) => ok(req.lang, await admin.lazyList(req.query, true)),
    );
    app.get(
      `${M}/tree`,
      {
        config: { access: needsAnyOf('menu', 'role_grant', 'topmenu_setting') },
        schema: {
          tags,
          summary: 'The whole menu and button tree (menus are shared by all tenants)',
          querystring: z.object({ tenantId: z.string().max(12).optional() }),
          response: { 200: envelopeOf(z.array(grantNode)) },
        },
      },
      async (req) => ok(req.lang, await admin.tree()),
    );
    app.get(
      `${M}/detail`,
      {
        config: { access: needs('menu') },
        schema: {
          tags,
          summary: 'One menu or button',
          querystring: z.object({ id: idSchema }),
          response: { 200: envelopeOf(menuRecord) },
        },
      },
      async (req) => ok(req.lang, await admin.detail(req.query.id)),
    );
    app.post(
      `${M}/submit`,
      {
        config: { access: needsAnyOf('menu_add', 'menu_edit') },
        schema: {
          tags,
          summary: 'Add (no id) or update a menu or button',
          body: menuSubmit,
          response: { 200: envelopeOf(menuRecord) },
        },
      },
      async (req) => ok(req.lang, await admin.submit(requireAuth(req.auth), req.body)),
    );
    app.post(
      `${M}/remove`,
      {
        config: { access: needs('menu_delete') },
        schema: {
          tags,
          summary: 'Delete menus or buttons without children',
          querystring: idsQuery,
          response: { 200: envelopeOf(z.number()) },
        },
      },
      async (req) => ok(req.lang, await admin.remove(requireAuth(req.auth), req.query.ids)),
    );

    app.get(
      `${T}/list`,
      {
        config: { access: needs('topmenu') },
        schema: { tags, summary: 'Top menus', response: { 200: envelopeOf(z.array(topMenu)) } },
      },
      async (req) => ok(req.lang, await admin.topMenus()),
    );
    app.get(
      `${T}/detail`,
      {
        config: { access: needs('topmenu') },
        schema: {
          tags,
          summary: 'One top menu and the menus it shows',
          querystring: z.object({ id: idSchema }),
          response: { 200: envelopeOf(topMenu.extend({ menuIds: z.array(z.string()) })) },
        },
      },
      async (req) => ok(req.lang, await admin.topMenuDetail(req.query.id)),
    );
    app.post(
      `${T}/submit`,
      {
        config: { access: needsAnyOf('topmenu_add', 'topmenu_edit') },
        schema: {
          tags,
          summary: 'Add (no id) or update a top menu',
          body: topMenuSubmit,
          response: { 200: envelopeOf(topMenu) },
        },
      },
      async (req) => ok(req.lang, await admin.submitTopMenu(requireAuth(req.auth), req.body)),
    );
    app.post(
      `${T}/remove`,
      {
        config: { access: needs('topmenu_delete') },
        schema: { tags, summary: 'Delete top menus', querystring: idsQuery, response: { 200: envelopeOf(z.number()) } },
      },
      async (req) => ok(req.lang, await admin.removeTopMenus(requireAuth(req.auth), req.query.ids)),
    );
    app.post(
      `${T}/grant`,
      {
        config: { access: needs('topmenu_setting') },
        schema: {
          tags,
          summary: 'Choose which menus top menus show',
          body: topMenuGrant,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await admin.grantTopMenus(requireAuth(req.auth), req.body.topMenuIds, req.body.menuIds);
        return ok(req.lang, null);
      },
    );
  };
