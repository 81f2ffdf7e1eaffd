import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '@shop/contract';
import { AppError } from '../lib/app-error';

/**
 * One envelope `{ code, message, details? }` for every error, so a client reads every failure the
 * same way (its `code` is a union in the contract). AppErrors keep their code and status,
 * validation failures list their fields, and anything else is logged and answered with a generic
 * 500: no stack trace or SQL reaches a client.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const send = (status: number, body: ErrorEnvelope) => reply.status(status).send(body);

      if (error instanceof AppError) {
        return send(error.status, {
          code: error.code,
          message: error.message,
          details: error.details,
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = error.validation.map((issue) => ({
          path:
            issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
            (error.validationContext ?? 'request'),
          message: issue.message ?? 'Invalid value',
        }));
        return send(400, {
          code: 'VALIDATION_FAILED',
          message: 'The request is invalid',
          details: { fields },
        });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
        return send(500, { code: 'INTERNAL', message: 'Internal server error' });
      }
      const status = error.statusCode ?? 500;
      if (
        status === 413 ||
        error.code === 'FST_REQ_FILE_TOO_LARGE' ||
        error.code === 'FST_FILES_LIMIT'
      ) {
        return send(413, { code: 'PAYLOAD_TOO_LARGE', message: 'The upload is too large' });
      }
      if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return send(415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' });
      }
      if (status === 429) {
        return send(429, { code: 'RATE_LIMITED', message: 'Too many requests' });
      }
      // The file server's refusals (a dotfile under /uploads/) and misses.
      if (status === 403) return send(403, { code: 'FORBIDDEN', message: error.message });
      if (status === 404) return send(404, { code: 'NOT_FOUND', message: error.message });
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (malformed JSON, empty body with a JSON type, ...).
        return send(status, { code: 'VALIDATION_FAILED', message: error.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(500, { code: 'INTERNAL', message: 'Internal server error' });
    });
  },
  { name: 'errors' },
);
