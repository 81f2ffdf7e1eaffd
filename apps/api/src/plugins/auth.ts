import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/app-error';
import { markAuthHook } from './documented-errors';
import type { UserRow } from '../modules/users/users.repository';

export type AuthContext = { user: UserRow; sessionId: string };
/**
 * 'orders': admins and orders managers (orders, returns, customers, the email outbox); 'panel':
 * the catalogue's side of the admin area (items, their analytics): admins and moderators.
 */
export type Role = 'admin' | 'moderator' | 'orders' | 'panel';
type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** An onRequest hook (before validation): a valid access token of an active user is required. */
    authenticate: Hook;
    /** An onRequest hook: reads the token when present; guests pass with `request.auth === null`. */
    optionalAuth: Hook;
    /** An onRequest hook: the signed-in user must hold the role (see `Role`). */
    requireRole: (role: Role) => Hook;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export function userHasRole(user: UserRow, role: Role): boolean {
  if (role === 'admin') return user.isAdmin;
  if (role === 'moderator') return user.isModerator;
  if (role === 'orders') return user.isAdmin || user.isManager;
  return user.isAdmin || user.isModerator;
}

/**
 * The signed-in user of a route behind `authenticate` or `requireRole`. A route whose hook was
 * forgotten answers 401 instead of failing on a missing user.
 */
export function signedIn<Auth = AuthContext>(request: { auth: Auth | null }): Auth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Where a signed-in user changes their own account (signs out, edits the profile, the password). */
const OWN_ACCOUNT_ROUTES = /^\/api\/(auth|profile|me)(\/|\?|$)/;

/** Authorization is declared per route with these hooks; the UI hiding a button is never enough. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);

    // The user's next request sees their own change at once: the account's announcement, which
    // drops their kept session in every process, may arrive after that request.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.auth && request.method !== 'GET' && OWN_ACCOUNT_ROUTES.test(request.url))
        app.services.auth.accountChanged(request.auth.user.id);
      return payload;
    });

    const authenticate: Hook = markAuthHook(async (request) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      request.auth = await app.services.auth.authenticate(token);
    });
    app.decorate('authenticate', authenticate);

    app.decorate(
      'optionalAuth',
      markAuthHook(async (request: FastifyRequest) => {
        const token = bearerToken(request);
        if (token) request.auth = await app.services.auth.authenticate(token);
      }),
    );

    app.decorate('requireRole', (role: Role): Hook =>
      markAuthHook(async (request, reply) => {
        if (!request.auth) await authenticate(request, reply);
        if (!userHasRole(signedIn(request).user, role)) throw forbidden();
      }),
    );
  },
  { name: 'auth', dependencies: ['services'] },
);
