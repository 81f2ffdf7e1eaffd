import {
  garmentKindOf,
  sizeGroupOf,
  type Category,
  type ItemSummary,
  type WardrobeItem,
} from '@shop/contract';
import type { UsualSize } from '../orders/usual-sizes';
import { paletteColor } from './colour-harmony';
import type { Piece } from './look-rules';

/** A catalogue card as the catalogue gives it to the stylist. */
export type CatalogCard = { item: ItemSummary; colors: string[]; sizes: string[] };

/** What the rules read of a catalogue item (a candidate comes without its card). */
export type Candidate = Pick<
  ItemSummary,
  'id' | 'name' | 'category' | 'gender' | 'style' | 'color'
> & {
  colors: string[];
  price: number | null;
  sizes: string[];
};

/** A card as a candidate. */
export function candidateOf({ item, colors, sizes }: CatalogCard): Candidate {
  const { id, name, category, gender, style, color } = item;
  return {
    id,
    name,
    category,
    gender,
    style,
    color,
    colors,
    sizes,
    price: item.min_price ?? item.price,
  };
}

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * +1 when the item is in stock in a size the shopper takes in its category (their orders tell),
 * -1 when it is not, 0 when their size there is not known.
 */
export function sizeFitOf(
  category: Category,
  sizes: readonly string[],
  usual: readonly UsualSize[],
): number {
  const mine = usual.filter((u) => u.category === category);
  if (!mine.length) return 0;
  const fits = sizes.some((size) =>
    mine.some((u) => u.group === sizeGroupOf(size, category) && u.sizes.some((s) => same(s, size))),
  );
  return fits ? 1 : -1;
}

/** A catalogue item as a piece; `together` counts public outfits that wear it with the asked. */
export function catalogPiece(
  item: Candidate,
  context: { together?: number; usual?: readonly UsualSize[] } = {},
): Piece {
  return {
    key: `catalog:${item.id}`,
    source: 'catalog',
    id: item.id,
    itemId: item.id,
    slot: item.category,
    kind: garmentKindOf(item.category, item.name),
    color: paletteColor(item.color) ?? paletteColor(item.colors[0]),
    seasons: [],
    style: item.style,
    price: item.price,
    gender: item.gender,
    together: context.together ?? 0,
    sizeFit: sizeFitOf(item.category, item.sizes, context.usual ?? []),
  };
}

/**
 * A piece of the shopper's wardrobe: theirs, in their size, for whoever they are; its style is
 * the catalogue item's when it is one (bought here or marked owned).
 */
export function wardrobePiece(item: WardrobeItem, style: string | null = null): Piece {
  return {
    key: `wardrobe:${item.id}`,
    source: 'wardrobe',
    id: item.id,
    itemId: item.item_id,
    slot: item.slot,
    kind: item.kind ?? (item.name ? garmentKindOf(item.slot, item.name) : null),
    color: paletteColor(item.colors[0]),
    seasons: item.seasons,
    style,
    price: item.price,
    gender: null,
    together: 0,
    sizeFit: 0,
  };
}
