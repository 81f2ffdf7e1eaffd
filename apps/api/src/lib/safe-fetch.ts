import net from 'node:net';
import { fileTypeFromBuffer } from 'file-type';
import { request, type Dispatcher } from 'undici';
import type { AppConfig } from '../config/env';
import { AppError } from './app-error';
import {
  guardedAgent,
  hasPrivateAddressError,
  PrivateAddressError,
  resolvePublic,
  systemResolve,
  type ResolveAll,
} from './public-address';

export { isPrivateAddress, type ResolveAll } from './public-address';

/**
 * The ways the server fetches an image named by someone else. `fetchPublicImage` takes any public
 * http(s) address (an item picture given by link) and refuses private ones. `fetchAllowedImage`
 * serves the image proxy and the catalogue import: only https addresses on Lamoda's image CDN are
 * accepted: no other host, no user info,
 * no port but the default. The request itself goes to LAMODA_IMAGE_BASE_URL with the same path
 * and query, so tests point it at a local server while the allow-list stays strict. Redirects are
 * followed by hand, only to allow-listed addresses, at most three. The body is capped while it
 * streams and its type is read from its magic bytes. When the base is the real CDN, the host's
 * addresses are checked before connecting and again when the socket connects (no DNS rebinding
 * to loopback, private or link-local ranges).
 */

/**
 * Lamoda's image CDN. lamoda.md names one host, `a.lmcdn.ru`, for all three domains (gallery paths
 * and protocol-relative `//a.lmcdn.ru/...` card images); nothing else is trusted.
 */
export const IMAGE_HOSTS: readonly string[] = ['a.lmcdn.ru'];
export const IMAGE_URL_MAX_LENGTH = 2048;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_FETCH_TIMEOUT_MS = 15_000;
export const IMAGE_MAX_REDIRECTS = 3;
/** Types recognised by magic bytes; the upstream Content-Type is never trusted. */
export const IMAGE_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
];

export type FetchImageOptions = {
  /** Larger bodies are refused with 413 (default 10 MB). */
  maxBytes?: number;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** DNS resolution of the real CDN's host (tests replace it; default node:dns lookup). */
  resolve?: ResolveAll;
};

export type FetchedImage = { data: Buffer; contentType: string };

const refused = (reason: string) =>
  new AppError('VALIDATION_FAILED', 400, `The image address is not allowed: ${reason}`);
const unavailable = (reason: string) =>
  new AppError('SERVICE_UNAVAILABLE', 503, `The image could not be fetched: ${reason}`);

/**
 * Parses and checks an image address; throws 400 VALIDATION_FAILED when it is not an https
 * address on an allow-listed host with the default port and no user info. A protocol-relative
 * address (`//a.lmcdn.ru/...`, as Lamoda's cards write them) is read as https. The fragment is dropped.
 */
export function checkImageUrl(input: string): URL {
  const text = input.trim();
  if (!text) throw refused('empty address');
  if (text.length > IMAGE_URL_MAX_LENGTH) throw refused('address too long');
  let url: URL;
  try {
    url = new URL(text.startsWith('//') ? `https:${text}` : text);
  } catch {
    throw refused('not an absolute URL');
  }
  if (url.protocol !== 'https:') throw refused('only https is allowed');
  if (url.username || url.password) throw refused('user info is not allowed');
  if (url.port !== '') throw refused('only the default port is allowed');
  if (!IMAGE_HOSTS.includes(url.hostname)) throw refused(`host ${url.hostname} is not allowed`);
  url.hash = '';
  return url;
}

export function isAllowedImageUrl(input: string): boolean {
  try {
    checkImageUrl(input);
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Fetching

/** The address actually requested: LAMODA_IMAGE_BASE_URL + the allow-listed URL's path and query. */
function upstreamFor(url: URL, base: URL): URL {
  const basePath = base.pathname.replace(/\/+$/, '');
  return new URL(`${base.origin}${basePath}${url.pathname}${url.search}`);
}

/**
 * A redirect target as an allow-listed address: relative targets resolve against the address
 * requested; a target on the (test) base is read back as the CDN address with that path; any
 * other target must pass checkImageUrl itself.
 */
function redirectTarget(location: string, requested: URL, base: URL, current: URL): URL {
  let resolved: URL;
  try {
    resolved = new URL(location, requested);
  } catch {
    throw refused('redirect to an invalid address');
  }
  const basePath = base.pathname.replace(/\/+$/, '');
  if (resolved.origin === base.origin && resolved.pathname.startsWith(`${basePath}/`)) {
    const virtual = new URL(current.href);
    virtual.pathname = resolved.pathname.slice(basePath.length);
    virtual.search = resolved.search;
    return virtual;
  }
  try {
    return checkImageUrl(resolved.href);
  } catch {
    throw refused(`redirect to ${resolved.protocol}//${resolved.host} is not allowed`);
  }
}

function header(headers: Record<string, string | string[] | undefined>, name: string) {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Stops reading a body; the abort it causes is expected, not an error to report. */
function discard(body: Dispatcher.ResponseData['body']) {
  body.on('error', () => undefined);
  body.destroy();
}

async function readCapped(body: Dispatcher.ResponseData['body'], maxBytes: number) {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += buffer.length;
    if (total > maxBytes) {
      discard(body);
      throw tooLarge(maxBytes);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, total);
}

/** A 200 answer's body: refused past `maxBytes` (declared or read), and unless it is an image. */
async function readImageBody(
  { headers, body }: Dispatcher.ResponseData,
  maxBytes: number,
  signal: AbortSignal,
): Promise<FetchedImage> {
  const declared = Number(header(headers, 'content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    discard(body);
    throw tooLarge(maxBytes);
  }
  let data: Buffer;
  try {
    data = await readCapped(body, maxBytes);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unavailable(signal.aborted ? 'timed out' : 'the download broke off');
  }
  const detected = data.length > 0 ? await fileTypeFromBuffer(data) : undefined;
  if (!detected || !IMAGE_TYPES.includes(detected.mime)) {
    throw new AppError(
      'INVALID_FILE_TYPE',
      415,
      'The address does not point to a JPEG, PNG, WebP, GIF or AVIF image',
    );
  }
  return { data, contentType: detected.mime };
}

const tooLarge = (maxBytes: number) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    413,
    `The image is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB`,
  );

/**
 * Fetches an allow-listed image. Throws AppError: 400 VALIDATION_FAILED for a refused address or
 * redirect (including a host that resolves to a private address), 413 PAYLOAD_TOO_LARGE over
 * `maxBytes`, 415 INVALID_FILE_TYPE when the bytes are not JPEG, PNG, WebP, GIF or AVIF, 404
 * NOT_FOUND when the CDN has no such image, 503 SERVICE_UNAVAILABLE when the CDN fails, times out
 * or redirects more than three times.
 */
export async function fetchAllowedImage(
  url: string,
  config: Pick<AppConfig, 'LAMODA_IMAGE_BASE_URL'>,
  options: FetchImageOptions = {},
): Promise<FetchedImage> {
  const maxBytes = options.maxBytes ?? IMAGE_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? IMAGE_FETCH_TIMEOUT_MS;
  const base = new URL(config.LAMODA_IMAGE_BASE_URL);
  // The real CDN (the default) is resolved and checked; a configured mirror (tests) is trusted.
  const checkDns = IMAGE_HOSTS.includes(base.hostname);
  const resolve = options.resolve ?? systemResolve;
  const dispatcher = checkDns ? guardedAgent(resolve) : undefined;
  const signal = options.signal
    ? AbortSignal.any([options.signal, AbortSignal.timeout(timeoutMs)])
    : AbortSignal.timeout(timeoutMs);

  let current = checkImageUrl(url);
  for (let redirects = 0; ; redirects += 1) {
    const target = upstreamFor(current, base);
    if (checkDns) {
      try {
        await resolvePublic(target.hostname, resolve);
      } catch (error) {
        if (error instanceof PrivateAddressError) throw refused(error.message);
        throw unavailable('the CDN host cannot be resolved');
      }
    }

    let response: Dispatcher.ResponseData;
    try {
      response = await request(target, {
        method: 'GET',
        dispatcher,
        signal,
        headers: {
          accept: 'image/avif,image/webp,image/jpeg,image/png,image/*;q=0.8',
          'user-agent': 'VESTA-image-fetcher/1.0',
        },
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
    } catch (error) {
      if (hasPrivateAddressError(error))
        throw refused('the CDN host resolves to a private address');
      if (options.signal?.aborted) throw unavailable('the request was cancelled');
      throw unavailable(signal.aborted ? 'timed out' : 'the CDN did not answer');
    }

    const { statusCode, headers, body } = response;
    if (statusCode >= 300 && statusCode < 400) {
      await body.dump().catch(() => undefined);
      const location = header(headers, 'location');
      if (!location) throw unavailable(`redirect ${statusCode} without a location`);
      if (redirects >= IMAGE_MAX_REDIRECTS) throw unavailable('too many redirects');
      current = redirectTarget(location, target, base, current);
      continue;
    }
    if (statusCode !== 200) {
      await body.dump().catch(() => undefined);
      if (statusCode === 404 || statusCode === 410) {
        throw new AppError('NOT_FOUND', 404, 'The image was not found on the CDN');
      }
      throw unavailable(`the CDN answered ${statusCode}`);
    }

    return readImageBody(response, maxBytes, signal);
  }
}

// ---------------------------------------------------------------------------------------------
// Any public address (a picture an admin gives by link)

export type FetchPublicOptions = FetchImageOptions & {
  /** The HTTP client (tests pass undici's MockAgent; nothing then leaves the machine). */
  dispatcher?: Dispatcher;
};

/** An http(s) address on a default port, without user info; anything else is refused. */
function checkPublicUrl(input: string): URL {
  const text = input.trim();
  if (!text) throw refused('empty address');
  if (text.length > IMAGE_URL_MAX_LENGTH) throw refused('address too long');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refused('not an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw refused('only http and https are allowed');
  if (url.username || url.password) throw refused('user info is not allowed');
  if (url.port !== '') throw refused('only the default port is allowed');
  url.hash = '';
  return url;
}

/**
 * Fetches a picture from any public address once (an item picture given by link): http or https
 * on the default port, every host resolved and refused when any of its addresses is private,
 * loopback, link-local or reserved, the connection made to the checked address, redirects checked
 * the same way (at most three), the body capped and recognised by its bytes.
 */
export async function fetchPublicImage(
  url: string,
  options: FetchPublicOptions = {},
): Promise<FetchedImage> {
  const maxBytes = options.maxBytes ?? IMAGE_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? IMAGE_FETCH_TIMEOUT_MS;
  const resolve = options.resolve ?? systemResolve;
  const dispatcher = options.dispatcher ?? guardedAgent(resolve);
  const signal = options.signal
    ? AbortSignal.any([options.signal, AbortSignal.timeout(timeoutMs)])
    : AbortSignal.timeout(timeoutMs);

  let current = checkPublicUrl(url);
  for (let redirects = 0; ; redirects += 1) {
    try {
      await resolvePublic(current.hostname.replace(/^\[|\]$/g, ''), async (host) =>
        net.isIP(host) ? [{ address: host, family: net.isIPv6(host) ? 6 : 4 }] : resolve(host),
      );
    } catch (error) {
      if (error instanceof PrivateAddressError) throw refused(error.message);
      throw unavailable(`${current.hostname} cannot be resolved`);
    }
    let response: Dispatcher.ResponseData;
    try {
      response = await request(current, {
        method: 'GET',
        dispatcher,
        signal,
        headers: { accept: 'image/*', 'user-agent': 'VESTA-image-fetcher/1.0' },
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
    } catch (error) {
      if (hasPrivateAddressError(error)) throw refused('the host resolves to a private address');
      throw unavailable(signal.aborted ? 'timed out' : 'the server did not answer');
    }
    const { statusCode, headers, body } = response;
    if (statusCode >= 300 && statusCode < 400) {
      await body.dump().catch(() => undefined);
      const location = header(headers, 'location');
      if (!location) throw unavailable(`redirect ${statusCode} without a location`);
      if (redirects >= IMAGE_MAX_REDIRECTS) throw unavailable('too many redirects');
      current = checkPublicUrl(new URL(location, current).href);
      continue;
    }
    if (statusCode !== 200) {
      await body.dump().catch(() => undefined);
      // A missing file is the link's fault, not a passing failure: the person is told so.
      if (statusCode === 404 || statusCode === 410)
        throw new AppError('NOT_FOUND', 404, 'The address has no such image');
      throw unavailable(`the server answered ${statusCode}`);
    }
    return readImageBody(response, maxBytes, signal);
  }
}
