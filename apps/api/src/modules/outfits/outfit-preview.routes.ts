import { errorEnvelopeSchema, outfitPreviewQuerySchema } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { z } from 'zod';

/**
 * The builder's live preview, open to anyone for catalogue pictures: the same drawing as an
 * outfit's cover, so what a shopper composes is what the outfit shows. Own wardrobe pieces are
 * drawn only for their signed-in owner, and that drawing is never cached by anyone else.
 */
export const outfitPreviewRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/outfits/preview',
    {
      onRequest: app.optionalAuth,
      schema: {
        tags: ['outfits'],
        summary:
          'The items (first of each category) on the mannequin, drawn like an outfit’s cover (image/webp)',
        querystring: outfitPreviewQuerySchema,
        response: {
          200: z.any().describe('The drawing (image/webp)'),
          304: z.null(),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const query = request.query as z.output<typeof outfitPreviewQuerySchema>;
      const user = request.auth?.user;
      const own = query.wardrobe?.length ? query.wardrobe : null;
      if (own && !user) throw new AppError('UNAUTHORIZED', 401, 'Sign in to draw your own pieces');
      const { webp, etag } = await app.services.outfitPreview(
        query.items ?? [],
        request.ip,
        own && user ? { ownerId: user.id, ids: own } : undefined,
      );
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply
        .header('ETag', etag)
        .header('Cache-Control', own ? 'private, no-store' : 'public, max-age=300')
        .header('X-Content-Type-Options', 'nosniff')
        .type('image/webp')
        .send(webp);
    },
  );
};
