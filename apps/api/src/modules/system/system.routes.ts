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
        summary:
          'Public settings the web app needs at start: sign-in options, the currency, delivery prices and returns',
        response: { 200: publicConfigSchema },
      },
    },
    async () => {
      const { delivery, pickup_points } = await app.services.checkout.settings();
      return {
        google_enabled: app.services.auth.googleEnabled(),
        currency: app.config.STORE_CURRENCY,
        delivery: { ...delivery, pickup_points: pickup_points.length },
        return_days: app.config.RETURN_DAYS,
      };
    },
  );
};
