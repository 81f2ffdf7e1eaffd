import type { ItemDetail, ItemImage, Variant } from '@shop/contract';

/**
 * Colours on the item page (decision 028): a picture belongs to the colour it shows (or to every
 * colour), so choosing a colour changes the gallery, the «Цвет» detail and the picture the cart
 * line keeps.
 */

type ColourItem = Pick<ItemDetail, 'color' | 'variants' | 'images' | 'image_url'>;

/** The colours the item is sold in, in the order of its variants. */
export function itemColors(item: Pick<ItemDetail, 'variants'>): string[] {
  return [...new Set(item.variants.map((v) => v.color).filter((c): c is string => !!c))];
}

/**
 * The colour shown first: the item's main colour while it can be bought, else the first colour in
 * stock, else the first colour (null for an item without colours).
 */
export function initialColor(item: Pick<ItemDetail, 'color' | 'variants'>): string | null {
  const colors = itemColors(item);
  const inStock = (color: string) => item.variants.some((v) => v.color === color && v.stock > 0);
  if (item.color && colors.includes(item.color) && inStock(item.color)) return item.color;
  return colors.find(inStock) ?? colors[0] ?? null;
}

/**
 * The pictures of a colour, in gallery order: its own and those of every colour. A colour without
 * pictures of its own shows those of every colour; an item whose pictures name no colour, or
 * nothing at all to show, shows all its pictures.
 */
export function picturesOf(item: ColourItem, color: string | null): ItemImage[] {
  const all = item.images;
  if (!color || !all.some((image) => image.color !== null)) return all;
  const own = all.filter((image) => image.color === color);
  const shared = all.filter((image) => image.color === null);
  if (own.length > 0) return all.filter((image) => image.color === color || image.color === null);
  return shared.length > 0 ? shared : all;
}

/** The picture a cart line of this colour keeps: the colour's first, else the item's main one. */
export function cartPictureOf(item: ColourItem, color: string | null): string | null {
  return picturesOf(item, color)[0]?.image_url ?? item.image_url;
}

/** The variants of a colour (and those without a colour), for the size buttons. */
export function variantsOf(variants: Variant[], color: string | null): Variant[] {
  if (!color) return variants;
  return variants.filter((v) => v.color === color || v.color === null);
}

/**
 * The variant to keep when the colour changes: the same size in the new colour if it can be
 * bought, else none (the shopper picks a size again).
 */
export function sameSizeIn(
  variants: Variant[],
  current: Variant | null,
  color: string,
): Variant | null {
  if (!current) return null;
  return variants.find((v) => v.color === color && v.size === current.size && v.stock > 0) ?? null;
}
