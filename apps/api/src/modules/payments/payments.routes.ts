import { errorEnvelopeSchema, paymentWebhookAckSchema } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Stripe's signed events. The signature covers the exact bytes sent, so this route reads the
 * body as it came (its own JSON parser, in this plugin only) and checks it before anything else.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.services.payments;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/payments/stripe/webhook',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Stripe events (Stripe-Signature); checkout.session.completed makes the order paid, a repeated event changes nothing',
        response: {
          200: paymentWebhookAckSchema,
          400: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return payments.receive(body, request.headers);
    },
  );
};
