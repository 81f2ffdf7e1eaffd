import { virtualTryonResponseSchema, type VirtualTryonRequest } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/outfits/virtual-tryon: the items on the shopper's uploaded photo (one per category).
 * The shop's own provider answers 200 with the outcome; a hosted one answers 202 with a job
 * (`state` pending or running) to poll with `getVirtualTryon`. The builder's try-on hook
 * (hooks/use-try-on.ts) drives both.
 */
export function startVirtualTryon(request: VirtualTryonRequest, signal?: AbortSignal) {
  return apiClient.post('/api/outfits/virtual-tryon', virtualTryonResponseSchema, {
    json: request,
    signal,
  });
}
