import type { ItemDetail, Variant } from '@shop/contract';

/**
 * The displayed price is the selected variant's price, else the lowest variant price,
 * else the item price. `from` tells that variants cost differently and none is chosen yet.
 */
export function displayedPrice(
  item: Pick<ItemDetail, 'price' | 'variants'>,
  selected: Pick<Variant, 'price'> | null,
): { amount: number | null; from: boolean } {
  if (selected && selected.price !== null) return { amount: selected.price, from: false };
  const prices = item.variants.map((v) => v.price).filter((p): p is number => p !== null);
  if (prices.length > 0) {
    const lowest = Math.min(...prices);
    const from = !selected && prices.some((p) => p !== lowest);
    return { amount: lowest, from };
  }
  return { amount: item.price, from: false };
}

/** Quantity from 1 to the variant's stock (1 when nothing is chosen). */
export function clampToStock(quantity: number, stock: number | null | undefined): number {
  const max = Math.max(1, stock ?? 1);
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(Math.max(1, Math.floor(quantity)), max);
}
