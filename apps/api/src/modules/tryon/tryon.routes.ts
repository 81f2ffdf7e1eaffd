import {
  errorEnvelopeSchema,
  tryonJobParamsSchema,
  virtualTryonRequestSchema,
  virtualTryonResponseSchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/auth';

/** Virtual try-on of an outfit on the shopper's own photo. */
export const tryonRoutes: FastifyPluginAsyncZod = async (app) => {
  const tryon = app.services.tryon;
  const common = { tags: ['outfits'], security: [{ bearer: [] }] };
  const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

  app.post(
    '/api/outfits/virtual-tryon',
    {
      onRequest: [app.authenticate, app.limitWrites('tryon')],
      schema: {
        ...common,
        summary:
          'Try the items on the caller’s uploaded photo (one item per category). 200 with the outcome, or 202 with a job to poll',
        body: virtualTryonRequestSchema,
        response: { 200: virtualTryonResponseSchema, 202: virtualTryonResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { status, body } = await tryon.start(signedIn(request).user.id, request.body);
      return reply.status(status).send(body);
    },
  );

  app.get(
    '/api/outfits/virtual-tryon/:id',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'The state of one of the caller’s try-ons',
        params: tryonJobParamsSchema,
        response: { 200: virtualTryonResponseSchema, ...errors },
      },
    },
    async (request) => tryon.status(signedIn(request).user.id, request.params.id),
  );
};
