import { queryOptions, useQuery } from '@tanstack/react-query';
import { stylistLooksResponseSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { queryKeys } from './query-keys';

/**
 * What the stylist is asked about: one catalogue item («С чем носить»), the builder's picks
 * («Дополнить образ», their empty slots filled), one of the shopper's own pieces («С чем носить»
 * in its panel) or the wardrobe alone («Что надеть»).
 */
export type StylistQuestion =
  | { item_id: number }
  | { item_ids: readonly number[]; wardrobe_ids?: readonly number[] }
  | { wardrobe_item_id: number }
  | { from: 'wardrobe' };

function queryOf(question: StylistQuestion): Record<string, string | number> {
  if (!('item_ids' in question)) return question;
  const lists = { item_ids: question.item_ids, wardrobe_ids: question.wardrobe_ids ?? [] };
  return Object.fromEntries(
    Object.entries(lists)
      .filter(([, ids]) => ids.length > 0)
      .map(([name, ids]) => [name, ids.join(',')]),
  );
}

/** GET /api/stylist/looks: up to three looks, the shopper's own pieces first. */
export function getStylistLooks(question: StylistQuestion, signal?: AbortSignal) {
  return apiClient.get('/api/stylist/looks', stylistLooksResponseSchema, {
    query: queryOf(question),
    signal,
  });
}

export function stylistLooksQueryOptions(userId: number | null, question: StylistQuestion) {
  return queryOptions({
    queryKey: queryKeys.stylist.looks(userId, queryOf(question)),
    queryFn: ({ signal }) => getStylistLooks(question, signal),
    // Nice to have: when it fails the section is simply not shown.
    meta: { silent: true },
  });
}

/** The looks for the current viewer (a guest's are the catalogue's alone). */
export function useStylistLooks(question: StylistQuestion, enabled = true) {
  const session = useSession();
  const userId = session.status === 'authenticated' && session.user ? session.user.id : null;
  return useQuery({
    ...stylistLooksQueryOptions(userId, question),
    enabled: enabled && session.status !== 'loading',
  });
}
