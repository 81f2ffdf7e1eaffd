import { TextDecoder } from 'node:util';
import type { fetch as undiciFetch } from 'undici';
import { LamodaHttpError } from './errors';

/** The body of an answer as text in its charset, refused once it grows past `maxBytes`. */
export async function readBody(
  response: Awaited<ReturnType<typeof undiciFetch>>,
  maxBytes: number,
  contentType: string | null,
): Promise<string> {
  const tooLarge = () =>
    new LamodaHttpError(
      'too-large',
      `Ответ Lamoda больше ${Math.round(maxBytes / 1024 / 1024)} МБ — это не страница каталога.`,
      response.status,
    );
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType ?? '')?.[1] ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(Buffer.concat(chunks));
}

/** Retry-After in seconds or as an HTTP date, in milliseconds. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Whether two addresses share scheme, host and port. */
export function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

/** The low-level reason of a failed request (the code and message under fetch's own). */
export function networkCause(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return typeof code === 'string' ? `${code} ${cause.message}` : cause.message;
  }
  return String(cause);
}
