import { PAGE_SIZE, type Outfit } from '@shop/contract';
import type { Actor } from '../../lib/access-policy';
import { notFound } from '../../lib/app-error';
import type { OutfitsContext } from './outfits.context';

type OutfitReadsDeps = Pick<
  OutfitsContext,
  'db' | 'repo' | 'catalog' | 'history' | 'present' | 'read'
>;

/** Outfits as they are read: listed, opened, and what other modules ask of them. */
export function createOutfitReads({ db, repo, catalog, history, present, read }: OutfitReadsDeps) {
  return {
    /** The outfits listed for the viewer; asked for `all`, every outfit they may open. */
    async list(viewer: Actor, input: { page: number; q?: string; all?: boolean }) {
      const rows = await repo.list(
        {
          viewer,
          shown: input.all ? 'view' : 'list',
          q: input.q || undefined,
          offset: (input.page - 1) * PAGE_SIZE,
          limit: PAGE_SIZE,
        },
        db,
      );
      return rows.map(present(viewer));
    },

    /** The outfit; a signed-in viewer's view goes to their history. */
    async detail(viewer: Actor, id: number, address: string | null = null): Promise<Outfit> {
      const outfit = await read(viewer, id);
      await history.recordOutfitView(id, { userId: viewer?.id ?? null, address });
      return outfit;
    },

    /** 404 unless the viewer may see the outfit (reviews, favourites and the cart ask this). */
    async requireVisible(id: number, viewer: Actor): Promise<void> {
      if (!(await repo.isVisible(id, viewer, db))) throw notFound('Outfit');
    },

    async itemIds(id: number, viewer: Actor): Promise<number[]> {
      const row = await repo.findVisible(id, viewer, db);
      if (!row) throw notFound('Outfit');
      return row.items.map((item) => item.id);
    },

    /** How many public outfits hold each other item beside these, the most shared first. */
    async wornTogether(itemIds: number[]): Promise<Map<number, number>> {
      const rows = await repo.wornTogether(itemIds, 200, db);
      return new Map(rows.map((row) => [row.item_id, row.outfits]));
    },

    /** The ids among these that name an existing item, in the order given. */
    async availableItems(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const briefs = await catalog.briefs(ids);
      return ids.filter((id) => briefs.has(id));
    },
  };
}
