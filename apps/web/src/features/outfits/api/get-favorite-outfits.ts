import { ownPagedList } from '@/api/own-paged-list';
import { queryKeys } from '@/api/query-keys';
import { outfitListReadSchema } from '../outfit-read';

/** The favourite outfits, newest first. */
export const useFavoriteOutfits = ownPagedList({
  path: '/api/outfits/favorites',
  schema: outfitListReadSchema,
  key: queryKeys.outfits.favorites,
});
