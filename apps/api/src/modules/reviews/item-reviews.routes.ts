import {
  commentLikeResponseSchema,
  commentListResponseSchema,
  historyPageQuerySchema,
  commentParamsSchema,
  commentSchema,
  createCommentBodySchema,
  errorEnvelopeSchema,
  idParamSchema,
  okResponseSchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOGGLE_METHODS } from '../../lib/toggle-methods';
import { signedIn } from '../../plugins/auth';

/** Reviews of items. */
export const itemReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = app.services.reviews;
  const common = { tags: ['reviews'] };
  const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

  app.get(
    '/api/items/:id/comments',
    {
      onRequest: app.optionalAuth,
      schema: {
        ...common,
        summary: 'Reviews of an item, newest first',
        params: idParamSchema,
        querystring: historyPageQuerySchema,
        response: { 200: commentListResponseSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) =>
      reviews.list('item', request.params.id, request.auth?.user ?? null, request.query.page),
  );

  app.post(
    '/api/items/:id/comments',
    {
      onRequest: [app.authenticate, app.limitWrites('review')],
      schema: {
        ...common,
        summary: 'Write a review (text required, rating 1–5 optional)',
        security: [{ bearer: [] }],
        params: idParamSchema,
        body: createCommentBodySchema,
        response: { 201: commentSchema, 400: errorEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await reviews.create('item', request.params.id, signedIn(request).user, request.body),
        ),
  );

  for (const { method, wanted, verb } of TOGGLE_METHODS) {
    app.route({
      method,
      url: '/api/items/:id/comments/:commentId/like',
      onRequest: [app.authenticate, app.limitWrites('like')],
      schema: {
        ...common,
        summary: `${verb} the like of a review`,
        security: [{ bearer: [] }],
        params: commentParamsSchema,
        response: { 200: commentLikeResponseSchema, ...errors },
      },
      handler: async (request) =>
        reviews.setLike(
          'item',
          request.params.id,
          request.params.commentId,
          signedIn(request).user,
          wanted,
        ),
    });
  }

  app.delete(
    '/api/items/:id/comments/:commentId',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Delete a review (its author or an admin)',
        security: [{ bearer: [] }],
        params: commentParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await reviews.delete(
        'item',
        request.params.id,
        request.params.commentId,
        signedIn(request).user,
      );
      return { ok: true as const };
    },
  );
};
