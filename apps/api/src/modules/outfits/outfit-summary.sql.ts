import { publicNameOf } from '../../db/display-name.sql';
import { sql, type SQL } from 'drizzle-orm';
import type { Category } from '@shop/contract';

export type OutfitItemRow = {
  id: number;
  name: string;
  brand: string;
  category: Category;
  slot: Category;
  image_key: string | null;
  price: number | null;
  in_stock: boolean;
  sold: boolean;
};

/** One of the owner's own wardrobe pieces in the outfit. */
export type OutfitOwnPieceRow = {
  id: number;
  slot: Category;
  name: string | null;
  kind: string | null;
  source: 'order' | 'catalog' | 'photo';
  image_key: string | null;
};

/** One outfit as every list and the detail read it, with its items, in one query. */
export type OutfitRow = {
  id: number;
  name: string;
  style: string;
  description: string | null;
  cover_key: string | null;
  tryon_key: string | null;
  tryon_item_ids: number[] | null;
  tryon_rendering: string | null;
  owner_id: number;
  owner_name: string | null;
  is_public: boolean;
  is_favorite: boolean;
  favorites_count: number;
  rating_avg: string | null;
  rating_count: number;
  created_at: Date;
  updated_at: Date;
  items: OutfitItemRow[];
  own_pieces: OutfitOwnPieceRow[];
};

/** The read model's columns over `outfits o join users u` (see `outfitFrom`). */
export function outfitColumns(viewerId: number | null): SQL {
  return sql`
    o.id, o.name, o.style, o.description, o.cover_key, o.tryon_key, o.tryon_item_ids, o.tryon_rendering, o.owner_id,
    ${publicNameOf} as owner_name,
    o.is_public,
    ${
      viewerId === null
        ? sql`false`
        : sql`exists (select 1 from favorite_outfits f where f.outfit_id = o.id and f.user_id = ${viewerId})`
    } as is_favorite,
    (select count(*)::int from favorite_outfits f where f.outfit_id = o.id) as favorites_count,
    (select round(avg(c.rating), 2) from outfit_comments c where c.outfit_id = o.id and c.rating is not null) as rating_avg,
    (select count(*)::int from outfit_comments c where c.outfit_id = o.id and c.rating is not null) as rating_count,
    o.created_at, o.updated_at,
    coalesce((
      select json_agg(json_build_object(
        'id', i.id, 'name', i.name, 'brand', i.brand, 'category', i.category, 'slot', oi.slot,
        'image_key', i.image_key, 'price', coalesce(i.min_price, i.price), 'in_stock', i.in_stock,
        'sold', i.status = 'active'
      ) order by oi.slot, oi.position, i.id)
      from outfit_items oi join items i on i.id = oi.item_id
      where oi.outfit_id = o.id
    ), '[]'::json) as items,
    coalesce((
      select json_agg(json_build_object(
        'id', w.id, 'slot', ow.slot, 'name', coalesce(w.name, wi.name), 'kind', w.kind,
        'source', w.source, 'image_key', coalesce(w.image_key, wl.image_key, wi.image_key)
      ) order by ow.slot, ow.position, w.id)
      from outfit_wardrobe_items ow join wardrobe_items w on w.id = ow.wardrobe_item_id
      left join order_lines wl on wl.id = w.order_line_id
      left join items wi on wi.id = w.item_id
      where ow.outfit_id = o.id
    ), '[]'::json) as own_pieces`;
}

export const outfitFrom = sql`outfits o join users u on u.id = o.owner_id`;
