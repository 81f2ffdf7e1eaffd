import { toVariant } from './catalog.mapper';
import type { CatalogContext } from './catalog.context';
import type { StylistCandidatesInput, StylistRow } from './catalog-stylist.repository';

type CatalogBriefsDeps = Pick<CatalogContext, 'db' | 'repo' | 'summary'>;

/**
 * What other modules read of items without a shopper's page: the outfits' briefs, the stylist's
 * candidates and pieces, and the variants in stock a look adds to the cart.
 */
export function createCatalogBriefs({ db, repo, summary }: CatalogBriefsDeps) {
  const stylistCard = (row: StylistRow) => ({
    item: summary(row),
    colors: row.colors,
    sizes: row.sizes,
  });

  return {
    /**
     * Each existing item's name, category and picture key, whatever its status (outfits keep
     * their archived items); unknown ids are absent.
     */
    briefs: (ids: number[]) => repo.briefs(ids, db),

    /**
     * The stylist's candidates: a few dozen per slot, in stock and sold, near a price and the
     * most liked, with their colours (and the sizes in stock when asked), without their cards.
     */
    stylistCandidates: async (input: StylistCandidatesInput) =>
      (await repo.stylistCandidates(input, db)).map((row) => ({
        id: row.id,
        name: row.name,
        category: row.category,
        gender: row.gender,
        style: row.style,
        color: row.color,
        colors: row.colors,
        price: Number(row.min_price ?? row.price) || null,
        sizes: row.sizes ?? [],
      })),

    /** These items as the stylist weighs them, in any status, in the order given. */
    stylistPieces: async (ids: number[], viewerId: number | null) =>
      (await repo.stylistPieces(ids, viewerId, db)).map(stylistCard),

    /** The variants in stock of these items (a look's «Добавить недостающее в корзину»). */
    variantsInStock: async (ids: number[]) =>
      (await repo.variantsInStock(ids, db)).map((row) => ({
        itemId: row.itemId,
        variant: toVariant(row),
      })),
  };
}
