import type { ItemDetail, ItemSummary, Variant } from '@shop/contract';
import type { itemVariants } from '../../db/schema';
import type { ItemDetailRow, ItemSummaryRow } from './item-summary.sql';

const money = (value: string | null) => (value === null ? null : Number(value));

export function toItemSummary(row: ItemSummaryRow): ItemSummary {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    category: row.category,
    clothing_type: row.category,
    price: money(row.price),
    min_price: money(row.min_price),
    image_url: row.image_url,
    image_urls: row.image_urls,
    color: row.color,
    size: row.size,
    style: row.style,
    collection: row.collection,
    in_stock: row.in_stock,
    rating_avg: row.rating_avg === null ? null : Number(row.rating_avg),
    rating_count: row.rating_count,
    is_favorite: row.is_favorite,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export function toVariant(row: typeof itemVariants.$inferSelect): Variant {
  return {
    id: row.id,
    sku: row.sku,
    size: row.size,
    color: row.color,
    price: money(row.price),
    stock: row.stock,
  };
}

export function toItemDetail(
  row: ItemDetailRow,
  variants: (typeof itemVariants.$inferSelect)[],
  images: { id: number; imageUrl: string }[],
): ItemDetail {
  return {
    ...toItemSummary(row),
    description: row.description,
    article: row.article,
    owner_id: row.owner_id,
    variants: variants.map(toVariant),
    images: images.map((image) => ({ id: image.id, image_url: image.imageUrl })),
  };
}
