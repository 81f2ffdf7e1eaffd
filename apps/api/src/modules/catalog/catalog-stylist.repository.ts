import { sql, type SQL } from 'drizzle-orm';
import type { Category, Gender } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { rowsOn } from '../../db/rows';
import type { itemVariants } from '../../db/schema';
import {
  itemSummaryColumns as summaryColumns,
  SOLD,
  type ItemSummaryRow,
} from './item-summary.sql';

/** A card as the stylist weighs it: its colours and the sizes it is in stock in. */
export type StylistRow = ItemSummaryRow & { colors: string[]; sizes: string[] };

/**
 * A candidate as the stylist weighs it, lean: what its rules read, not the card (the cards are
 * read afterwards for the few pieces a look shows).
 */
export type StylistCandidateRow = Pick<
  ItemSummaryRow,
  'id' | 'name' | 'category' | 'gender' | 'style' | 'color' | 'price' | 'min_price'
> & { colors: string[]; sizes: string[] | null };

export type StylistCandidatesInput = {
  slots: Category[];
  /** Who the pieces may be for; null: anyone (a unisex item's looks). */
  genders: Gender[] | null;
  /** The price the candidates gather around; null: the most liked instead. */
  price: number | null;
  /** How many each pull takes (above and below the price, and the most liked, per slot). */
  perPull: number;
  exclude: number[];
  /** Whether to read each candidate's sizes in stock (only a shopper whose size is known). */
  withSizes: boolean;
};

const stylistColumns = (viewerId: number | null) => sql`${summaryColumns(viewerId)}, i.colors,
  array(select v.size from item_variants v
        where v.item_id = i.id and v.stock > 0 and v.size is not null order by v.id) as sizes`;

/**
 * The stylist's reads of the catalogue. Candidates are a few dozen per slot, each pull walking
 * a category's index from a point (items_category_price_idx, items_category_popular_idx) and
 * stopping at its limit, so a look costs the same at 100 000 items as at 100; the stylist scores
 * them in memory.
 */
export function createStylistReads() {
  return {
    /**
     * Items in stock and sold, per slot: the nearest in price above and below the asked price,
     * and the most liked (with no price, only those).
     */
    async stylistCandidates(
      input: StylistCandidatesInput,
      ex: DbOrTx,
    ): Promise<StylistCandidateRow[]> {
      const rows = rowsOn(ex);
      const { genders, price, perPull, exclude, withSizes } = input;
      const pull = (slot: Category, more: SQL, order: SQL) => sql`(
        select i.id, i.name, i.category, i.gender, i.style, i.color, i.price, i.min_price,
          i.colors, ${
            withSizes
              ? sql`array(select v.size from item_variants v
                  where v.item_id = i.id and v.stock > 0 and v.size is not null)`
              : sql`null::text[]`
          } as sizes
        from items i
        where i.category = ${slot} and ${SOLD} and i.in_stock
          ${genders ? sql`and i.gender::text = any(${sql.param(genders)}::text[])` : sql``}
          ${exclude.length ? sql`and i.id <> all(${sql.param(exclude)}::int[])` : sql``}
          ${more}
        ${order} limit ${perPull})`;
      const popular = sql`order by i.favorites_count desc, i.id desc`;
      const pulls = input.slots.flatMap((slot) => [
        ...(price === null
          ? []
          : [
              pull(slot, sql`and i.min_price >= ${price}`, sql`order by i.min_price, i.id`),
              pull(
                slot,
                sql`and i.min_price < ${price}`,
                sql`order by i.min_price desc, i.id desc`,
              ),
            ]),
        pull(slot, sql``, popular),
      ]);
      if (!pulls.length) return [];
      return rows<StylistCandidateRow>(sql.join(pulls, sql` union all `));
    },

    /** These items as the stylist weighs them, in any status (the service says which count). */
    async stylistPieces(ids: number[], viewerId: number | null, ex: DbOrTx): Promise<StylistRow[]> {
      const rows = rowsOn(ex);
      if (!ids.length) return [];
      return rows<StylistRow>(sql`
        select ${stylistColumns(viewerId)} from items i
        where i.id = any(${sql.param(ids)}::int[])
        order by array_position(${sql.param(ids)}::int[], i.id)`);
    },

    /** The variants in stock of these items, each item's in the order they were made. */
    async variantsInStock(
      ids: number[],
      ex: DbOrTx,
    ): Promise<(typeof itemVariants.$inferSelect)[]> {
      const rows = rowsOn(ex);
      if (!ids.length) return [];
      return rows<typeof itemVariants.$inferSelect>(sql`
        select v.id, v.item_id as "itemId", v.sku, v.size, v.brand_size as "brandSize", v.color,
          v.price, v.stock, v.created_at as "createdAt"
        from item_variants v
        where v.item_id = any(${sql.param(ids)}::int[]) and v.stock > 0
        order by v.item_id, v.id`);
    },
  };
}
