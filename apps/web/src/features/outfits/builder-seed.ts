import {
  OUTFIT_SLOT_MAX_ITEMS,
  CATEGORIES,
  type StylistLook,
  type StylistLookPiece,
} from '@shop/contract';
import { paths } from '@/config/paths';
import {
  addPick,
  emptySelection,
  ownPickOf,
  toPick,
  togglePiece,
  type BuilderPick,
  type BuilderSelection,
  type PieceSelection,
} from './builder-form';

/**
 * A look opened in the builder: its catalogue pieces ride in the new outfit's address
 * (`/outfits/new?items=12,34`), so the way through the sign-in keeps them. Free of React.
 */
export const SEED_PARAM = 'items';

/**
 * A look's piece as the builder can hold it: a catalogue item, or an own piece that is one
 * (bought here or marked owned); an own garment added by photo has no place in the builder.
 */
export function pickOf(piece: StylistLookPiece): BuilderPick | null {
  if (piece.source === 'catalog') return toPick(piece.item);
  const { item } = piece;
  if (item.item_id === null) return null;
  return {
    id: item.item_id,
    name: item.name ?? '',
    brand: item.brand ?? '',
    category: item.slot,
    image_url: item.image_url,
    price: item.price,
  };
}

/** The builder's address with the look's pieces the builder can hold. */
export function lookBuilderPath(look: StylistLook): string {
  const ids = look.items.flatMap((piece) => {
    const pick = pickOf(piece);
    return pick ? [pick.id] : [];
  });
  return ids.length ? `${paths.outfitNew}?${SEED_PARAM}=${ids.join(',')}` : paths.outfitNew;
}

/** The item ids an address brings (at most a full outfit's worth; anything else is ignored). */
export function seedIdsOf(params: URLSearchParams): number[] {
  const raw = params.get(SEED_PARAM);
  if (!raw) return [];
  const ids = raw
    .split(',')
    .filter((part) => /^\d{1,10}$/.test(part.trim()))
    .map(Number)
    .filter((id) => id > 0 && id <= 2_147_483_647);
  return [...new Set(ids)].slice(0, CATEGORIES.length * OUTFIT_SLOT_MAX_ITEMS);
}

/** The picks as a selection, each in its own category. */
export function selectionOf(picks: readonly BuilderPick[]): BuilderSelection {
  return picks.reduce((selection, pick) => addPick(selection, toPick(pick)), emptySelection());
}

/** What the builder holds: the catalogue items and the own pieces chosen. */
type Chosen = { items: BuilderSelection; pieces: PieceSelection };

/**
 * «Дополнить образ»: the look's pieces the builder does not hold join it (the stylist filled
 * only its empty slots): catalogue items and own pieces that are ones as items, own garments
 * added by photo as own pieces; how many joined.
 */
export function completeWith(
  chosen: Chosen,
  look: StylistLook | undefined,
): Chosen & { added: number } {
  let { items, pieces } = chosen;
  let added = 0;
  for (const piece of look?.items ?? []) {
    const pick = pickOf(piece);
    if (pick) {
      const after = addPick(items, pick);
      if (after !== items) added += 1;
      items = after;
    } else if (
      piece.source === 'wardrobe' &&
      !pieces[piece.item.slot].some((p) => p.id === piece.item.id)
    ) {
      const after = togglePiece(pieces, ownPickOf(piece.item));
      if (after !== pieces) added += 1;
      pieces = after;
    }
  }
  return { items, pieces, added };
}
