import { healthResponseSchema, publicConfigSchema } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/healthz',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const health = await app.services.system.liveness();
      return reply.status(health.database === 'connected' ? 200 : 503).send(health);
    },
  );

  app.get(
    '/api/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public settings the web app needs at start',
        response: { 200: publicConfigSchema },
      },
    },
    async () => ({
      google_enabled: app.services.auth.googleEnabled(),
      currency: app.config.STORE_CURRENCY,
    }),
  );
};
