import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedPhotoResponseSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { queryKeys } from './query-keys';

/**
 * GET /api/profile/photo: the try-on photo the shopper keeps, the newest uploaded (a short-lived
 * signed address), or null. Shared: the settings page shows it, the outfit builder offers it.
 */
export function getSavedPhoto(signal?: AbortSignal) {
  return apiClient.get('/api/profile/photo', savedPhotoResponseSchema, { signal });
}

export function savedPhotoQueryOptions(userId: number) {
  return queryOptions({
    queryKey: queryKeys.savedPhoto(userId),
    queryFn: ({ signal }) => getSavedPhoto(signal),
    // Without it the shopper simply uploads one: nothing to say.
    meta: { silent: true },
    // The address is signed for 15 minutes: asked again well before it runs out.
    staleTime: 5 * 60_000,
  });
}

/** The signed-in shopper's kept photo address, null when there is none (or for a guest). */
export function useSavedPhoto(): string | null {
  const user = useCurrentUser();
  const query = useQuery({ ...savedPhotoQueryOptions(user?.id ?? 0), enabled: user !== null });
  return query.data?.photo_url ?? null;
}
