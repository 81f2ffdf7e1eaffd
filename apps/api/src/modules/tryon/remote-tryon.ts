import { z } from 'zod';
import type { Category } from '@shop/contract';
import type { AppConfig } from '../../config/env';
import { createHostedClient, dressInTurn, type HostedTryOn } from './hosted-tryon';

export type RemoteConfig = Pick<
  AppConfig,
  'TRYON_API_URL' | 'TRYON_API_KEY' | 'TRYON_RESULT_HOSTS' | 'TRYON_POLL_MS' | 'TRYON_TIMEOUT_MS'
>;

/** The hosted service dresses tops and bottoms; shoes, bags and scents stay with the local one. */
const REMOTE_CATEGORIES: Partial<Record<Category, string>> = { top: 'tops', bottom: 'bottoms' };

const runSchema = z.object({ id: z.string().min(1) });
const statusSchema = z.object({
  status: z.enum(['starting', 'in_queue', 'processing', 'completed', 'failed', 'canceled']),
  output: z.unknown().optional(),
  error: z.object({ message: z.unknown().optional() }).nullish().catch(null),
});

/**
 * A hosted try-on service speaking FASHN's API: POST {url}/run with the model and garment
 * pictures answers a prediction id; GET {url}/status/{id} answers its status and, when completed,
 * the result's address. Garments are applied one after another, each on the previous result.
 * The result is downloaded only from the service's own host or TRYON_RESULT_HOSTS (https), with
 * a size cap; the caller re-encodes it like any upload.
 */
export function createRemoteTryOn(
  config: RemoteConfig,
  fetchImpl: typeof fetch = fetch,
): HostedTryOn {
  const client = createHostedClient({
    apiUrl: config.TRYON_API_URL!,
    token: config.TRYON_API_KEY!,
    resultHosts: config.TRYON_RESULT_HOSTS,
    pollMs: config.TRYON_POLL_MS,
    timeoutMs: config.TRYON_TIMEOUT_MS,
    fetchImpl,
  });

  return (photo, garments, options) =>
    dressInTurn(
      photo,
      garments,
      REMOTE_CATEGORIES,
      async ({ model, garment, category }, signal) => {
        const body = JSON.stringify({ model_image: model, garment_image: garment, category });
        const { id } = await client.answer(runSchema, 'run', { method: 'POST', body }, signal);
        return client.result(
          async () => {
            const { status, output, error } = await client.answer(
              statusSchema,
              `status/${encodeURIComponent(id)}`,
              {},
              signal,
            );
            if (status === 'completed') return { state: 'succeeded', output };
            if (status === 'failed' || status === 'canceled')
              return { state: 'failed', reason: error?.message };
            return { state: 'running' };
          },
          { signal },
        );
      },
      options,
    );
}
