import {
  commentLikeResponseSchema,
  commentListResponseSchema,
  commentParamsSchema,
  commentSchema,
  createCommentBodySchema,
  errorEnvelopeSchema,
  historyPageQuerySchema,
  idParamSchema,
  okResponseSchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOGGLE_METHODS } from '../../lib/toggle-methods';
import { signedIn } from '../../plugins/auth';
import type { ReviewTarget } from './reviews.repository';

/** What is reviewed, under which address and OpenAPI tag. */
const TARGETS: { target: ReviewTarget; base: string; tag: string; noun: string }[] = [
  { target: 'item', base: '/api/items/:id/comments', tag: 'reviews', noun: 'an item' },
  { target: 'outfit', base: '/api/outfits/:id/comments', tag: 'outfits', noun: 'an outfit' },
];

/** Reviews of items and of outfits: read by anyone who may see the reviewed, written signed in. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = app.services.reviews;
  const security = [{ bearer: [] }];
  const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

  for (const { target, base, tag, noun } of TARGETS) {
    const tags = [tag];
    app.get(
      base,
      {
        onRequest: app.optionalAuth,
        schema: {
          tags,
          summary: `Reviews of ${noun}, newest first`,
          params: idParamSchema,
          querystring: historyPageQuerySchema,
          response: { 200: commentListResponseSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) =>
        reviews.list(target, request.params.id, request.auth?.user ?? null, request.query.page),
    );

    app.post(
      base,
      {
        onRequest: [app.authenticate, app.limitWrites('review')],
        schema: {
          tags,
          security,
          summary: `Review ${noun} (text required, rating 1–5 optional)`,
          params: idParamSchema,
          body: createCommentBodySchema,
          response: { 201: commentSchema, 400: errorEnvelopeSchema, ...denied },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await reviews.create(target, request.params.id, signedIn(request).user, request.body),
          ),
    );

    for (const { method, wanted, verb } of TOGGLE_METHODS) {
      app.route({
        method,
        url: `${base}/:commentId/like`,
        onRequest: [app.authenticate, app.limitWrites('like')],
        schema: {
          tags,
          security,
          summary: `${verb} the like of a review of ${noun}`,
          params: commentParamsSchema,
          response: { 200: commentLikeResponseSchema, ...denied },
        },
        handler: async (request) =>
          reviews.setLike(
            target,
            request.params.id,
            request.params.commentId,
            signedIn(request).user,
            wanted,
          ),
      });
    }

    app.delete(
      `${base}/:commentId`,
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: `Delete a review of ${noun} (its author or an admin)`,
          params: commentParamsSchema,
          response: { 200: okResponseSchema, ...denied },
        },
      },
      async (request) => {
        const { id, commentId } = request.params;
        await reviews.delete(target, id, commentId, signedIn(request).user);
        return { ok: true as const };
      },
    );
  }
};
