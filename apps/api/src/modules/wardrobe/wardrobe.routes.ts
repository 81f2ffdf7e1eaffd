import {
  IDEMPOTENCY_KEY_HEADER,
  UPLOAD_MAX_BYTES,
  errorEnvelopeSchema,
  okResponseSchema,
  wardrobeAddHeadersSchema,
  wardrobeAddOwnedSchema,
  wardrobeItemParamsSchema,
  wardrobeItemSchema,
  wardrobeItemUpdateSchema,
  wardrobeListQuerySchema,
  wardrobeListResponseSchema,
  wardrobeStatsSchema,
  wardrobeWearParamsSchema,
  wardrobeWearsQuerySchema,
  wardrobeWearsResponseSchema,
  wardrobeWornSchema,
} from '@shop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/auth';
import { markWriteLimitHook } from '../../plugins/documented-errors';
import { parsed } from '../items/item-routes.kit';

const MAX_MB = Math.floor(UPLOAD_MAX_BYTES / (1024 * 1024));
const e = errorEnvelopeSchema;
const denied = { 401: e, 403: e };
const common = { tags: ['wardrobe'], security: [{ bearer: [] }] };

/**
 * The shopper's wardrobe: signed-in users only, each with their own pieces; another account's
 * piece answers 404, never 403, so its existence is not told.
 */
export const wardrobeRoutes: FastifyPluginAsyncZod = async (app) => {
  const wardrobe = app.services.wardrobe;
  const limitPieces = app.limitWrites('wardrobe');
  const limitPhotos = app.limitWrites('upload');
  // A photo counts as an upload, a catalogue piece as a wardrobe write.
  const limitAdds = markWriteLimitHook((request: FastifyRequest, reply: FastifyReply) =>
    (request.isMultipart() ? limitPhotos : limitPieces)(request, reply),
  );
  const writes = [app.authenticate, limitPieces];
  const warn = (request: FastifyRequest) => (message: string, err: unknown) =>
    request.log.warn({ err }, message);

  app.get(
    '/api/wardrobe/items',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'The wardrobe: the pieces that match, the counts per slot and the value',
        querystring: wardrobeListQuerySchema,
        response: { 200: wardrobeListResponseSchema, 400: e, ...denied },
      },
    },
    async (request) => wardrobe.list(signedIn(request).user, request.query),
  );

  app.post(
    '/api/wardrobe/items',
    {
      onRequest: [app.authenticate, limitAdds],
      schema: {
        ...common,
        summary: `Add a piece: JSON { item_id, variant_id? } marks a catalogue item «Уже есть у меня» (a second time answers the same piece, 200); multipart with one "photo" (JPEG, PNG or WebP up to ${MAX_MB} MB) adds an own garment cut out of it (422 NO_GARMENT_FOUND when there is none; an Idempotency-Key header makes a retry answer the same piece)`,
        consumes: ['application/json', 'multipart/form-data'],
        headers: wardrobeAddHeadersSchema,
        body: wardrobeAddOwnedSchema.nullish(),
        response: {
          200: wardrobeItemSchema,
          201: wardrobeItemSchema,
          400: e,
          404: e,
          413: e,
          415: e,
          422: e,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const user = signedIn(request).user;
      const key = request.headers[IDEMPOTENCY_KEY_HEADER] as string | undefined;
      const { piece, created } = request.isMultipart()
        ? await wardrobe.addPhoto(user, await request.uploadedFile('photo'), key?.trim() || null)
        : await wardrobe.addOwned(user, parsed(wardrobeAddOwnedSchema, request.body));
      return reply.status(created ? 201 : 200).send(piece);
    },
  );

  app.patch(
    '/api/wardrobe/items/:id',
    {
      onRequest: writes,
      schema: {
        ...common,
        summary: 'Change a piece: only the fields sent change, null clears one',
        params: wardrobeItemParamsSchema,
        body: wardrobeItemUpdateSchema,
        response: { 200: wardrobeItemSchema, 400: e, 404: e, ...denied },
      },
    },
    async (request) => wardrobe.update(signedIn(request).user, request.params.id, request.body),
  );

  app.delete(
    '/api/wardrobe/items/:id',
    {
      onRequest: writes,
      schema: {
        ...common,
        summary: 'Delete a piece with its wear log and its own picture',
        params: wardrobeItemParamsSchema,
        response: { 200: okResponseSchema, 404: e, ...denied },
      },
    },
    async (request) => {
      await wardrobe.remove(signedIn(request).user, request.params.id, warn(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/api/wardrobe/items/:id/worn',
    {
      onRequest: writes,
      schema: {
        ...common,
        summary:
          'Worn on a day (today in the shop’s time zone by default, never a day to come); once per day',
        params: wardrobeItemParamsSchema,
        body: wardrobeWornSchema.nullish(),
        response: { 200: wardrobeItemSchema, 400: e, 404: e, ...denied },
      },
    },
    async (request) =>
      wardrobe.markWorn(signedIn(request).user, request.params.id, request.body?.date),
  );

  app.delete(
    '/api/wardrobe/items/:id/worn/:date',
    {
      onRequest: writes,
      schema: {
        ...common,
        summary: 'Take back a day of the wear log',
        params: wardrobeWearParamsSchema,
        response: { 200: wardrobeItemSchema, 400: e, 404: e, ...denied },
      },
    },
    async (request) =>
      wardrobe.unmarkWorn(signedIn(request).user, request.params.id, request.params.date),
  );

  app.get(
    '/api/wardrobe/wears',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'The calendar of what was worn from one day to another (at most 366 days)',
        querystring: wardrobeWearsQuerySchema,
        response: { 200: wardrobeWearsResponseSchema, 400: e, ...denied },
      },
    },
    async (request) => ({
      wears: await wardrobe.wears(signedIn(request).user, request.query.from, request.query.to),
    }),
  );

  app.get(
    '/api/wardrobe/stats',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary:
          'The wardrobe’s figures: count, value, by slot and colour, most and least worn, idle',
        response: { 200: wardrobeStatsSchema, ...denied },
      },
    },
    async (request) => wardrobe.stats(signedIn(request).user),
  );
};
