import fastifyMultipart from '@fastify/multipart';
import {
  UPLOAD_MAX_BYTES,
  errorEnvelopeSchema,
  okResponseSchema,
  photoUploadResponseSchema,
  profileSchema,
  profileUpdateSchema,
} from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';

const FILE_FIELD = 'file';
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

/** The multipart plugin's own errors, turned into the contract's codes with a clear message. */
function multipartError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 413, `The file is larger than ${MAX_MB} MB`);
    case 'FST_FILES_LIMIT':
      return new AppError(
        'VALIDATION_FAILED',
        400,
        `Send one file only, in the field "${FILE_FIELD}"`,
      );
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(
        'VALIDATION_FAILED',
        400,
        `Too many form fields: send one file in the field "${FILE_FIELD}"`,
      );
    default:
      return new AppError('VALIDATION_FAILED', 400, 'The multipart body is malformed');
  }
}

/**
 * The one uploaded file of a multipart request, in the field `file`. The client's file name and
 * Content-Type are ignored: acceptImageUpload decides from the bytes.
 */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      415,
      `Send the image as multipart/form-data in the field "${FILE_FIELD}"`,
    );
  }
  let file: Buffer | null = null;
  let otherField: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === FILE_FIELD) {
        file = await part.toBuffer();
      } else {
        otherField = part.fieldname;
        part.file.resume(); // drained, never kept
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (!file) {
    const message = otherField
      ? `The file must be sent in the field "${FILE_FIELD}", not "${otherField}"`
      : `No file: send the image in the field "${FILE_FIELD}"`;
    throw new AppError('VALIDATION_FAILED', 400, message, {
      fields: [{ path: FILE_FIELD, message }],
    });
  }
  return file;
}

/** 000 §7 profile calls: /api/profile/ (GET, PATCH, DELETE), avatar, try-on photo upload. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: only these routes parse multipart bodies, with the spec's limits (000 §9).
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  // The prefix makes both /api/profile and /api/profile/ answer (000 §7 writes the slash).
  await app.register(profileEndpoints, { prefix: '/api/profile' });
};

const profileEndpoints: FastifyPluginAsyncZod = async (app) => {
  const profile = app.services.profile;
  const warn = (request: FastifyRequest) => (message: string, err: unknown) =>
    request.log.warn({ err }, message);

  app.get(
    '/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user’s profile',
        security: [{ bearer: [] }],
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => profile.get(request.auth!.user.id),
  );

  app.patch(
    '/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Change the profile: only the fields sent change, null clears one',
        security: [{ bearer: [] }],
        body: profileUpdateSchema.optional(),
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => profile.update(request.auth!.user.id, request.body ?? {}, warn(request)),
  );

  app.delete(
    '/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary:
          'Delete the account with its personal data (profile, avatar, photos, cart, favourites, history, likes, sessions, outfits, reviews)',
        security: [{ bearer: [] }],
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await profile.deleteAccount(request.auth!.user.id, warn(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/avatar',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: `Upload a new avatar (multipart, field "file"; JPEG, PNG or WebP up to ${MAX_MB} MB)`,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: profileSchema, ...uploadErrors },
      },
    },
    async (request) =>
      profile.setAvatar(request.auth!.user.id, await readUploadedFile(request), warn(request)),
  );

  app.delete(
    '/avatar',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Remove the avatar (an uploaded avatar file is deleted)',
        security: [{ bearer: [] }],
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => profile.removeAvatar(request.auth!.user.id, warn(request)),
  );

  app.post(
    '/upload-photo',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary:
          `Upload the shopper’s photo for virtual try-on (multipart, field "file"; up to ${MAX_MB} MB). ` +
          'Sign-in is required: the outfit builder is for signed-in users (000 §7 says "bearer token if one exists").',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: photoUploadResponseSchema, ...uploadErrors },
      },
    },
    async (request) => profile.uploadPhoto(request.auth!.user.id, await readUploadedFile(request)),
  );
};
