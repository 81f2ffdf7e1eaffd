import {
  errorEnvelopeSchema,
  idParamSchema,
  outboxEmailSchema,
  outboxPageSchema,
  outboxQuerySchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/auth';

/**
 * The email outbox: every email the shop sent, is sending or keeps (admins); an orders manager
 * sees and sends again the emails of orders only.
 */
export const emailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const emails = app.services.emails;
  const common = { tags: ['emails'], security: [{ bearer: [] }] };
  const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
  app.addHook('onRequest', app.requireRole('orders'));

  app.get(
    '/api/emails/outbox',
    {
      schema: {
        ...common,
        summary: 'The outbox, newest first, 20 per page (state, q: recipient or subject, order_id)',
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema, 400: errorEnvelopeSchema, ...denied },
      },
    },
    async (request) => emails.page(signedIn(request).user, request.query),
  );

  app.post(
    '/api/emails/outbox/:id/retry',
    {
      schema: {
        ...common,
        summary: 'Send an email again now (503 without SMTP)',
        params: idParamSchema,
        response: {
          200: outboxEmailSchema,
          404: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
          ...denied,
        },
      },
    },
    async (request) => emails.retry(signedIn(request).user, request.params.id),
  );
};
