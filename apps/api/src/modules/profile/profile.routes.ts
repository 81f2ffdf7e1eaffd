import {
  UPLOAD_MAX_BYTES,
  emailChangeBodySchema,
  errorEnvelopeSchema,
  okResponseSchema,
  passwordChangeSchema,
  photoUploadResponseSchema,
  profileSchema,
  profileUpdateSchema,
  savedPhotoResponseSchema,
} from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/auth';

const MAX_MB = Math.floor(UPLOAD_MAX_BYTES / (1024 * 1024));

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
};
const uploadErrors = {
  ...errors,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
};

/** The profile calls: /api/profile/ (GET, PATCH, DELETE), avatar, try-on photo upload. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // The prefix makes both /api/profile and /api/profile/ answer: clients write it with the slash.
  await app.register(profileEndpoints, { prefix: '/api/profile' });
};

const profileEndpoints: FastifyPluginAsyncZod = async (app) => {
  const profile = app.services.profile;
  const warn = (request: FastifyRequest) => (message: string, err: unknown) =>
    request.log.warn({ err }, message);

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user’s profile',
        security: [{ bearer: [] }],
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => profile.get(signedIn(request).user.id),
  );

  app.patch(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Change the profile: only the fields sent change, null clears one',
        security: [{ bearer: [] }],
        body: profileUpdateSchema.nullish(),
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => profile.update(signedIn(request).user.id, request.body ?? {}, warn(request)),
  );

  app.delete(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profile'],
        summary:
          'Delete the account with its personal data (profile, avatar, photos, cart, favourites, history, likes, sessions, outfits, reviews, wardrobe)',
        security: [{ bearer: [] }],
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await profile.deleteAccount(signedIn(request).user.id, warn(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/avatar',
    {
      onRequest: [app.authenticate, app.limitWrites('upload')],
      schema: {
        tags: ['profile'],
        summary: `Upload a new avatar (multipart, field "file"; JPEG, PNG or WebP up to ${MAX_MB} MB)`,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: profileSchema, ...uploadErrors },
      },
    },
    async (request) =>
      profile.setAvatar(signedIn(request).user.id, await request.uploadedFile(), warn(request)),
  );

  app.delete(
    '/avatar',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Remove the avatar (an uploaded avatar file is deleted)',
        security: [{ bearer: [] }],
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => profile.removeAvatar(signedIn(request).user.id, warn(request)),
  );

  app.post(
    '/password',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profile'],
        summary:
          'Change one’s own password (the current one required); every other session is signed out',
        security: [{ bearer: [] }],
        body: passwordChangeSchema,
        response: { 200: okResponseSchema, ...errors, 429: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await app.services.accounts.changeOwnPassword(
        signedIn(request).user,
        signedIn(request).sessionId,
        request.body,
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/email',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profile'],
        summary:
          'Ask for a new email address: it takes effect when the link emailed to it is followed',
        security: [{ bearer: [] }],
        body: emailChangeBodySchema,
        response: {
          200: profileSchema,
          ...errors,
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { emailLinks, users } = app.services;
      return users.present(
        await emailLinks.requestEmailChange(signedIn(request).user, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        }),
      );
    },
  );

  app.delete(
    '/email',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Drop the address change asked for (its link stops working)',
        security: [{ bearer: [] }],
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => {
      const { emailLinks, users } = app.services;
      return users.present(await emailLinks.cancelEmailChange(signedIn(request).user));
    },
  );

  app.get(
    '/photo',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profile'],
        summary:
          'The try-on photo the shopper keeps: the newest one uploaded (a short-lived signed address), or null',
        security: [{ bearer: [] }],
        response: { 200: savedPhotoResponseSchema, ...errors },
      },
    },
    async (request) => profile.savedPhoto(signedIn(request).user.id),
  );

  app.post(
    '/upload-photo',
    {
      onRequest: [app.authenticate, app.limitWrites('upload')],
      schema: {
        tags: ['profile'],
        summary:
          `Upload the shopper’s photo for virtual try-on (multipart, field "file"; up to ${MAX_MB} MB). ` +
          'Sign-in is required: the outfit builder is for signed-in users, so a request without a bearer token is refused.',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: photoUploadResponseSchema, ...uploadErrors },
      },
    },
    async (request) => profile.uploadPhoto(signedIn(request).user.id, await request.uploadedFile()),
  );
};
