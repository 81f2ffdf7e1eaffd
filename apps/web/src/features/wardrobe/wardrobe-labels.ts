import type { Category, GarmentKind, Season, WardrobeItem } from '@shop/contract';
import type { TFunction } from 'i18next';

/** A slot's name, as the catalogue and the builder call it (Верх, Низ, Обувь …). */
export const slotLabel = (t: TFunction, slot: Category): string => t(`catalog.categories.${slot}`);

export const kindLabel = (t: TFunction, kind: GarmentKind): string => t(`wardrobe.kinds.${kind}`);

export const seasonLabel = (t: TFunction, season: Season): string =>
  t(`wardrobe.seasons.${season}`);

/** What a piece is called: its own name, else its kind, else its slot. */
export function pieceTitle(
  t: TFunction,
  piece: Pick<WardrobeItem, 'name' | 'kind' | 'slot'>,
): string {
  return piece.name ?? (piece.kind ? kindLabel(t, piece.kind) : slotLabel(t, piece.slot));
}

/** Today in the shopper's own calendar, as an ISO date (the day «Надето сегодня» marks). */
export function todayIso(now = new Date()): string {
  return isoDate(now);
}

/** A local date as YYYY-MM-DD. */
export function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** An ISO date read as that day at local midnight (not UTC's, which may be the day before). */
export function fromIsoDate(value: string): Date {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  return new Date(year!, (month ?? 1) - 1, day ?? 1);
}
