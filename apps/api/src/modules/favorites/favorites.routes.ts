import {
  errorEnvelopeSchema,
  favoriteIdsResponseSchema,
  favoriteToggleResponseSchema,
  historyPageQuerySchema,
  idParamSchema,
  itemListResponseSchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOGGLE_METHODS } from '../../lib/toggle-methods';
import { signedIn } from '../../plugins/auth';

/** Favourite items: signed-in users only; the server refuses guests. */
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const favorites = app.services.favorites;
  const common = { tags: ['favourites'], security: [{ bearer: [] }] };
  const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

  for (const { method, wanted, verb } of TOGGLE_METHODS) {
    app.route({
      method,
      url: '/api/items/:id/favorite',
      onRequest: [app.authenticate, app.limitWrites('favorite')],
      schema: {
        ...common,
        summary: `${verb} an item's favourite; answers the new state`,
        params: idParamSchema,
        response: { 200: favoriteToggleResponseSchema, 404: errorEnvelopeSchema, ...denied },
      },
      handler: async (request) =>
        favorites.set(signedIn(request).user.id, request.params.id, wanted),
    });
  }

  app.get(
    '/api/items/favorites',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Favourite items, newest first, 20 per page',
        querystring: historyPageQuerySchema,
        response: { 200: itemListResponseSchema, ...denied },
      },
    },
    async (request) => favorites.page(signedIn(request).user.id, request.query.page),
  );

  app.get(
    '/api/items/favorites/ids',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Ids of all favourite items (header badge)',
        response: { 200: favoriteIdsResponseSchema, ...denied },
      },
    },
    async (request) => favorites.ids(signedIn(request).user.id),
  );
};
