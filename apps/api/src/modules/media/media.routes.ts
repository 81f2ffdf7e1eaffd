import { errorEnvelopeSchema } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/app-error';
import {
  contentTypeOf,
  isPrivateKey,
  isStorageKey,
  PRIVATE_MEDIA_PREFIX,
  UPLOADS_PREFIX,
  type ShopStorage,
} from '../../lib/storage';

const signedQuery = z.object({ expires: z.string().max(20), signature: z.string().max(100) });

/**
 * Private pictures, answered only for a valid, unexpired signature (an `<img>` cannot send a
 * bearer token), read from the store (the local disk or the bucket): the bucket itself stays
 * closed, and an address one API process signed is answered by any other.
 */
export const privateMediaRoutes: FastifyPluginAsync<{ storage: ShopStorage }> = async (
  app,
  { storage },
) => {
  app.get(
    `${PRIVATE_MEDIA_PREFIX}*`,
    {
      schema: {
        tags: ['media'],
        summary: 'A private picture by its signed, short-lived address',
        querystring: signedQuery,
        response: {
          200: z.any().describe('The picture (image/webp)'),
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const { expires, signature } = request.query as z.infer<typeof signedQuery>;
      if (!storage.verifySigned(key, expires, signature))
        throw forbidden('This picture address has expired or is not valid');
      const data = await storage.read(key).catch(() => {
        throw notFound('Picture');
      });
      const maxAge = Math.max(0, Number(expires) - Math.floor(Date.now() / 1000));
      return reply
        .header('Cache-Control', `private, max-age=${maxAge}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .type('image/webp')
        .send(data);
    },
  );
};

const uploadParams = z.object({ '*': z.string().max(200) });

/**
 * Public pictures of a bucket at the same /uploads/ addresses the local disk has (when no CDN is
 * set in front of it): read from the bucket by any API process, with the local files' headers.
 */
export const bucketUploadsRoutes: FastifyPluginAsync<{ storage: ShopStorage }> = async (
  app,
  { storage },
) => {
  app.get(
    `${UPLOADS_PREFIX}*`,
    {
      schema: {
        tags: ['media'],
        summary: 'A public picture by its storage key',
        params: uploadParams,
        response: { 200: z.any().describe('The picture'), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { '*': key } = request.params as z.infer<typeof uploadParams>;
      if (!isStorageKey(key) || isPrivateKey(key)) throw notFound('Picture');
      const data = await storage.read(key).catch(() => {
        throw notFound('Picture');
      });
      return reply
        .header('Cache-Control', 'public, max-age=604800')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .type(contentTypeOf(key))
        .send(data);
    },
  );
};
