import { errorEnvelopeSchema, imageProxyQuerySchema } from '@shop/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fetchAllowedImage } from '../../lib/safe-fetch';

/**
 * GET /api/catalog/image-proxy?url=: product images of Lamoda's CDN for the import tool's
 * result cards. Open without a token (an `<img>` cannot send one), so it serves nothing but
 * allow-listed images (lib/safe-fetch): any other address, a private or loopback host, file:,
 * a redirect off the list, an oversized or non-image body is refused with the error envelope.
 * Served bytes can never run as a page: nosniff and a sandboxing CSP go with every image.
 */
export const imageProxyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/catalog/image-proxy',
    {
      schema: {
        tags: ['catalogue import'],
        summary: "An image of Lamoda's CDN (a.lmcdn.ru), fetched safely; no token needed",
        querystring: imageProxyQuerySchema,
        response: {
          200: z.any().describe('The image bytes (image/jpeg, png, webp, gif or avif)'),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const image = await fetchAllowedImage(request.query.url, app.config);
      return reply
        .header('Cache-Control', 'public, max-age=86400, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Content-Disposition', 'inline')
        .type(image.contentType)
        .send(image.data);
    },
  );
};
