import {
  CATEGORIES,
  type StylistLookPiece,
  type StylistLooks,
  type Variant,
  type WardrobeItem,
} from '@shop/contract';
import type { UsualSize } from '../orders/usual-sizes';
import { preferredVariantId } from '../outfits/preferred-variant';
import type { Look } from './look-builder';
import type { CatalogCard } from './look-pieces';
import { reasonOf } from './look-reason';

/**
 * The variant «Добавить недостающее в корзину» takes: in the shopper's usual size, else the
 * first in stock in the item's own colour, else the first in stock; null when none is.
 */
export function variantFor(card: CatalogCard, inStock: Variant[], usual: readonly UsualSize[]) {
  const preferred = preferredVariantId(
    { category: card.item.category, color: card.item.color, variants: inStock },
    usual,
  );
  return (
    inStock.find((v) => v.id === preferred) ??
    inStock.find((v) => v.color === card.item.color) ??
    inStock[0] ??
    null
  );
}

/** The looks as the contract answers them: each piece in slot order, with its reason line. */
export function presentLooks(input: {
  looks: Look[];
  owned: WardrobeItem[];
  cards: CatalogCard[];
  variants: { itemId: number; variant: Variant }[];
  usual: readonly UsualSize[];
}): StylistLooks {
  const owned = new Map(input.owned.map((p) => [p.id, p]));
  const cards = new Map(input.cards.map((card) => [card.item.id, card]));
  const inStock = new Map<number, Variant[]>();
  for (const { itemId, variant } of input.variants)
    inStock.set(itemId, [...(inStock.get(itemId) ?? []), variant]);
  const slotOrder = (slot: string) => CATEGORIES.indexOf(slot as (typeof CATEGORIES)[number]);
  return {
    looks: input.looks.map((look) => ({
      reason: reasonOf(look.pieces),
      items: [...look.pieces]
        .sort((a, b) => slotOrder(a.slot) - slotOrder(b.slot))
        .flatMap((piece): StylistLookPiece[] => {
          if (piece.source === 'wardrobe') {
            const item = owned.get(piece.id);
            return item ? [{ slot: piece.slot, source: 'wardrobe', item }] : [];
          }
          const card = cards.get(piece.id);
          if (!card) return [];
          const variant = variantFor(card, inStock.get(piece.id) ?? [], input.usual);
          return [{ slot: piece.slot, source: 'catalog', item: card.item, variant }];
        }),
    })),
  };
}
