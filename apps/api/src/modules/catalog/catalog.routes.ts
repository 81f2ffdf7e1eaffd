import {
  okResponseSchema,
  errorEnvelopeSchema,
  idParamSchema,
  itemDetailSchema,
  itemFacetsSchema,
  itemFiltersSchema,
  itemImageSchema,
  itemListQuerySchema,
  itemListResponseSchema,
  recommendationsQuerySchema,
  SEARCH_INTERPRETATION_HEADER,
  variantSchema,
} from '@shop/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor } from '../../lib/access-policy';
import { isDrawingCall } from '../../plugins/drawn-pages';

const notFound = { 404: errorEnvelopeSchema };

/**
 * The catalogue's read calls (list, facets, trending, recommendations, an item, its similar items,
 * variants and pictures): open to guests; a bearer token, when sent, personalises `is_favorite`.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = app.services.catalog;
  const viewer = (request: { auth: { user: { id: number } } | null }) =>
    request.auth?.user.id ?? null;
  const actor = (request: { auth: { user: NonNullable<Actor> } | null }): Actor =>
    request.auth?.user ?? null;
  const common = {
    tags: ['catalogue'],
    security: [{}, { bearer: [] as string[] }] as Record<string, string[]>[],
  };

  app.get(
    '/api/items',
    {
      onRequest: app.optionalAuth,
      schema: {
        ...common,
        summary:
          'Catalogue page: search, filters, sort; 20 per page by default, limit ≤ 100. With `q`, the header x-search-interpretation holds the URI-encoded JSON of how the query was read (corrections, words left out).',
        querystring: itemListQuerySchema,
        response: { 200: itemListResponseSchema },
      },
    },
    async (request, reply) => {
      const { page, limit, ...filters } = request.query;
      const { items, search } = await catalog.list({
        filters,
        page,
        limit,
        viewerId: viewer(request),
      });
      // The body stays the plain array the web app reads; how the query was read goes in a header.
      if (search) {
        reply.header(SEARCH_INTERPRETATION_HEADER, encodeURIComponent(JSON.stringify(search)));
      }
      return items;
    },
  );

  app.get(
    '/api/items/facets',
    {
      schema: {
        ...common,
        summary: 'Counts for the filter panel under the given filters',
        querystring: itemFiltersSchema,
        response: { 200: itemFacetsSchema },
      },
    },
    async (request) => catalog.facets(request.query),
  );

  app.get(
    '/api/items/recommendations',
    {
      onRequest: app.optionalAuth,
      schema: {
        ...common,
        summary:
          'Items like the viewer’s favourites, cart and viewed items, filled with a spread of the categories; never the trending ones shown beside it',
        querystring: recommendationsQuerySchema,
        response: { 200: itemListResponseSchema },
      },
    },
    async (request) => catalog.recommendations(viewer(request), request.query.limit),
  );

  app.get(
    '/api/items/trending',
    {
      onRequest: app.optionalAuth,
      schema: {
        ...common,
        summary: 'At most 8 trending items',
        response: { 200: itemListResponseSchema },
      },
    },
    async (request) => catalog.trending(viewer(request)),
  );

  app.get(
    '/api/items/:id',
    {
      onRequest: app.optionalAuth,
      schema: {
        ...common,
        summary:
          'One item with variants and pictures; counts the view (and keeps it in a signed-in viewer’s history)',
        params: idParamSchema,
        response: { 200: itemDetailSchema, ...notFound },
      },
    },
    async (request) =>
      isDrawingCall(request)
        ? catalog.page(request.params.id, actor(request))
        : catalog.detail(request.params.id, actor(request), request.ip),
  );

  app.post(
    '/api/items/:id/view',
    {
      onRequest: app.optionalAuth,
      schema: {
        ...common,
        summary: 'Counts a view of the item page drawn on the server and taken over in the browser',
        params: idParamSchema,
        response: { 200: okResponseSchema, ...notFound },
      },
    },
    async (request) => {
      await catalog.countView(request.params.id, actor(request), request.ip);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/items/:id/similar',
    {
      onRequest: app.optionalAuth,
      schema: {
        ...common,
        summary: 'Similar items',
        params: idParamSchema,
        response: { 200: itemListResponseSchema, ...notFound },
      },
    },
    async (request) => catalog.similar(request.params.id, actor(request)),
  );

  app.get(
    '/api/items/:id/variants',
    {
      onRequest: app.optionalAuth,
      schema: {
        ...common,
        summary: 'Variants of an item',
        params: idParamSchema,
        response: { 200: z.array(variantSchema), ...notFound },
      },
    },
    async (request) => catalog.variants(request.params.id, actor(request)),
  );

  app.get(
    '/api/items/:id/images',
    {
      onRequest: app.optionalAuth,
      schema: {
        ...common,
        summary: 'Pictures of an item',
        params: idParamSchema,
        response: { 200: z.array(itemImageSchema), ...notFound },
      },
    },
    async (request) => catalog.shownImages(request.params.id, actor(request)),
  );
};
