import { PAGE_SIZE } from '@shop/contract';
import { toItemSummary } from '../catalog/catalog.mapper';
import type { CatalogService } from '../catalog/catalog.service';
import type { Actor } from '../../lib/access-policy';
import type { MediaUrl } from '../media/media.service';
import { toOutfit } from '../outfits/outfit.mapper';
import type { UserRow } from '../users/users.repository';
import type { FavoritesRepository } from './favorites.repository';

/** Favourite items and outfits of signed-in users. */
export function createFavoritesService({
  repo,
  catalog,
  requireOutfit,
  mediaUrl,
}: {
  repo: FavoritesRepository;
  catalog: CatalogService;
  /** 404 unless the viewer may see the outfit. */
  requireOutfit: (id: number, viewer: Actor) => Promise<void>;
  mediaUrl: MediaUrl;
}) {
  return {
    async toggleOutfit(viewer: UserRow, outfitId: number) {
      await requireOutfit(outfitId, viewer);
      return { outfit_id: outfitId, is_favorite: await repo.toggleOutfit(viewer.id, outfitId) };
    },
    async outfitPage(viewer: UserRow, page: number) {
      const rows = await repo.outfitPage(viewer, (page - 1) * PAGE_SIZE, PAGE_SIZE);
      return rows.map((row) => toOutfit(row, viewer, mediaUrl));
    },
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
