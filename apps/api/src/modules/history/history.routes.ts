import {
  errorEnvelopeSchema,
  historyItemSchema,
  historyPageQuerySchema,
  okResponseSchema,
} from '@shop/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/auth';

/** The viewer's item history (the /history page): newest view first, 20 per page. */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const history = app.services.history;
  const common = { tags: ['history'], security: [{ bearer: [] }] };

  app.get(
    '/api/items/history',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Viewed items, most recent first',
        querystring: historyPageQuerySchema,
        response: { 200: z.array(historyItemSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request) => history.itemPage(signedIn(request).user.id, request.query.page),
  );

  app.delete(
    '/api/items/history',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Clear the item history',
        response: { 200: okResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await history.clearItems(signedIn(request).user.id);
      return { ok: true as const };
    },
  );
};
