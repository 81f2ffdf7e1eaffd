import { errorEnvelopeSchema } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/app-error';
import { PRIVATE_MEDIA_PREFIX, type LocalStorage } from '../../lib/storage';

const signedQuery = z.object({ expires: z.string().max(20), signature: z.string().max(100) });

/**
 * Private pictures on the local disk, answered only for a valid, unexpired signature (an `<img>`
 * cannot send a bearer token). An S3-compatible store answers its own presigned addresses instead.
 */
export const privateMediaRoutes: FastifyPluginAsync<{ storage: LocalStorage }> = async (
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
