import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '@shop/contract';
import { AppError } from '../lib/app-error';

/** A PostgreSQL error as the driver reports it (drizzle wraps it as the cause of its own). */
type PgError = { code?: unknown; constraint?: unknown; table?: unknown; cause?: unknown };

/**
 * The classes of PostgreSQL's refusals that mean "these values break a rule of the data", not
 * "the server broke": a unique or foreign key (the data changed meanwhile: 409) and a check, a
 * not-null, a too long or out-of-range value (the values themselves: 422).
 */
const CONFLICTS = new Set(['23505', '23503', '23P01']);
const REFUSED_VALUES = new Set(['23514', '23502', '22001', '22003']);

/**
 * A rule of the database that refused the write, answered in the envelope rather than as a 500;
 * the constraint's name is logged, never sent (it names tables and columns).
 */
function databaseRefusal(error: unknown) {
  for (let e = error as PgError | undefined, depth = 0; e && depth < 5; depth++) {
    const sqlState = typeof e.code === 'string' ? e.code : '';
    const names = { constraint: e.constraint, table: e.table, sqlState };
    if (CONFLICTS.has(sqlState))
      return {
        ...names,
        status: 409,
        body: {
          code: 'CONFLICT',
          message: 'The write conflicts with the stored data (a unique value or a reference)',
        } satisfies ErrorEnvelope,
      };
    if (REFUSED_VALUES.has(sqlState))
      return {
        ...names,
        status: 422,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'A value breaks a rule of the stored data',
        } satisfies ErrorEnvelope,
      };
    e = e.cause as PgError | undefined;
  }
  return null;
}

/**
 * One envelope `{ code, message, details? }` for every error, so a client reads every failure the
 * same way (its `code` is a union in the contract). AppErrors keep their code and status,
 * validation failures list their fields, a rule of the database that refused a write is a 409 or
 * a 422, and anything else is logged and answered with a generic 500: no stack trace or SQL
 * reaches a client.
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
      const refusal = databaseRefusal(error);
      if (refusal) {
        request.log.warn(
          { constraint: refusal.constraint, table: refusal.table, sqlState: refusal.sqlState },
          'a database rule refused the request',
        );
        return send(refusal.status, refusal.body);
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(500, { code: 'INTERNAL', message: 'Internal server error' });
    });
  },
  { name: 'errors' },
);
