import {
  GARMENT_KINDS,
  type Category,
  type ColorName,
  type GarmentKind,
  type Season,
  type WardrobeItem,
  type WardrobeItemUpdate,
} from '@shop/contract';

/** The piece's fields as the form holds them: text as typed, '' for nothing. */
export interface PieceValues {
  name: string;
  brand: string;
  slot: Category;
  kind: GarmentKind | '';
  colors: ColorName[];
  seasons: Season[];
  size: string;
  price: number | string;
  acquired_on: string;
}

export function pieceValues(piece: WardrobeItem): PieceValues {
  return {
    name: piece.name ?? '',
    brand: piece.brand ?? '',
    slot: piece.slot,
    kind: piece.kind ?? '',
    colors: piece.colors,
    seasons: piece.seasons,
    size: piece.size ?? '',
    price: piece.price ?? '',
    acquired_on: piece.acquired_on ?? '',
  };
}

/** Whether the shopper decides what the piece is: a catalogue piece's slot and kind are the shop's. */
export const ownsKind = (piece: Pick<WardrobeItem, 'source'>) => piece.source === 'photo';

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The PATCH body of the form's values: an emptied field clears it (null); a kind of another slot
 * (the slot changed after it was chosen) is no kind.
 */
export function pieceUpdate(values: PieceValues, piece: WardrobeItem): WardrobeItemUpdate {
  const price = typeof values.price === 'string' ? values.price.trim() : values.price;
  const body: WardrobeItemUpdate = {
    name: textOrNull(values.name),
    brand: textOrNull(values.brand),
    colors: values.colors,
    seasons: values.seasons,
    size: textOrNull(values.size),
    price: price === '' ? null : Number(price),
    acquired_on: values.acquired_on === '' ? null : values.acquired_on,
  };
  if (ownsKind(piece)) {
    body.slot = values.slot;
    body.kind = values.kind && GARMENT_KINDS[values.kind].slot === values.slot ? values.kind : null;
  }
  return body;
}
