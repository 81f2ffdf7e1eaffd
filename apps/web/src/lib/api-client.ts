import type { ErrorCode, ErrorEnvelope } from '@shop/contract';
import { env } from '@/config/env';
import { endSession, getAccessToken, getRefreshToken, storeTokens } from './session';

/**
 * The one way the web app talks to the API:
 * - same origin, cookies included, the bearer access token on every call;
 * - bodies as JSON (`json`), form-encoded (`form`) or multipart (`formData`);
 * - answers parsed with the contract's zod schemas, errors thrown as `ApiError` with the parsed
 *   envelope `{ code, message, details? }`;
 * - token renewal: on a 401, one refresh (POST /api/auth/refresh) shared by all concurrent failed
 *   calls, each of which then retries once with the new token. No refresh token, or a failed
 *   refresh: tokens and the cached user are cleared (the session becomes signed out) and the
 *   original error is passed on.
 * - a deactivated account: any call made with the session (or its renewal) answered
 *   ACCOUNT_INACTIVE signs out locally with that reason, which the app tells the person.
 */

/** Anything with zod's `parse`: every schema exported by @shop/contract. */
export interface Schema<T> {
  parse(input: unknown): T;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  /** Query string; null and undefined values are left out, arrays repeat the key. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** JSON body. */
  json?: unknown;
  /** application/x-www-form-urlencoded body (POST /api/auth/token). */
  form?: URLSearchParams | Record<string, string>;
  /** multipart/form-data body (uploads); the browser sets the boundary. */
  formData?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * For calls whose 401 means "wrong credentials" rather than "expired token" (login,
   * registration, refresh, Google callback, logout): no refresh, no session change.
   */
  skipAuthRefresh?: boolean;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly envelope: ErrorEnvelope;
  /** From `details.retry_after_seconds`, else the Retry-After header (429 answers). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    envelope: ErrorEnvelope,
    options: { retryAfterSeconds?: number | undefined; cause?: unknown } = {},
  ) {
    super(envelope.message, { cause: options.cause });
    this.status = status;
    this.envelope = envelope;
    this.retryAfterSeconds = envelope.details?.retry_after_seconds ?? options.retryAfterSeconds;
  }

  get code(): ErrorCode {
    return this.envelope.code;
  }

  get details(): ErrorEnvelope['details'] {
    return this.envelope.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The thing asked for is not there (or not for this viewer): the page says «… не найден». */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.code === 'NOT_FOUND');
}

/** Rows are named by positive integers; anything else names nothing. */
export function isRowId(id: number): boolean {
  return Number.isInteger(id) && id > 0;
}

const FALLBACK_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  502: 'SERVICE_UNAVAILABLE',
  503: 'SERVICE_UNAVAILABLE',
  504: 'SERVICE_UNAVAILABLE',
};

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = new URL(path, env.apiBaseUrl);
  if (query) {
    for (const [key, value] of Object.entries(query)) {
      const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
      for (const item of values) {
        if (item !== null && item !== undefined) url.searchParams.append(key, String(item));
      }
    }
  }
  return url.toString();
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

async function send(path: string, options: RequestOptions, token: string | null) {
  const headers = new Headers({ ...env.apiHeaders, ...options.headers });
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.form !== undefined) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
    body = new URLSearchParams(options.form).toString();
  } else if (options.formData !== undefined) {
    body = options.formData;
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);

  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(
      0,
      { code: 'SERVICE_UNAVAILABLE', message: 'The server could not be reached' },
      { cause: error },
    );
  }
}

/** The error and token schemas (and zod) load on the first error or renewal, not with the landing. */
const loadContract = () => import('./lazy-schemas');

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  return JSON.parse(text) as unknown;
}

function retryAfterHeader(response: Response): number | undefined {
  const value = response.headers.get('Retry-After');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000));
}

async function toApiError(response: Response): Promise<ApiError> {
  let payload: unknown;
  try {
    payload = await readJson(response);
  } catch {
    payload = undefined;
  }
  const { errorEnvelopeSchema } = await loadContract();
  const parsed = errorEnvelopeSchema.safeParse(payload);
  const envelope: ErrorEnvelope = parsed.success
    ? parsed.data
    : {
        code: FALLBACK_CODES[response.status] ?? 'INTERNAL',
        message: response.statusText || `HTTP ${response.status}`,
      };
  return new ApiError(response.status, envelope, { retryAfterSeconds: retryAfterHeader(response) });
}

async function parseBody<T>(response: Response, schema: Schema<T>): Promise<T> {
  try {
    const data = response.status === 204 ? undefined : await readJson(response);
    return schema.parse(data);
  } catch (error) {
    throw new ApiError(
      response.status,
      { code: 'INTERNAL', message: 'The server answered in an unexpected format' },
      { cause: error },
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Token renewal (single flight)

let refreshInFlight: Promise<string> | null = null;

async function performRefresh(usedToken: string | null): Promise<string> {
  // Another tab (same storage) may have renewed the tokens meanwhile: use theirs, because the old
  // refresh token is spent and presenting it again would revoke the whole session.
  const current = getAccessToken();
  if (current && usedToken && current !== usedToken) return current;
  const refreshToken = getRefreshToken();
  if (!refreshToken) throw new Error('No refresh token');
  const response = await send(
    '/api/auth/refresh',
    { method: 'POST', json: { refresh_token: refreshToken } },
    null,
  );
  if (!response.ok) throw await toApiError(response);
  const { tokenPairSchema } = await loadContract();
  const pair = await parseBody(response, tokenPairSchema);
  storeTokens(pair);
  return pair.access_token;
}

async function withRefreshLock(task: () => Promise<string>): Promise<string> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return await locks.request('vesta-token-refresh', task);
}

/**
 * One refresh at a time: every caller during a refresh waits for the same answer. Across tabs the
 * Web Locks API (where available) serialises refreshes the same way.
 */
function refreshAccessToken(usedToken: string | null): Promise<string> {
  if (refreshInFlight) return refreshInFlight;
  refreshInFlight = withRefreshLock(() => performRefresh(usedToken)).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** A call sent with `usedToken` got 401: returns the token to retry with, or throws `original`. */
async function renewAfterUnauthorized(usedToken: string | null, original: ApiError) {
  const current = getAccessToken();
  // Another call already renewed the tokens while this one was on the wire: just retry.
  if (current && usedToken && current !== usedToken) return current;
  if (!getRefreshToken()) {
    endSession();
    throw original;
  }
  try {
    return await refreshAccessToken(usedToken);
  } catch (error) {
    if (isAccountInactive(error)) {
      endSession('account_inactive');
      throw error;
    }
    endSession();
    throw original;
  }
}

const isAccountInactive = (error: unknown) =>
  isApiError(error) && error.code === 'ACCOUNT_INACTIVE';

/** The answer of a call made with the session, renewed once if its token had expired; never an error status. */
async function sendAuthorized(path: string, options: RequestOptions): Promise<Response> {
  const usedToken = getAccessToken();
  let response = await send(path, options, usedToken);
  if (response.status === 401 && !options.skipAuthRefresh) {
    const original = await toApiError(response);
    const token = await renewAfterUnauthorized(usedToken, original);
    response = await send(path, options, token);
  }
  if (!response.ok) {
    const error = await toApiError(response);
    // The session's own account was switched off: sign out here too, saying why. A sign-in call
    // (no session yet) shows the same answer in its form.
    if (usedToken && !options.skipAuthRefresh && isAccountInactive(error))
      endSession('account_inactive');
    throw error;
  }
  return response;
}

export async function apiRequest<T>(
  path: string,
  schema: Schema<T>,
  options: RequestOptions = {},
): Promise<T> {
  return parseBody(await sendAuthorized(path, options), schema);
}

/** A file the API sends as an attachment, with the name it gives it. */
export async function apiDownload(
  path: string,
  options: Omit<RequestOptions, 'method'> = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await sendAuthorized(path, {
    ...options,
    headers: { Accept: '*/*', ...options.headers },
  });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return {
    blob: await response.blob(),
    filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null,
  };
}

type MethodOptions = Omit<RequestOptions, 'method'>;

export const apiClient = {
  get: <T>(path: string, schema: Schema<T>, options?: MethodOptions) =>
    apiRequest(path, schema, { ...options, method: 'GET' }),
  post: <T>(path: string, schema: Schema<T>, options?: MethodOptions) =>
    apiRequest(path, schema, { ...options, method: 'POST' }),
  put: <T>(path: string, schema: Schema<T>, options?: MethodOptions) =>
    apiRequest(path, schema, { ...options, method: 'PUT' }),
  patch: <T>(path: string, schema: Schema<T>, options?: MethodOptions) =>
    apiRequest(path, schema, { ...options, method: 'PATCH' }),
  delete: <T>(path: string, schema: Schema<T>, options?: MethodOptions) =>
    apiRequest(path, schema, { ...options, method: 'DELETE' }),
};
