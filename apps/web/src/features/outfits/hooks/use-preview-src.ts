import { useQuery } from '@tanstack/react-query';
import { outfitPreviewPath } from '@shop/contract';
import { useMemo } from 'react';
import { queryKeys } from '@/api/query-keys';
import { apiDownload } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';

/**
 * The address of the mannequin drawn in these items and own pieces. Catalogue items alone are a
 * public address an <img> loads (and the browser caches); own pieces are drawn only for their
 * signed-in owner, so that drawing is fetched with the session and shown as a data address
 * (kept with the query and gone with it: nothing to revoke while two previews share it).
 */
export function usePreviewSrc(
  itemIds: readonly number[],
  pieceIds: readonly number[],
): string | null {
  const user = useCurrentUser();
  const own = pieceIds.length > 0 && user !== null;
  const path = useMemo(
    () =>
      itemIds.length || (own && pieceIds.length)
        ? outfitPreviewPath(itemIds, own ? pieceIds : [])
        : null,
    [itemIds, pieceIds, own],
  );
  const drawing = useQuery({
    queryKey: queryKeys.wardrobe.preview(user?.id ?? 0, path ?? ''),
    queryFn: async ({ signal }) => dataAddress((await apiDownload(path!, { signal })).blob),
    enabled: own && path !== null,
    meta: { silent: true },
    staleTime: Infinity,
    gcTime: 60_000,
  });
  return own ? (drawing.data ?? null) : path;
}

function dataAddress(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The drawing could not be read'));
    reader.readAsDataURL(blob);
  });
}
