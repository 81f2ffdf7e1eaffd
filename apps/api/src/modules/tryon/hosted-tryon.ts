import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import type { Category, TryonMessage } from '@shop/contract';
import type { OutfitGarment } from '../../lib/fitting/fit-outfit';

export type HostedOutcome = { ok: true; image: Buffer } | { ok: false; message: TryonMessage };
export type HostedOptions = {
  signal?: AbortSignal;
  /** Told the share of the work done (0–90) after each garment. */
  onProgress?: (percent: number) => Promise<void>;
};
/** A hosted provider: the photo dressed in the garments it can wear, or why not. */
export type HostedTryOn = (
  photo: Buffer,
  garments: OutfitGarment[],
  options?: HostedOptions,
) => Promise<HostedOutcome>;

/** Why a hosted try-on did not end with a picture; the web words each code. */
export const HOSTED_MESSAGES = {
  unreachable: { code: 'hosted_unreachable' },
  garbled: { code: 'hosted_garbled' },
  timeout: { code: 'hosted_timeout' },
  foreignResult: { code: 'hosted_foreign_result' },
  download: { code: 'hosted_download' },
  tooLarge: { code: 'hosted_too_large' },
  cancelled: { code: 'hosted_cancelled' },
  onlyTopAndBottom: { code: 'hosted_only_top_and_bottom' },
} as const satisfies Record<string, TryonMessage>;

const RESULT_MAX_BYTES = 15 * 1024 * 1024;
const REQUEST_TIMEOUT_MS = 30_000;
const REASON_MAX_CHARS = 300;

/** A failure the shopper is told about as it is; anything else is a bug and propagates. */
export class HostedError extends Error {
  constructor(readonly said: TryonMessage) {
    super(said.code);
  }
}

/** The service refused the work; its own reason (trimmed) goes along when it gave one. */
function refused(reason?: unknown): HostedError {
  const text = typeof reason === 'string' ? reason.trim().slice(0, REASON_MAX_CHARS) : '';
  return new HostedError({ code: 'hosted_refused', detail: text || null });
}

const dataUrl = async (bytes: Buffer) =>
  `data:${(await fileTypeFromBuffer(bytes))?.mime ?? 'image/jpeg'};base64,${bytes.toString('base64')}`;

/** What a service says of a prediction when asked. */
export type PredictionAnswer =
  | { state: 'running' }
  | { state: 'succeeded'; output: unknown }
  | { state: 'failed'; reason?: unknown };

export type HostedClientOptions = {
  apiUrl: string;
  token: string;
  /** Comma-separated hosts (https) results may come from besides the service's own origin. */
  resultHosts?: string;
  /** Domains (https) whose host and subdomains may serve results: the service's own file CDN. */
  resultDomains?: readonly string[];
  pollMs: number;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
};

/**
 * What every hosted try-on service shares: JSON calls with a bearer token and a per-call
 * timeout, polling until the service has an answer, and the result's download, only from the
 * service's own origin or an allowed https host, with a size cap (the caller re-encodes it like
 * any upload).
 */
export function createHostedClient(options: HostedClientOptions) {
  const fetchImpl = options.fetchImpl ?? fetch;
  const base = new URL(options.apiUrl);
  const baseHref = base.href.endsWith('/') ? base.href : `${base.href}/`;
  const allowedHosts = new Set(
    (options.resultHosts ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  const domains = (options.resultDomains ?? []).map((d) => d.toLowerCase());
  const headers = {
    authorization: `Bearer ${options.token}`,
    'content-type': 'application/json',
  };
  const withTimeout = (signal?: AbortSignal) =>
    signal
      ? AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
      : AbortSignal.timeout(REQUEST_TIMEOUT_MS);

  function mayServeResult(url: URL) {
    if (url.origin === base.origin) return true;
    if (url.protocol !== 'https:') return false;
    const host = url.hostname.toLowerCase();
    return allowedHosts.has(host) || domains.some((d) => host === d || host.endsWith(`.${d}`));
  }

  /** A JSON call to `path` under the API's address; `signal` ends it early (the task's abort). */
  async function call(path: string, init: RequestInit, signal?: AbortSignal): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(new URL(path, baseHref), {
        ...init,
        headers: { ...headers, ...init.headers },
        signal: withTimeout(signal),
      });
    } catch {
      if (signal?.aborted) throw new HostedError(HOSTED_MESSAGES.cancelled);
      throw new HostedError(HOSTED_MESSAGES.unreachable);
    }
    const text = await response.text();
    if (!response.ok) throw new HostedError({ code: 'hosted_http_error', status: response.status });
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new HostedError(HOSTED_MESSAGES.garbled);
    }
  }

  /** A call whose answer must have `schema`'s shape; anything else is `hosted_garbled`. */
  async function answer<T>(
    schema: z.ZodType<T>,
    path: string,
    init: RequestInit,
    signal?: AbortSignal,
  ): Promise<T> {
    const parsed = schema.safeParse(await call(path, init, signal));
    if (!parsed.success) throw new HostedError(HOSTED_MESSAGES.garbled);
    return parsed.data;
  }

  /**
   * Asks `check` every poll interval until the prediction has succeeded, then downloads its
   * output (an address, or a list whose first one is the picture). A failed prediction fails
   * with the service's reason; past the timeout the wait ends with «не успел». When the wait
   * is given up while the prediction may still run (timeout, abort, a senseless answer),
   * `onGiveUp` is awaited first, so the service can be told to stop.
   */
  async function result(
    check: () => Promise<PredictionAnswer>,
    { signal, onGiveUp }: { signal?: AbortSignal; onGiveUp?: () => Promise<unknown> },
  ): Promise<Buffer> {
    const deadline = Date.now() + options.timeoutMs;
    let output: unknown;
    try {
      for (;;) {
        if (Date.now() > deadline) throw new HostedError(HOSTED_MESSAGES.timeout);
        await sleep(options.pollMs, signal);
        const state = await check();
        if (state.state === 'failed') {
          onGiveUp = undefined; // it has ended by itself
          throw refused(state.reason);
        }
        if (state.state === 'succeeded') {
          output = state.output;
          break;
        }
      }
    } catch (error) {
      await onGiveUp?.();
      throw error;
    }
    const address = Array.isArray(output) ? (output as unknown[])[0] : output;
    if (typeof address !== 'string' || !address) throw new HostedError(HOSTED_MESSAGES.garbled);
    return download(address, signal);
  }

  async function download(address: string, signal?: AbortSignal): Promise<Buffer> {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new HostedError(HOSTED_MESSAGES.garbled);
    }
    if (!mayServeResult(url)) throw new HostedError(HOSTED_MESSAGES.foreignResult);
    const response = await fetchImpl(url, { redirect: 'error', signal: withTimeout(signal) }).catch(
      () => {
        throw new HostedError(HOSTED_MESSAGES.download);
      },
    );
    if (!response.ok || !response.body) throw new HostedError(HOSTED_MESSAGES.download);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > RESULT_MAX_BYTES) throw new HostedError(HOSTED_MESSAGES.tooLarge);
      chunks.push(Buffer.from(chunk));
    }
    return Buffer.concat(chunks);
  }

  return { call, answer, result, mayServeResult };
}

/**
 * Dresses the photo in the garments the service can wear (`categories` names each slot in the
 * service's words), one after another, each on the previous result (both pictures handed to
 * `applyOne` as data URLs), telling the progress after each. A HostedError becomes the
 * failure's message.
 */
export async function dressInTurn(
  photo: Buffer,
  garments: OutfitGarment[],
  categories: Partial<Record<Category, string>>,
  applyOne: (
    pictures: { model: string; garment: string; category: string },
    signal: AbortSignal,
  ) => Promise<Buffer>,
  options: HostedOptions = {},
): Promise<HostedOutcome> {
  const signal = options.signal ?? new AbortController().signal;
  const wearable = garments.filter((g) => categories[g.slot]);
  if (!wearable.length) return { ok: false, message: HOSTED_MESSAGES.onlyTopAndBottom };
  let model = photo;
  try {
    for (const [index, garment] of wearable.entries()) {
      const category = categories[garment.slot]!;
      model = await applyOne(
        { model: await dataUrl(model), garment: await dataUrl(garment.picture), category },
        signal,
      );
      await options.onProgress?.(Math.round(((index + 1) / wearable.length) * 90));
    }
  } catch (error) {
    if (error instanceof HostedError) return { ok: false, message: error.said };
    throw error;
  }
  return { ok: true, image: model };
}

function sleep(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer);
      reject(new HostedError(HOSTED_MESSAGES.cancelled));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    if (signal?.aborted) abort();
    else signal?.addEventListener('abort', abort, { once: true });
  });
}
