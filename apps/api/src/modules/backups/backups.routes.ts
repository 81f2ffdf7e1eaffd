import { backupStatusSchema, errorEnvelopeSchema } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The backups' state for the admin's system page. */
export const backupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/system/backups',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['system'],
        security: [{ bearer: [] }],
        summary: 'The newest backup archive, its size and age, and the schedule',
        response: { 200: backupStatusSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async () => app.services.backups.status(),
  );
};
