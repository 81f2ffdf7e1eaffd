import { historyItemSchema } from '@shop/contract';
import { ownPagedList } from '@/api/own-paged-list';
import { queryKeys } from '@/api/query-keys';

/** Viewed items, most recent first; the page copes without a page that failed. */
export const useItemHistory = ownPagedList({
  path: '/api/items/history',
  schema: historyItemSchema.array(),
  key: queryKeys.history.items,
  logFailure: '[history] a page could not be loaded',
});
