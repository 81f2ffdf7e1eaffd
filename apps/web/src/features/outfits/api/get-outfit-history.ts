import { ownPagedList } from '@/api/own-paged-list';
import { queryKeys } from '@/api/query-keys';
import { outfitHistoryReadSchema } from '../outfit-read';

/** Viewed outfits, most recent first; the page copes without a page that failed. */
export const useOutfitHistory = ownPagedList({
  path: '/api/outfits/history',
  schema: outfitHistoryReadSchema,
  key: queryKeys.outfits.history,
  logFailure: '[outfits] a history page could not be loaded',
});
