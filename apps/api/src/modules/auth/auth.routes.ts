import {
  authResponseSchema,
  emailConfirmBodySchema,
  emailConfirmResponseSchema,
  errorEnvelopeSchema,
  googleCallbackQuerySchema,
  googleLoginResponseSchema,
  logoutBodySchema,
  okResponseSchema,
  passwordForgotBodySchema,
  passwordResetCheckBodySchema,
  passwordResetBodySchema,
  refreshBodySchema,
  registerBodySchema,
  tokenFormSchema,
  tokenPairSchema,
  userSchema,
} from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { signedIn } from '../../plugins/auth';

const STATE_COOKIE = 'google_oauth_state';
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

const clientInfo = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

function requireContentType(request: FastifyRequest, expected: string) {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== expected) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, `This endpoint accepts ${expected} only`);
  }
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.services.auth;

  app.post(
    '/api/auth/register',
    {
      preValidation: async (request) => requireContentType(request, 'application/json'),
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: registerBodySchema,
        response: { 201: authResponseSchema, 409: errorEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await auth.register(request.body, clientInfo(request))),
  );

  app.post(
    '/api/auth/token',
    {
      preValidation: async (request) =>
        requireContentType(request, 'application/x-www-form-urlencoded'),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email (as username) and password, form-encoded',
        consumes: ['application/x-www-form-urlencoded'],
        body: tokenFormSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request) =>
      auth.login(
        { email: request.body.username, password: request.body.password },
        clientInfo(request),
      ),
  );

  app.post(
    '/api/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token',
        body: refreshBodySchema,
        response: { 200: tokenPairSchema, ...errors },
      },
    },
    async (request) => auth.refresh(request.body.refresh_token, clientInfo(request)),
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session',
        body: logoutBodySchema.nullish(),
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      let sessionId: string | undefined;
      const header = request.headers.authorization;
      if (header?.toLowerCase().startsWith('bearer ')) {
        // An expired or revoked access token must not stop a logout.
        sessionId = await auth
          .authenticate(header.slice(7))
          .then((ctx) => ctx.sessionId)
          .catch(() => undefined);
      }
      await auth.logout({ refreshToken: request.body?.refresh_token, sessionId });
      return { ok: true as const };
    },
  );

  app.get(
    '/api/auth/google/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start Google sign-in (state + PKCE)',
        response: { 200: googleLoginResponseSchema, 503: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      const { url, state } = await auth.startGoogle();
      reply.setCookie(STATE_COOKIE, state, {
        path: '/api/auth/google',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.publicUrl.startsWith('https://'),
        maxAge: 600,
      });
      return { auth_url: url };
    },
  );

  app.get(
    '/api/auth/google/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Finish Google sign-in with the code Google returned',
        querystring: googleCallbackQuerySchema,
        response: { 200: authResponseSchema, 503: errorEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const cookieState = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: '/api/auth/google' });
      return auth.finishGoogle(
        { ...request.query, cookieState },
        clientInfo(request),
        (message, err) => request.log.warn({ err }, message),
      );
    },
  );

  const links = app.services.emailLinks;

  app.post(
    '/api/auth/email/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Follow an emailed link that confirms an address (a new account or a new address)',
        body: emailConfirmBodySchema,
        response: { 200: emailConfirmResponseSchema, 409: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => links.confirmEmail(request.body.token),
  );

  app.post(
    '/api/auth/email/resend',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Send the address confirmation link again',
        security: [{ bearer: [] }],
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await links.resendVerification(signedIn(request).user);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/password/forgot',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link (the same answer whether or not the account exists)',
        body: passwordForgotBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await links.forgotPassword(request.body.email, clientInfo(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/password/reset/check',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether a password reset link still works, without using it',
        body: passwordResetCheckBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await app.services.rateLimits.consume({
        key: `password-reset:ip:${request.ip}`,
        max: app.config.RATE_LIMIT_AUTH_PER_IP,
        windowSeconds: app.config.RATE_LIMIT_WINDOW_SECONDS,
      });
      await links.checkResetLink(request.body.token);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/password/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password from a reset link; every session ends and a new one begins',
        body: passwordResetBodySchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request) => {
      await app.services.rateLimits.consume({
        key: `password-reset:ip:${request.ip}`,
        max: app.config.RATE_LIMIT_AUTH_PER_IP,
        windowSeconds: app.config.RATE_LIMIT_WINDOW_SECONDS,
      });
      const user = await links.resetPassword(request.body.token, request.body.password);
      return auth.signIn(user, clientInfo(request));
    },
  );

  app.get(
    '/api/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: userSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => app.services.users.present(signedIn(request).user),
  );
};
