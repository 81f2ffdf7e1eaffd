import {
  GARMENT_KINDS,
  SEASONS,
  type Category,
  type ColorName,
  type GarmentKind,
  type Gender,
  type Season,
} from '@shop/contract';

/** A piece as the stylist weighs it, whether the shop sells it or the shopper owns it. */
export type Piece = {
  /** `catalog:12` or `wardrobe:5`: one key per piece across both sources. */
  key: string;
  source: 'catalog' | 'wardrobe';
  id: number;
  /** The catalogue item a wardrobe piece is (bought here or marked owned), else null. */
  itemId: number | null;
  slot: Category;
  kind: GarmentKind | null;
  /** Its main colour (the shop's palette), null when unknown. */
  color: ColorName | null;
  /** The seasons it is worn in; empty means all year. */
  seasons: readonly Season[];
  style: string | null;
  price: number | null;
  /** Who it is for; null for a shopper's own garment (it is theirs, whoever they are). */
  gender: Gender | null;
  /** How many public outfits hold it beside the asked pieces. */
  together: number;
  /** +1 sold in the shopper's usual size, -1 not in it, 0 when their size is not known. */
  sizeFit: number;
};

/** Worn over another top: a look with one needs a top (or a dress) under it. */
const OUTER: ReadonlySet<GarmentKind> = new Set(['coat', 'jacket']);

export const isOuter = (piece: Piece) => piece.kind !== null && OUTER.has(piece.kind);
export const isDress = (piece: Piece) => piece.kind === 'dress';

/** The seasons of a piece: its own where given, else its kind's, else all year. */
export function seasonsOf(piece: Piece): readonly Season[] {
  if (piece.seasons.length) return piece.seasons;
  return piece.kind ? GARMENT_KINDS[piece.kind].seasons : SEASONS;
}

/** Whether the pieces share a season (no sandals with a coat, no shorts with a sweater). */
export function shareSeason(pieces: readonly Piece[]): boolean {
  let common: readonly Season[] = SEASONS;
  for (const piece of pieces) {
    const own = seasonsOf(piece);
    common = common.filter((s) => own.includes(s));
    if (!common.length) return false;
  }
  return true;
}

/** Women's and men's pieces are never mixed; unisex and own pieces go with either. */
export function gendersAgree(a: Piece, b: Piece): boolean {
  const one = (g: Gender | null) => (g === 'women' || g === 'men' || g === 'kids' ? g : null);
  const [x, y] = [one(a.gender), one(b.gender)];
  return x === null || y === null || x === y;
}

/** The store's styles in families: a family's styles go together. */
const STYLE_FAMILY: Record<string, 'casual' | 'sport' | 'smart' | 'evening'> = {
  Повседневный: 'casual',
  Уличный: 'casual',
  Спортивный: 'sport',
  Минимализм: 'smart',
  Классический: 'smart',
  Деловой: 'smart',
  Вечерний: 'evening',
};

/** Families that do not meet in one look (trainers' style with an evening or business look). */
const CLASHING = new Set(['sport|smart', 'sport|evening', 'casual|evening']);

/**
 * What two styles add to a look: the same style most, the same family some; minimalism goes
 * with anything; sport with business or evening, casual with evening take away.
 */
export function styleScore(a: string | null, b: string | null): number {
  if (!a || !b) return 0;
  if (a === b) return 2;
  if (a === 'Минимализм' || b === 'Минимализм') return 0.5;
  const [x, y] = [STYLE_FAMILY[a], STYLE_FAMILY[b]];
  if (!x || !y) return 0;
  if (x === y) return 1;
  return CLASHING.has(`${x}|${y}`) || CLASHING.has(`${y}|${x}`) ? -2 : 0;
}

/**
 * Price balance: nothing within three times the asked piece's price, then less the further off
 * (a 300 ₸ cap beside a 90 000 ₸ coat only when nothing else goes).
 */
export function priceScore(price: number | null, anchorPrice: number | null): number {
  if (!price || !anchorPrice) return 0;
  const off = Math.abs(Math.log(price / anchorPrice)) - Math.log(3);
  return off > 0 ? -1.5 * off : 0;
}

/** What a look still needs, in the order the stylist fills it. */
export type Need = 'top' | 'bottom' | 'footwear' | 'accessory';

/**
 * The first slot a look still lacks: a top worn on its own or under an outer one (or a dress),
 * a bottom unless a dress is there, footwear, one accessory. A fragrance is never needed.
 */
export function nextNeed(pieces: readonly Piece[]): Need | null {
  const dress = pieces.some(isDress);
  if (!dress && !pieces.some((p) => p.slot === 'top' && !isOuter(p))) return 'top';
  if (!dress && !pieces.some((p) => p.slot === 'bottom')) return 'bottom';
  if (!pieces.some((p) => p.slot === 'footwear')) return 'footwear';
  if (!pieces.some((p) => p.slot === 'accessory')) return 'accessory';
  return null;
}

/** Whether a piece can fill a need beside these pieces (a dress only where no bottom is). */
export function fills(piece: Piece, need: Need, pieces: readonly Piece[]): boolean {
  if (piece.slot !== need) return false;
  if (need !== 'top') return true;
  if (isOuter(piece)) return false;
  return !isDress(piece) || !pieces.some((p) => p.slot === 'bottom');
}
