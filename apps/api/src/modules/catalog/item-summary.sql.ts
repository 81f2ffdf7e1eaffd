import { sql, type SQL } from 'drizzle-orm';
import type { Category, Gender, ItemStatus } from '@shop/contract';

/** One row of the summary select: what every item list and card needs, in one query. */
export type ItemSummaryRow = {
  id: number;
  name: string;
  brand: string;
  category: Category;
  gender: Gender;
  status: ItemStatus;
  price: string | null;
  min_price: string | null;
  compare_at_price: string | null;
  /** Storage keys: the media module turns them into addresses. */
  image_key: string | null;
  image_keys: string[];
  color: string | null;
  size: string | null;
  style: string | null;
  collection: string | null;
  in_stock: boolean;
  rating_avg: string | null;
  rating_count: number;
  is_favorite: boolean;
  created_at: Date;
};

export type ItemDetailRow = ItemSummaryRow & {
  description: string | null;
  composition: string | null;
  attributes: { title: string; value: string }[];
  article: string | null;
  owner_id: number | null;
};

/** An item's page: the item with its sizes and its pictures in their order, read at once. */
export type ItemPageRow = ItemDetailRow & {
  variants: {
    id: number;
    sku: string;
    size: string | null;
    brandSize: string | null;
    color: string | null;
    /** Decimal text, as a numeric column reads. */
    price: string | null;
    stock: number;
  }[];
  images: { id: number; imageKey: string; color: string | null }[];
};

/**
 * What the shop shows its shoppers: active items only. The catalogue's reads add it to every
 * list, search, facet and pick (items_active_created_idx serves the newest-first page).
 */
export const SOLD = sql`i.status = 'active'`;

/**
 * What a shopper may open: every item but a draft (an archived item's page stays, saying it is no
 * longer sold), as the catalogue's `requireSeen` decides for a guest.
 */
export const SHOWN = sql`i.status <> 'draft'`;

/** The viewer decides `is_favorite`; guests (null) never have favourites. */
export function itemSummaryColumns(viewerId: number | null): SQL {
  return sql`
    i.id, i.name, i.brand, i.category, i.gender, i.status, i.price, i.min_price, i.compare_at_price, i.image_key,
    coalesce((select array_agg(im.image_key order by im.position, im.id) from item_images im where im.item_id = i.id), '{}') as image_keys,
    i.color, i.size, i.style, i.collection, i.in_stock, i.rating_avg, i.rating_count,
    ${
      viewerId === null
        ? sql`false`
        : sql`exists (select 1 from favorite_items f where f.item_id = i.id and f.user_id = ${viewerId})`
    } as is_favorite,
    i.created_at`;
}
