import {
  errorEnvelopeSchema,
  stylistLooksQuerySchema,
  stylistLooksResponseSchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The stylist's looks. Guests may ask around a catalogue item or the builder's picks; a wardrobe
 * piece and «Что надеть» need the signed-in owner; an outfit needs to be one the caller may see.
 */
export const stylistRoutes: FastifyPluginAsyncZod = async (app) => {
  const stylist = app.services.stylist;

  app.get(
    '/api/stylist/looks',
    {
      onRequest: app.optionalAuth,
      schema: {
        tags: ['stylist'],
        security: [{}, { bearer: [] }],
        summary:
          'Up to three complete looks around a catalogue item (item_id), a wardrobe piece (wardrobe_item_id), an outfit’s or the builder’s picks (outfit_id, item_ids and wardrobe_ids: their empty slots filled) or from the wardrobe alone (from=wardrobe); the signed-in shopper’s own pieces first',
        querystring: stylistLooksQuerySchema,
        response: {
          200: stylistLooksResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => stylist.looks(request.auth?.user ?? null, request.query),
  );
};
