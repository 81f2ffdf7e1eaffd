import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { todayIso } from '../wardrobe-labels';
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

/**
 * «Надето сегодня» for a whole look: each of its pieces marked worn on the shopper's today (the
 * day the piece's panel marks). The server logs a day once per piece: a repeat changes nothing.
 */
export function useMarkLookWorn() {
  const refresh = useRefreshWardrobe();
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      Promise.all(ids.map((id) => setWorn({ id, date: todayIso(), worn: true }))),
    meta: { silent: true },
    onSettled: () => void refresh(),
  });
}
