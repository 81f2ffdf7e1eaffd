import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runInRequestContext } from '../lib/request-context';

/**
 * Each request runs in a context that keeps its address, so the audit log can name where a
 * change came from without every service taking the request (services never see it).
 */
export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) =>
      runInRequestContext({ ip: request.ip ?? null }, done),
    );
  },
  { name: 'request-context' },
);
