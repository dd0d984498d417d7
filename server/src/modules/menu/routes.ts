import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idSchema } from '@invest/contract/envelope';
import { buttonNode, menuRoute, topMenu } from '@invest/contract/menu';
import { signedIn, signedInDuringPasswordChange } from '@invest/contract/access';
import { requireAuth } from '../../http/auth-context.js';
import { ok } from '../../http/envelope.js';
import type { MenuService } from './service.js';

export const menuRoutes =
  (menus: MenuService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/blade-system/menu/routes',
      {
        config: { access: signedInDuringPasswordChange },
        schema: {
          tags: ['menu'],
          summary: "The caller's menu tree, optionally within one top menu",
          querystring: z.object({ topMenuId: z.union([z.literal(''), idSchema]).optional() }),
          response: { 200: envelopeOf(z.array(menuRoute)) },
        },
      },
      async (req) => ok(req.lang, await menus.routes(requireAuth(req.auth), req.query.topMenuId || undefined)),
    );

    app.get(
      '/api/blade-system/menu/buttons',
      {
        config: { access: signedInDuringPasswordChange },
        schema: {
          tags: ['menu'],
          summary: "The caller's button permissions as a tree of codes",
          response: { 200: envelopeOf(z.array(buttonNode)) },
        },
      },
      async (req) => ok(req.lang, await menus.buttons(requireAuth(req.auth))),
    );

    app.get(
      '/api/blade-system/menu/top-menu',
      {
        config: { access: signedIn },
        schema: {
          tags: ['menu'],
          summary: 'Top menus',
          response: { 200: envelopeOf(z.array(topMenu)) },
        },
      },
      async (req) => ok(req.lang, await menus.topMenus()),
    );
  };
