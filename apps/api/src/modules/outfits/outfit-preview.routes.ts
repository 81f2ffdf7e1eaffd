import { errorEnvelopeSchema, outfitPreviewQuerySchema } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

/**
 * The builder's live preview, open to anyone (it shows only catalogue pictures): the same drawing
 * as an outfit's cover, so what a shopper composes is what the outfit shows.
 */
export const outfitPreviewRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/outfits/preview',
    {
      schema: {
        tags: ['outfits'],
        summary:
          'The items (first of each category) on the mannequin, drawn like an outfit’s cover (image/webp)',
        querystring: outfitPreviewQuerySchema,
        response: {
          200: z.any().describe('The drawing (image/webp)'),
          304: z.null(),
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { items } = request.query as z.output<typeof outfitPreviewQuerySchema>;
      const { webp, etag } = await app.services.outfitPreview(items, request.ip);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply
        .header('ETag', etag)
        .header('Cache-Control', 'public, max-age=300')
        .header('X-Content-Type-Options', 'nosniff')
        .type('image/webp')
        .send(webp);
    },
  );
};
