import type { ParsedProduct } from '@shop/contract';
import type { SourceItem } from '../items/items.service';
import type { LamodaDomain, NormalisedProduct } from './types';

/** How one normalised Lamoda product becomes the task's result line and the shop's item. */
export function toParsed(
  product: NormalisedProduct,
  itemId: number | null,
  imageUrls: string[],
): ParsedProduct {
  return {
    sku: product.sku,
    name: product.name,
    brand: product.brand,
    category: product.category,
    price: Number(product.price),
    old_price: product.oldPrice === null ? null : Number(product.oldPrice),
    source_price: Number(product.source.price),
    source_currency: product.source.currency,
    image_url: imageUrls[0] ?? null,
    image_urls: imageUrls,
    url: product.source.url,
    parse_quality: product.parseQuality,
    item_id: itemId,
  };
}

/** A sold-out size keeps its variant with stock 0, so carts keep valid lines. */
const variantSku = (sku: string, size: string) =>
  `LM-${sku}-${size}`.toUpperCase().replace(/\s+/g, '_').slice(0, 120);

/** The site of a domain as an item keeps it and the admin sees it. */
export const sourceDomainOf = (domain: LamodaDomain) => `lamoda.${domain}`;

export function toSourceItem(
  product: NormalisedProduct,
  pictures: { sourceUrl: string; key: string }[],
): SourceItem {
  const sizes = product.sizes.length
    ? product.sizes
    : [{ size: 'ONE SIZE', brandSize: null, available: true, stock: 1 }];
  return {
    name: product.name,
    brand: product.brand,
    category: product.category,
    gender: product.gender,
    color: product.color,
    description: product.description,
    composition: product.composition,
    attributes: product.attributes,
    style: product.style,
    price: product.price,
    compareAtPrice:
      product.oldPrice !== null && Number(product.oldPrice) > Number(product.price)
        ? product.oldPrice
        : null,
    article: product.sku,
    source: 'lamoda',
    sourceDomain: sourceDomainOf(product.source.domain),
    sourceSku: product.sku,
    sourceUrl: product.source.url,
    sourcePrice: product.source.price,
    sourceCurrency: product.source.currency,
    // One Lamoda product is one colour: every picture shows it (decision 028).
    gallery: pictures.map((p) => ({ key: p.key, sourceUrl: p.sourceUrl, color: product.color })),
    variants: sizes.map((s) => ({
      sku: variantSku(product.sku, s.size),
      size: s.size,
      brandSize: s.brandSize,
      color: product.color,
      // The item's price covers its sizes, so a price the owner sets on the item is the one shown.
      price: null,
      stock: s.available ? Math.max(s.stock, 1) : 0,
    })),
  };
}
