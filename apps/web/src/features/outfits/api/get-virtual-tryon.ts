import { virtualTryonResponseSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** GET /api/outfits/virtual-tryon/{jobId}: the state and progress of one of the caller's try-ons. */
export function getVirtualTryon(jobId: string, signal?: AbortSignal) {
  return apiClient.get(
    `/api/outfits/virtual-tryon/${encodeURIComponent(jobId)}`,
    virtualTryonResponseSchema,
    { signal },
  );
}
