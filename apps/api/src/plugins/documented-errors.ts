import { errorEnvelopeSchema } from '@shop/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The OpenAPI document lists every status an operation answers. The refusals that come from the
 * shop's cross-cutting machinery rather than from a route's own code are added to each route here,
 * as it is declared, instead of being written out (and forgotten) route by route:
 *
 * - 400 on every operation: the input hygiene refuses control characters in any address or body,
 *   a body that does not parse is refused, and the schemas refuse what they do not describe;
 * - 413 and 415 on every operation that takes a body (too large, or of a type it does not read);
 * - 401 and 403 on every operation that reads a bearer token (`security`, or an authentication
 *   hook): no token or a dead one, an inactive account or a missing role;
 * - 429 on every operation behind a per-account write limit.
 *
 * Statuses a route's own code answers (404, 409, 503 …) stay in the route's schema. The OpenAPI
 * walk (src/test/openapi-walk.test.ts) checks that every status it sees is listed.
 */

/** Marks the hooks that authenticate (plugins/auth.ts) and that count writes (write-limits.ts). */
const AUTH_HOOK = Symbol('authenticates');
const WRITE_LIMIT_HOOK = Symbol('limits writes');

type Marked = { [AUTH_HOOK]?: true; [WRITE_LIMIT_HOOK]?: true };

export function markAuthHook<T extends object>(hook: T): T {
  (hook as Marked)[AUTH_HOOK] = true;
  return hook;
}
export function markWriteLimitHook<T extends object>(hook: T): T {
  (hook as Marked)[WRITE_LIMIT_HOOK] = true;
  return hook;
}

type RouteSchema = {
  hide?: boolean;
  body?: unknown;
  security?: unknown[];
  response?: Record<string, unknown>;
};

function documentErrors(route: RouteOptions) {
  const schema = route.schema as RouteSchema | undefined;
  if (!schema || schema.hide) return;
  const hooks = [route.onRequest, route.preValidation, route.preHandler]
    .flat()
    .filter(Boolean) as Marked[];
  const authenticates = hooks.some((hook) => hook[AUTH_HOOK]) || Boolean(schema.security?.length);

  const added: number[] = [400];
  if (schema.body) added.push(413, 415);
  if (authenticates) added.push(401, 403);
  if (hooks.some((hook) => hook[WRITE_LIMIT_HOOK])) added.push(429);

  // New objects: routes of a module often share one schema or response object.
  const response = { ...schema.response };
  for (const status of added) response[status] ??= errorEnvelopeSchema;
  route.schema = {
    ...schema,
    ...(authenticates && !schema.security ? { security: [{ bearer: [] }] } : {}),
    response,
  } as RouteOptions['schema'];
}

export const documentedErrorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', documentErrors);
  },
  { name: 'documented-errors' },
);
