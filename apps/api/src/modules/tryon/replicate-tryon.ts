import { z } from 'zod';
import type { Category } from '@shop/contract';
import type { AppConfig } from '../../config/env';
import { createHostedClient, dressInTurn, type HostedTryOn } from './hosted-tryon';

export type ReplicateConfig = Pick<
  AppConfig,
  | 'REPLICATE_API_URL'
  | 'REPLICATE_API_TOKEN'
  | 'REPLICATE_MODEL_VERSION'
  | 'TRYON_RESULT_HOSTS'
  | 'TRYON_POLL_MS'
  | 'TRYON_TIMEOUT_MS'
>;

/** IDM-VTON's garment categories; it dresses tops and bottoms, the rest stay off the photo. */
const IDM_VTON_CATEGORIES: Partial<Record<Category, string>> = {
  top: 'upper_body',
  bottom: 'lower_body',
};
/** IDM-VTON asks for a garment description (in English, as the model was trained). */
const DESCRIPTIONS: Record<string, string> = {
  upper_body: 'a top worn on the upper body',
  lower_body: 'trousers or a skirt worn on the lower body',
};
/** Replicate's own API serves output files from replicate.delivery and its subdomains. */
const REPLICATE_API_HOST = 'api.replicate.com';
const REPLICATE_FILE_DOMAIN = 'replicate.delivery';

const predictionSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['starting', 'processing', 'succeeded', 'failed', 'canceled']),
  output: z.unknown().optional(),
  error: z.unknown().optional(),
});

/**
 * A try-on on Replicate (an IDM-VTON-style model version): POST /v1/predictions with the person
 * and garment pictures as data URLs starts a prediction; GET /v1/predictions/{id} answers its
 * status and, once succeeded, the result's address. One garment per prediction, each on the
 * previous result. A prediction that is given up on (timeout, abort, an answer that makes no
 * sense) is cancelled at the service (POST /v1/predictions/{id}/cancel) so it stops running and
 * costing. Results come only from the API's origin, Replicate's file domain (with the official
 * API) or TRYON_RESULT_HOSTS (https), size-capped.
 */
export function createReplicateTryOn(
  config: ReplicateConfig,
  fetchImpl: typeof fetch = fetch,
): HostedTryOn {
  const official = new URL(config.REPLICATE_API_URL).hostname === REPLICATE_API_HOST;
  const client = createHostedClient({
    apiUrl: config.REPLICATE_API_URL,
    token: config.REPLICATE_API_TOKEN!,
    resultHosts: config.TRYON_RESULT_HOSTS,
    resultDomains: official ? [REPLICATE_FILE_DOMAIN] : [],
    pollMs: config.TRYON_POLL_MS,
    timeoutMs: config.TRYON_TIMEOUT_MS,
    fetchImpl,
  });
  const path = (id: string) => `v1/predictions/${encodeURIComponent(id)}`;

  async function applyOne(
    { model, garment, category }: { model: string; garment: string; category: string },
    signal: AbortSignal,
  ): Promise<Buffer> {
    const input = {
      human_img: model,
      garm_img: garment,
      garment_des: DESCRIPTIONS[category] ?? category,
      category,
    };
    const body = JSON.stringify({ version: config.REPLICATE_MODEL_VERSION, input });
    const { id } = await client.answer(
      predictionSchema,
      'v1/predictions',
      { method: 'POST', body },
      signal,
    );
    return client.result(
      async () => {
        const { status, output, error } = await client.answer(
          predictionSchema,
          path(id),
          {},
          signal,
        );
        if (status === 'succeeded') return { state: 'succeeded', output };
        if (status === 'failed' || status === 'canceled') return { state: 'failed', reason: error };
        return { state: 'running' };
      },
      {
        signal,
        // Best effort, without the task's signal (it may be the abort that got us here): the
        // try-on fails with its own message whether or not the cancel gets through.
        onGiveUp: () =>
          client.call(`${path(id)}/cancel`, { method: 'POST' }).catch(() => undefined),
      },
    );
  }

  return (photo, garments, options) =>
    dressInTurn(photo, garments, IDM_VTON_CATEGORIES, applyOne, options);
}
