import { auditPageSchema, auditQuerySchema, errorEnvelopeSchema } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The audit log for the admins: who changed what and when. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['audit'],
        security: [{ bearer: [] }],
        summary:
          'The audit log, newest first, filtered by entity, actor, action and dates (admins)',
        querystring: auditQuerySchema,
        response: {
          200: auditPageSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => app.services.audit.list(request.query),
  );
};
