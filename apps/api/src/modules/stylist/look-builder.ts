import { STYLIST_LOOKS } from '@shop/contract';
import { colourPairScore } from './colour-harmony';
import {
  fills,
  gendersAgree,
  nextNeed,
  priceScore,
  shareSeason,
  styleScore,
  type Piece,
} from './look-rules';

/** A look: the asked pieces and what the stylist added, with how well they go together. */
export type Look = { pieces: Piece[]; added: Piece[]; score: number };

/**
 * What owning a piece is worth: the shopper's own clothes come before anything to buy — more
 * than a catalogue piece can gain by style, size and colour together, less than a clash costs.
 */
const OWNED = 6;
/** An own piece worn in an earlier look again costs this (it may repeat: a catalogue one never). */
const REPEATED = 3;

/** How many times each piece was put into the looks so far. */
export type Used = Map<string, number>;

/**
 * What a candidate adds beside the pieces chosen so far, or -Infinity where it may not stand:
 * women's and men's pieces mixed, or no season shared. Colour and style count against every
 * chosen piece, style and price balance once more against the asked pieces; then public outfits
 * that hold it beside them, the shopper's own clothes first, their usual size.
 */
export function candidateScore(
  candidate: Piece,
  chosen: readonly Piece[],
  asked: readonly Piece[],
  used: Used,
): number {
  if (!chosen.every((p) => gendersAgree(p, candidate))) return -Infinity;
  if (!shareSeason([...chosen, candidate])) return -Infinity;
  const times = used.get(candidate.key) ?? 0;
  if (times > 0 && candidate.source === 'catalog') return -Infinity;
  let score = 0;
  for (const piece of chosen) {
    score += colourPairScore(piece.color, candidate.color);
    score += 0.5 * styleScore(piece.style, candidate.style);
  }
  for (const piece of asked) {
    score += styleScore(piece.style, candidate.style);
    score += priceScore(candidate.price, piece.price);
  }
  score += Math.min(4, 2 * candidate.together);
  score += candidate.source === 'wardrobe' ? OWNED - REPEATED * times : 1.5 * candidate.sizeFit;
  return score;
}

/** One look around the asked pieces: each slot it lacks filled by the best candidate in turn. */
export function assembleLook(
  asked: readonly Piece[],
  pool: readonly Piece[],
  used: Used,
): Look | null {
  const pieces = [...asked];
  const added: Piece[] = [];
  let score = 0;
  for (let need = nextNeed(pieces); need !== null; need = nextNeed(pieces)) {
    let best: Piece | null = null;
    let bestScore = -Infinity;
    for (const candidate of pool) {
      if (pieces.some((p) => p.key === candidate.key)) continue;
      if (!fills(candidate, need, pieces)) continue;
      const value = candidateScore(candidate, pieces, asked, used);
      if (value > bestScore) [best, bestScore] = [candidate, value];
    }
    // A slot nothing fits stays empty: the look is shown without it rather than not at all.
    if (!best) {
      pieces.push(placeholder(need));
      continue;
    }
    pieces.push(best);
    added.push(best);
    score += bestScore;
  }
  if (!added.length) return null;
  return { pieces: pieces.filter((p) => p.id > 0), added, score };
}

/** Stands for a slot left empty so the look moves on to the next; dropped from the answer. */
function placeholder(slot: Piece['slot']): Piece {
  return {
    key: `empty:${slot}`,
    source: 'catalog',
    id: 0,
    itemId: null,
    slot,
    kind: null,
    color: null,
    seasons: [],
    style: null,
    price: null,
    gender: null,
    together: 0,
    sizeFit: 0,
  };
}

/**
 * Up to `count` looks around the same asked pieces that differ from each other: a catalogue
 * piece is in one look at most, an own piece may come back at a cost. `used` carries over
 * between calls (the wardrobe's looks around different pieces).
 */
export function buildLooks(input: {
  asked: readonly Piece[];
  pool: readonly Piece[];
  count?: number;
  used?: Used;
}): Look[] {
  const { asked, pool, count = STYLIST_LOOKS, used = new Map() } = input;
  const looks: Look[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < count; i++) {
    const look = assembleLook(asked, pool, used);
    if (!look) break;
    const signature = look.added
      .map((p) => p.key)
      .sort()
      .join(',');
    for (const piece of look.added) used.set(piece.key, (used.get(piece.key) ?? 0) + 1);
    // Own pieces alone may make the same look again: it is not another look.
    if (seen.has(signature)) continue;
    seen.add(signature);
    looks.push(look);
  }
  return looks;
}
