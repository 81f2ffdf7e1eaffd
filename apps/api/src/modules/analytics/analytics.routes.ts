import {
  errorEnvelopeSchema,
  itemAnalyticsSchema,
  systemAnalyticsSchema,
  systemHealthSchema,
  systemPerformanceSchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/auth';

/** Item analytics (moderators and admins) and the system dashboard's figures (admins). */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { analytics, system } = app.services;
  const security = [{ bearer: [] }];
  const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

  app.get(
    '/api/items/moderator/analytics',
    {
      onRequest: app.requireRole('panel'),
      schema: {
        tags: ['analytics'],
        security,
        summary: 'Item analytics: a moderator’s own items, or every item for an admin',
        response: { 200: itemAnalyticsSchema, ...denied },
      },
    },
    async (request) => analytics.items(signedIn(request).user),
  );

  const admin = app.requireRole('admin');
  app.get(
    '/api/system/analytics',
    {
      onRequest: admin,
      schema: {
        tags: ['analytics'],
        security,
        summary: 'The whole shop in figures',
        response: { 200: systemAnalyticsSchema, ...denied },
      },
    },
    async () => analytics.system(),
  );
  app.get(
    '/api/system/health',
    {
      onRequest: admin,
      schema: {
        tags: ['analytics'],
        security,
        summary: 'Users, items and the database',
        response: { 200: systemHealthSchema, ...denied },
      },
    },
    async () => system.health(),
  );
  app.get(
    '/api/system/performance',
    {
      onRequest: admin,
      schema: {
        tags: ['analytics'],
        security,
        summary: 'Live figures of the last hour across every API process',
        response: { 200: systemPerformanceSchema, ...denied },
      },
    },
    async () => system.performance(),
  );
};
