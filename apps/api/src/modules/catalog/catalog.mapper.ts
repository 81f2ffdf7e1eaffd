import type { ItemDetail, ItemSummary, Variant } from '@shop/contract';
import type { MediaUrl } from '../media/media.service';
import type { ItemPageRow, ItemSummaryRow } from './item-summary.sql';

const money = (value: string | null) => (value === null ? null : Number(value));

/** The old price counts only above what the card shows (the lowest price, else the price). */
function compareAt(row: ItemSummaryRow): number | null {
  const shown = money(row.min_price ?? row.price);
  const old = money(row.compare_at_price);
  return old !== null && shown !== null && old > shown ? old : null;
}

/** An item card; `mediaUrl` turns the stored picture keys into addresses. */
export function toItemSummary(row: ItemSummaryRow, mediaUrl: MediaUrl): ItemSummary {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    category: row.category,
    clothing_type: row.category,
    gender: row.gender,
    status: row.status,
    price: money(row.price),
    min_price: money(row.min_price),
    compare_at_price: compareAt(row),
    image_url: mediaUrl(row.image_key),
    image_urls: row.image_keys.map((key) => mediaUrl(key)!),
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

export function toVariant(row: ItemPageRow['variants'][number]): Variant {
  return {
    id: row.id,
    sku: row.sku,
    size: row.size,
    brand_size: row.brandSize,
    color: row.color,
    price: money(row.price),
    stock: row.stock,
  };
}

export function toItemDetail(
  { variants, images, ...row }: ItemPageRow,
  mediaUrl: MediaUrl,
  canEdit: boolean,
): ItemDetail {
  return {
    ...toItemSummary(row, mediaUrl),
    description: row.description,
    composition: row.composition,
    attributes: row.attributes,
    article: row.article,
    owner_id: row.owner_id,
    variants: variants.map(toVariant),
    images: images.map((image) => toItemImage(image, mediaUrl)),
    can_edit: canEdit,
  };
}

export function toItemImage(image: ItemPageRow['images'][number], mediaUrl: MediaUrl) {
  return { id: image.id, image_url: mediaUrl(image.imageKey)!, color: image.color };
}
