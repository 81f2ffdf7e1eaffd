import { OUTFIT_SLOT_MAX_ITEMS, CATEGORIES, type StylistLook } from '@shop/contract';
import { paths } from '@/config/paths';
import {
  addPick,
  emptySelection,
  toPick,
  type BuilderPick,
  type BuilderSelection,
} from './builder-form';

/**
 * A look opened in the builder: its catalogue pieces ride in the new outfit's address
 * (`/outfits/new?items=12,34`), so the way through the sign-in keeps them. Free of React.
 */
export const SEED_PARAM = 'items';

/** The builder's address with the look's catalogue pieces (own pieces stay in the wardrobe). */
export function lookBuilderPath(look: StylistLook): string {
  const ids = look.items.flatMap((piece) => (piece.source === 'catalog' ? [piece.item.id] : []));
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

/**
 * «Дополнить образ»: the look's catalogue pieces the selection does not hold join it (the
 * stylist filled only its empty slots); how many joined.
 */
export function completeWith(
  selection: BuilderSelection,
  look: StylistLook | undefined,
): { next: BuilderSelection; added: number } {
  let next = selection;
  let added = 0;
  for (const piece of look?.items ?? []) {
    if (piece.source !== 'catalog') continue;
    const after = addPick(next, toPick(piece.item));
    if (after !== next) added += 1;
    next = after;
  }
  return { next, added };
}
