import {
  errorEnvelopeSchema,
  historyPageQuerySchema,
  idParamSchema,
  okResponseSchema,
  outfitAvailableItemsQuerySchema,
  outfitAvailableItemsResponseSchema,
  outfitCartBodySchema,
  outfitCartOptionsResponseSchema,
  outfitCartResponseSchema,
  outfitFavoriteResponseSchema,
  outfitHistoryEntrySchema,
  outfitListQuerySchema,
  outfitListResponseSchema,
  outfitSchema,
  outfitWornResponseSchema,
  outfitWriteSchema,
  wardrobeWornSchema,
} from '@shop/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOGGLE_METHODS } from '../../lib/toggle-methods';
import { signedIn } from '../../plugins/auth';

/**
 * Outfits: public ones are read by anyone, the rest of the calls need a signed-in user; their
 * favourites, history and cart (their reviews: `reviews.routes.ts`).
 */
export const outfitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { outfits, outfitCart, favorites, history } = app.services;
  const tags = ['outfits'];
  const security = [{ bearer: [] }];
  const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
  const refused = { 400: errorEnvelopeSchema, ...denied };

  app.get(
    '/api/outfits',
    {
      onRequest: app.optionalAuth,
      schema: {
        tags,
        summary: 'Public outfits and the viewer’s own, newest first, 20 per page; q searches',
        querystring: outfitListQuerySchema,
        response: { 200: outfitListResponseSchema },
      },
    },
    async (request) => outfits.list(request.auth?.user ?? null, request.query),
  );

  app.post(
    '/api/outfits',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Create an outfit (items by slot: top_ids … fragrances_ids)',
        body: outfitWriteSchema,
        response: { 201: outfitSchema, ...refused },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await outfits.create(signedIn(request).user, request.body)),
  );

  app.get(
    '/api/outfits/favorites',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Favourite outfits, newest first, 20 per page',
        querystring: historyPageQuerySchema,
        response: { 200: outfitListResponseSchema, ...denied },
      },
    },
    async (request) => favorites.outfitPage(signedIn(request).user, request.query.page),
  );

  app.get(
    '/api/outfits/available-items',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Which of these item ids an outfit can still hold (they exist); a builder draft drops the rest',
        querystring: outfitAvailableItemsQuerySchema,
        response: { 200: outfitAvailableItemsResponseSchema, ...refused },
      },
    },
    async (request) => ({ ids: await outfits.availableItems(request.query.ids) }),
  );

  app.get(
    '/api/outfits/history',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Viewed outfits, most recent first, 20 per page',
        querystring: historyPageQuerySchema,
        response: { 200: z.array(outfitHistoryEntrySchema), ...denied },
      },
    },
    async (request) => history.outfitPage(signedIn(request).user, request.query.page),
  );

  app.delete(
    '/api/outfits/history',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Clear the outfit history',
        response: { 200: okResponseSchema, ...denied },
      },
    },
    async (request) => {
      await history.clearOutfits(signedIn(request).user.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/outfits/:id',
    {
      onRequest: app.optionalAuth,
      schema: {
        tags,
        summary: 'One outfit (a private one only for its owner and admins)',
        params: idParamSchema,
        response: { 200: outfitSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => outfits.detail(request.auth?.user ?? null, request.params.id, request.ip),
  );

  app.put(
    '/api/outfits/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Change an outfit (its owner or an admin)',
        params: idParamSchema,
        body: outfitWriteSchema,
        response: { 200: outfitSchema, ...refused },
      },
    },
    async (request) => outfits.update(signedIn(request).user, request.params.id, request.body),
  );

  app.delete(
    '/api/outfits/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Delete an outfit (its owner or an admin)',
        params: idParamSchema,
        response: { 200: okResponseSchema, ...denied },
      },
    },
    async (request) => {
      await outfits.delete(signedIn(request).user, request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/outfits/:id/worn',
    {
      onRequest: [app.authenticate, app.limitWrites('wardrobe')],
      schema: {
        tags,
        security,
        summary:
          '«Надето сегодня» (or on the day given) by the outfit’s owner: its own pieces and the owner’s pieces of its catalogue items are logged as worn, once a day; answers them',
        params: idParamSchema,
        body: wardrobeWornSchema.nullish(),
        response: { 200: outfitWornResponseSchema, ...refused },
      },
    },
    async (request) => outfits.worn(signedIn(request).user, request.params.id, request.body?.date),
  );

  for (const { method, wanted, verb } of TOGGLE_METHODS) {
    app.route({
      method,
      url: '/api/outfits/:id/favorite',
      onRequest: [app.authenticate, app.limitWrites('favorite')],
      schema: {
        tags,
        security,
        summary: `${verb} an outfit's favourite; answers the new state`,
        params: idParamSchema,
        response: { 200: outfitFavoriteResponseSchema, ...denied },
      },
      handler: async (request) =>
        favorites.setOutfit(signedIn(request).user, request.params.id, wanted),
    });
  }

  app.get(
    '/api/outfits/:id/cart-options',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'What each item of the outfit can be bought in: its variants in stock and the one in the size the caller usually takes',
        params: idParamSchema,
        response: { 200: outfitCartOptionsResponseSchema, ...denied },
      },
    },
    async (request) => outfitCart.options(signedIn(request).user, request.params.id),
  );

  app.post(
    '/api/outfits/:id/cart',
    {
      onRequest: [app.authenticate, app.limitWrites('cart')],
      schema: {
        tags,
        security,
        summary:
          'Put the chosen lines ({ lines: [{ item_id, variant_id }] }) into the cart, quantity 1 each; without a body one of each item (its first variant in stock). Answers the cart, what was added and what could not be',
        params: idParamSchema,
        // Fastify hands a request without a body over as null.
        body: outfitCartBodySchema.nullish(),
        response: { 200: outfitCartResponseSchema, ...refused },
      },
    },
    async (request) => outfitCart.add(signedIn(request).user, request.params.id, request.body),
  );
};
