import { fileTypeFromBuffer } from 'file-type';
import type { Category } from '@shop/contract';
import type { AppConfig } from '../../config/env';
import type { TryOnGarment } from './local-tryon';

export type RemoteConfig = Pick<
  AppConfig,
  'TRYON_API_URL' | 'TRYON_API_KEY' | 'TRYON_RESULT_HOSTS' | 'TRYON_POLL_MS' | 'TRYON_TIMEOUT_MS'
>;
export type RemoteOutcome = { ok: true; image: Buffer } | { ok: false; message: string };

/** The hosted service dresses tops and bottoms; shoes, bags and scents stay with the local one. */
const REMOTE_CATEGORIES: Partial<Record<Category, string>> = { top: 'tops', bottom: 'bottoms' };
const RESULT_MAX_BYTES = 15 * 1024 * 1024;
const REQUEST_TIMEOUT_MS = 30_000;

const failure = (message: string): RemoteOutcome => ({ ok: false, message });
const dataUrl = async (bytes: Buffer) =>
  `data:${(await fileTypeFromBuffer(bytes))?.mime ?? 'image/jpeg'};base64,${bytes.toString('base64')}`;

class RemoteError extends Error {}

/**
 * A hosted try-on service speaking FASHN's API: POST {url}/run with the model and garment
 * pictures answers a prediction id; GET {url}/status/{id} answers its status and, when completed,
 * the result's address. Garments are applied one after another, each on the previous result.
 * The result is downloaded only from the service's own host or TRYON_RESULT_HOSTS (https), with
 * a size cap; the caller re-encodes it like any upload.
 */
export function createRemoteTryOn(config: RemoteConfig, fetchImpl: typeof fetch = fetch) {
  const base = new URL(config.TRYON_API_URL!);
  const allowedHosts = new Set(
    (config.TRYON_RESULT_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  const endpoint = (path: string) =>
    new URL(path, base.href.endsWith('/') ? base : `${base.href}/`);
  const headers = {
    authorization: `Bearer ${config.TRYON_API_KEY}`,
    'content-type': 'application/json',
  };

  async function call(url: URL, init: RequestInit, signal: AbortSignal): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        ...init,
        signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      });
    } catch {
      throw new RemoteError('Сервис примерки не отвечает. Попробуйте позже.');
    }
    const text = await response.text();
    if (!response.ok) throw new RemoteError(`Сервис примерки ответил ошибкой ${response.status}.`);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new RemoteError('Сервис примерки прислал непонятный ответ.');
    }
  }

  async function download(address: string, signal: AbortSignal): Promise<Buffer> {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new RemoteError('Сервис примерки прислал непонятный ответ.');
    }
    const sameService = url.origin === base.origin;
    const allowed = url.protocol === 'https:' && allowedHosts.has(url.hostname.toLowerCase());
    if (!sameService && !allowed)
      throw new RemoteError('Сервис примерки прислал изображение с недопустимого адреса.');
    const response = await fetchImpl(url, {
      redirect: 'error',
      signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
    }).catch(() => {
      throw new RemoteError('Не удалось скачать результат примерки.');
    });
    if (!response.ok || !response.body)
      throw new RemoteError('Не удалось скачать результат примерки.');
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > RESULT_MAX_BYTES) throw new RemoteError('Результат примерки слишком большой.');
      chunks.push(Buffer.from(chunk));
    }
    return Buffer.concat(chunks);
  }

  async function applyOne(
    model: Buffer,
    garment: TryOnGarment,
    category: string,
    signal: AbortSignal,
  ) {
    const started = (await call(
      endpoint('run'),
      {
        method: 'POST',
        headers,
        body: JSON.stringify({
          model_image: await dataUrl(model),
          garment_image: await dataUrl(garment.picture),
          category,
        }),
      },
      signal,
    )) as { id?: unknown; error?: unknown };
    if (typeof started.id !== 'string' || !started.id)
      throw new RemoteError('Сервис примерки прислал непонятный ответ.');
    const deadline = Date.now() + config.TRYON_TIMEOUT_MS;
    for (;;) {
      if (Date.now() > deadline)
        throw new RemoteError('Сервис примерки не успел за отведённое время.');
      await sleep(config.TRYON_POLL_MS, signal);
      const status = (await call(
        endpoint(`status/${encodeURIComponent(started.id)}`),
        { headers },
        signal,
      )) as { status?: unknown; output?: unknown; error?: { message?: unknown } | null };
      if (status.status === 'completed') {
        const output = Array.isArray(status.output) ? status.output[0] : undefined;
        if (typeof output !== 'string')
          throw new RemoteError('Сервис примерки прислал непонятный ответ.');
        return download(output, signal);
      }
      if (status.status === 'failed' || status.status === 'canceled') {
        const reason = typeof status.error?.message === 'string' ? `: ${status.error.message}` : '';
        throw new RemoteError(`Сервис примерки не смог обработать фото${reason}`);
      }
      if (!['starting', 'in_queue', 'processing'].includes(String(status.status)))
        throw new RemoteError('Сервис примерки прислал непонятный ответ.');
    }
  }

  return async function remoteTryOn(
    photo: Buffer,
    garments: TryOnGarment[],
    options: { signal?: AbortSignal; onProgress?: (percent: number) => Promise<void> } = {},
  ): Promise<RemoteOutcome> {
    const signal = options.signal ?? new AbortController().signal;
    const wearable = garments.filter((g) => REMOTE_CATEGORIES[g.slot]);
    if (!wearable.length)
      return failure('Сервис примерки умеет примерять только верх и низ: добавьте их в образ.');
    let model = photo;
    try {
      for (const [index, garment] of wearable.entries()) {
        model = await applyOne(model, garment, REMOTE_CATEGORIES[garment.slot]!, signal);
        await options.onProgress?.(Math.round(((index + 1) / wearable.length) * 90));
      }
    } catch (error) {
      if (error instanceof RemoteError) return failure(error.message);
      throw error;
    }
    return { ok: true, image: model };
  };
}

function sleep(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new RemoteError('Примерка отменена.'));
      },
      { once: true },
    );
  });
}
