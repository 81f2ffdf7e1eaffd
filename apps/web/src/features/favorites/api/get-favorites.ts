import { itemListResponseSchema } from '@shop/contract';
import { ownPagedList } from '@/api/own-paged-list';
import { queryKeys } from '@/api/query-keys';

/** The favourite items, a page at a time. */
export const useFavoritesInfinite = ownPagedList({
  path: '/api/items/favorites',
  schema: itemListResponseSchema,
  key: queryKeys.favorites.list,
});
