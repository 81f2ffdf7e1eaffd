import type { ItemDetail, Variant } from '@shop/contract';

/** A variant without a price of its own costs the item's price (as the cart and orders charge). */
export function variantPrice(
  item: Pick<ItemDetail, 'price'>,
  variant: Pick<Variant, 'price'>,
): number | null {
  return variant.price ?? item.price;
}

/**
 * The displayed price is the selected variant's price, else the lowest of the variants' prices,
 * else the item price. `from` tells that variants cost differently and none is chosen yet.
 */
export function displayedPrice(
  item: Pick<ItemDetail, 'price' | 'variants'>,
  selected: Pick<Variant, 'price'> | null,
): { amount: number | null; from: boolean } {
  if (selected) return { amount: variantPrice(item, selected), from: false };
  const prices = item.variants
    .map((variant) => variantPrice(item, variant))
    .filter((p): p is number => p !== null);
  if (prices.length > 0) {
    const lowest = Math.min(...prices);
    return { amount: lowest, from: prices.some((p) => p !== lowest) };
  }
  return { amount: item.price, from: false };
}

/** Quantity from 1 to the variant's stock (1 when nothing is chosen). */
export function clampToStock(quantity: number, stock: number | null | undefined): number {
  const max = Math.max(1, stock ?? 1);
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(Math.max(1, Math.floor(quantity)), max);
}
