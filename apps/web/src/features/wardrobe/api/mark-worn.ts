import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { anyAnswer, useRefreshWardrobe } from './wardrobe-writes';

export interface WornChange {
  id: number;
  /** The day (an ISO date); the server's today when left out. */
  date?: string;
  /** True marks the day, false takes the mark away. */
  worn: boolean;
}

/**
 * POST /api/wardrobe/items/{id}/worn marks a day (once per day, however often it is pressed);
 * DELETE /api/wardrobe/items/{id}/worn/{date} takes the mark away.
 */
export function setWorn({ id, date, worn }: WornChange) {
  if (worn) {
    return apiClient.post(`/api/wardrobe/items/${id}/worn`, anyAnswer, {
      json: date ? { date } : {},
    });
  }
  return apiClient.delete(`/api/wardrobe/items/${id}/worn/${date}`, anyAnswer);
}

export function useSetWorn() {
  const refresh = useRefreshWardrobe();
  return useMutation({
    mutationFn: setWorn,
    meta: { silent: true },
    onSuccess: () => void refresh(),
  });
}
