import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * Control characters (NUL and the other C0 codes except tab, line feed and carriage return, and
 * DEL) have no place in any text the shop accepts; PostgreSQL refuses NUL outright. Refused at the
 * edge with 400, for every query string, path parameter and JSON or form body.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function findControl(value: unknown, path: string, depth = 0): string | null {
  if (depth > 8 || value === null || value === undefined) return null;
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [i, entry] of value.entries()) {
      const found = findControl(entry, `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, entry] of Object.entries(value)) {
      if (CONTROL.test(key)) return path;
      const found = findControl(entry, path ? `${path}.${key}` : key, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

export function assertNoControlCharacters(value: unknown, path = ''): void {
  const found = findControl(value, path);
  if (found !== null) {
    const message = 'Text must not contain control characters';
    throw new AppError('VALIDATION_FAILED', 400, message, {
      fields: [{ path: found || 'body', message }],
    });
  }
}

export const inputHygienePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const url = request.url;
      // A raw %00 in the path or query (before any route parses it).
      if (/%00|%0[1-8]|%0b|%0c|%0e|%0f|%1[0-9a-f]|%7f/i.test(url) || CONTROL.test(url))
        assertNoControlCharacters(
          decodeURIComponent(url.replace(/%(?![0-9a-f]{2})/gi, '%25')),
          'url',
        );
      assertNoControlCharacters(request.query, '');
      assertNoControlCharacters(request.params, '');
      if (!request.isMultipart?.()) assertNoControlCharacters(request.body, '');
    });
  },
  { name: 'input-hygiene', dependencies: ['errors'] },
);
