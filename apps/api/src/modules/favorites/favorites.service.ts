import { PAGE_SIZE } from '@shop/contract';
import { toItemSummary } from '../catalog/catalog.mapper';
import type { CatalogService } from '../catalog/catalog.service';
import type { MediaUrl } from '../media/media.service';
import type { FavoritesRepository } from './favorites.repository';

export function createFavoritesService(
  repo: FavoritesRepository,
  catalog: CatalogService,
  mediaUrl: MediaUrl,
) {
  return {
    async toggle(userId: number, itemId: number) {
      await catalog.requireExists(itemId);
      return { item_id: itemId, is_favorite: await repo.toggle(userId, itemId) };
    },
    ids: (userId: number) => repo.ids(userId),
    async page(userId: number, page: number) {
      return (await repo.page(userId, (page - 1) * PAGE_SIZE, PAGE_SIZE)).map((row) =>
        toItemSummary(row, mediaUrl),
      );
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
