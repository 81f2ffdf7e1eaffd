import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import type { Schema } from '@/lib/api-client';

/** Answers whose body the web does not read (an `{ ok }`, a 204 or the piece): they only refresh. */
export const anyAnswer: Schema<unknown> = { parse: (data: unknown) => data };

/** After any change to the wardrobe: its list, calendar and stats are asked for again. */
export function useRefreshWardrobe() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.wardrobe.all });
}
