import {
  addToCartQuerySchema,
  cartResponseSchema,
  errorEnvelopeSchema,
  IDEMPOTENCY_KEY_HEADER,
  mergeCartBodySchema,
  repeatSafeCreateHeadersSchema,
  setCartQuantityBodySchema,
  variantParamSchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/auth';

/** The server cart of a signed-in user; guests keep theirs in the browser. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const cart = app.services.cart;
  const common = { tags: ['cart'], security: [{ bearer: [] }] };
  const errors = { 401: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
  const userId = (request: { auth: { user: { id: number } } | null }) => signedIn(request).user.id;

  app.addHook('onRequest', app.authenticate);
  // On each writing route rather than for the whole plugin, so the route's document lists its 429.
  const onRequest = app.limitWrites('cart');

  app.get(
    '/api/cart',
    {
      schema: {
        ...common,
        summary: 'The cart',
        response: { 200: cartResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => cart.lines(userId(request)),
  );

  app.post(
    '/api/cart/merge',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Merge the guest cart at sign-in (quantities added, capped at stock)',
        body: mergeCartBodySchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => cart.merge(userId(request), request.body.lines),
  );

  app.post(
    '/api/cart/:variantId',
    {
      onRequest,
      schema: {
        ...common,
        summary:
          'Add a variant (qty, default 1), capped at stock (Idempotency-Key header: a repeat adds nothing)',
        params: variantParamSchema,
        querystring: addToCartQuerySchema,
        headers: repeatSafeCreateHeadersSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) =>
      cart.add(
        userId(request),
        request.params.variantId,
        request.query.qty,
        request.headers[IDEMPOTENCY_KEY_HEADER] ?? null,
      ),
  );

  app.put(
    '/api/cart/:variantId',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Set the quantity: 0 or less removes, more than stock is capped',
        params: variantParamSchema,
        body: setCartQuantityBodySchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => cart.set(userId(request), request.params.variantId, request.body.quantity),
  );

  app.delete(
    '/api/cart/:variantId',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Remove a line',
        params: variantParamSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => cart.remove(userId(request), request.params.variantId),
  );

  app.delete(
    '/api/cart',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Empty the cart',
        response: { 200: cartResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => cart.clear(userId(request)),
  );
};
