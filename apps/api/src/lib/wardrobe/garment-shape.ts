import type { Category, GarmentKind } from '@shop/contract';
import { partsOf, type Mask } from './mask-tools';

/** A garment's outline: alpha per pixel (0–255), cropped to it. */
export type Outline = { alpha: Uint8Array; width: number; height: number };
export type Guess = { slot: Category; kind: GarmentKind | null };

const SOLID = 128;

/** The opaque runs of a row, as [start, end) pairs, gaps narrower than `bridge` closed. */
function runsOf(o: Outline, y: number, bridge: number): [number, number][] {
  const runs: [number, number][] = [];
  const row = Math.min(o.height - 1, Math.max(0, Math.round(y))) * o.width;
  let start = -1;
  for (let x = 0; x <= o.width; x++) {
    const on = x < o.width && o.alpha[row + x]! >= SOLID;
    if (on && start < 0) {
      const last = runs.at(-1);
      if (last && x - last[1] < bridge) start = runs.pop()![0];
      else start = x;
    } else if (!on && start >= 0) {
      runs.push([start, x]);
      start = -1;
    }
  }
  return runs;
}

/** The width a row covers from its first opaque pixel to its last, as a share of the outline's. */
function spanAt(o: Outline, share: number): number {
  const runs = runsOf(o, share * (o.height - 1), o.width);
  return runs.length ? (runs.at(-1)![1] - runs[0]![0]) / o.width : 0;
}

/** The opaque share of a row. */
function fillAt(o: Outline, share: number): number {
  const runs = runsOf(o, share * (o.height - 1), 2);
  return runs.reduce((t, [a, b]) => t + b - a, 0) / o.width;
}

/**
 * How far up from the bottom the outline stays split in two (two legs, two shoes) by a gap
 * near its middle, as a share of its height.
 */
function splitFromBottom(o: Outline): number {
  const bridge = Math.max(2, o.width * 0.006);
  let rows = 0;
  for (let y = o.height - 1 - Math.floor(o.height * 0.03); y >= 0; y--) {
    const runs = runsOf(o, y, bridge).filter(([a, b]) => b - a >= o.width * 0.1);
    const split =
      runs.length >= 2 &&
      runs.some(([, end], i) => {
        const next = runs[i + 1];
        const gapMid = next ? (end + next[0]) / 2 : -1;
        return gapMid > o.width * 0.3 && gapMid < o.width * 0.7;
      });
    if (!split) break;
    rows++;
  }
  return rows / o.height;
}

/**
 * The share of the outline's box (between rows `from` and `to`, as shares of its height) that
 * is enclosed holes: a handle's opening, a belt's ring, a lens. A gap open to the box's edge (two
 * shoes, two legs) is no hole.
 */
function holeShare(o: Outline, from: number, to: number): number {
  const inverse: Mask = {
    data: o.alpha.map((v) => (v >= SOLID ? 0 : 255)),
    width: o.width,
    height: o.height,
  };
  const { label, sizes } = partsOf(inverse);
  const open = new Set<number>();
  for (let x = 0; x < o.width; x++) open.add(label[x]!).add(label[(o.height - 1) * o.width + x]!);
  for (let y = 0; y < o.height; y++)
    open.add(label[y * o.width]!).add(label[y * o.width + o.width - 1]!);
  const least = o.alpha.length * 0.004;
  let hole = 0;
  const [y0, y1] = [Math.floor(from * o.height), Math.ceil(to * o.height)];
  for (let i = y0 * o.width; i < Math.min(o.alpha.length, y1 * o.width); i++) {
    const part = label[i]!;
    if (part && !open.has(part) && sizes[part]! >= least) hole++;
  }
  return hole / Math.max(1, (y1 - y0) * o.width);
}

/** The widest row's span within rows `from` to `to` (shares of the height). */
function widestIn(o: Outline, from: number, to: number): number {
  let widest = 0;
  for (let s = from; s <= to; s += 0.02) widest = Math.max(widest, spanAt(o, s));
  return widest;
}

function opaqueShare(o: Outline): number {
  let n = 0;
  for (let i = 0; i < o.alpha.length; i++) if (o.alpha[i]! >= SOLID) n++;
  return n / o.alpha.length;
}

/**
 * Footwear seen from the side or from above: boots when a shoe stands taller than long, heels'
 * and loafers' «туфли» when the sole does not touch the ground along its length (a heel), else
 * trainers.
 */
/**
 * Footwear by its height to its length: a boot's shaft stands tall, a trainer is chunky, a
 * heel's or loafer's «туфли» low and slim; a pair seen from above says nothing of it.
 */
function footwearKind(o: Outline, pairFromAbove: boolean): GarmentKind {
  if (pairFromAbove) return 'shoes';
  const aspect = o.height / o.width;
  return aspect > 0.62 ? 'boots' : aspect > 0.42 ? 'sneakers' : 'shoes';
}

function topKind(o: Outline): GarmentKind {
  const aspect = o.height / o.width;
  // A hanger's bar or a collar can make one row narrow: the sleeves' widest row counts.
  const shoulders = widestIn(o, 0.12, 0.4);
  const waist = spanAt(o, 0.62);
  const hem = spanAt(o, 0.92);
  const sleevesApart = runsOf(o, o.height * 0.5, 2).length >= 3;
  // Long and slim: a dress, or a coat when its sleeves hang apart from it.
  if (aspect > 1.45) return sleevesApart ? 'coat' : 'dress';
  const longSleeves = sleevesApart || (waist > 0.86 && spanAt(o, 0.8) > 0.86);
  // A dress: narrow above and widening to its hem.
  if (!longSleeves && aspect > 1.25 && hem > waist * 1.1 && shoulders < 0.85) return 'dress';
  if (longSleeves) {
    // A hood stands above the shoulders as a narrow block; an open front parts the top rows.
    if (spanAt(o, 0.12) < 0.5 && spanAt(o, 0.03) > 0.2) return 'hoodie';
    if (runsOf(o, o.height * 0.12, Math.max(2, o.width * 0.01)).length >= 2) return 'jacket';
    return 'sweater';
  }
  if (shoulders > 0.85 && waist < 0.8) return 'tshirt';
  return shoulders < 0.75 ? 'blouse' : 'tshirt';
}

/** Accessories and footwear, told by holes, pairs and domes; null when the outline is none. */
function smallThing(o: Outline, split: number, banded: boolean): Guess | null {
  const aspect = o.height / o.width;
  // Glasses: a frame's bar across the top over two lenses.
  const bar = spanAt(o, 0.1) > 0.8 && runsOf(o, o.height * 0.6, 2).length >= 2;
  if (aspect < 0.5 && (split > 0.88 || bar)) return { slot: 'accessory', kind: 'glasses' };
  if (split > 0.88) return { slot: 'footwear', kind: footwearKind(o, aspect > 0.9) };
  if (aspect < 0.7 && holeShare(o, 0, 1) > 0.2 && opaqueShare(o) < 0.5)
    return { slot: 'accessory', kind: 'belt' };
  // A cap's dome widens steadily from a narrow crown, no waistband, no shoulders.
  const dome = [0.05, 0.25, 0.45, 0.65].map((share) => spanAt(o, share));
  const rising = dome.every((w, i) => i === 0 || w >= dome[i - 1]! - 0.03);
  if (
    aspect > 0.5 &&
    aspect < 0.8 &&
    !banded &&
    rising &&
    dome[0]! > 0.15 &&
    dome[0]! < 0.45 &&
    dome[1]! > 0.55 &&
    dome[1]! < 0.88 &&
    opaqueShare(o) > 0.6
  )
    return { slot: 'accessory', kind: 'hat' };
  // A bottle: a narrow cap over a solid body.
  if (aspect > 1.1 && opaqueShare(o) > 0.85 && spanAt(o, 0.05) < 0.6 && spanAt(o, 0.6) > 0.9)
    return { slot: 'fragrance', kind: 'perfume' };
  // Shoes stand on a wide sole under a narrow collar or shaft.
  const narrowTop = spanAt(o, 0.08) < 0.5 && spanAt(o, 0.3) < 0.75;
  if (aspect < 0.85 && widestIn(o, 0.7, 1) > 0.85 && narrowTop && !banded)
    return { slot: 'footwear', kind: footwearKind(o, false) };
  if (aspect < 0.55 || (aspect < 0.75 && !banded))
    return { slot: 'footwear', kind: footwearKind(o, false) };
  // A bag: a handle's narrow arch, its opening a hole, over a solid body.
  const handle = spanAt(o, 0.05) < 0.5 && holeShare(o, 0, 0.45) > 0.03;
  if (handle && aspect < 1.6 && fillAt(o, 0.7) > 0.8 && !banded)
    return { slot: 'accessory', kind: 'bag' };
  return null;
}

/**
 * The slot and kind a flat garment's outline suggests (a flat-lay, a hanger, a product picture):
 * legs parted below a waistband are trousers or shorts, a pair of parts all the way up are
 * shoes, a low wide outline is footwear, a handle over a solid body a bag, a waistband widening
 * to a hem a skirt; the rest a top, told apart by its sleeves and length.
 */
export function guessFromOutline(o: Outline, denim: boolean): Guess {
  const aspect = o.height / o.width;
  const split = splitFromBottom(o);
  // A waistband: a straight, filled top edge that widens slowly (a top's neckline opens onto
  // shoulders and sleeves within a few rows).
  // Read a little below the edge: belt loops and a folded waistband make the very top ragged.
  const waistband = spanAt(o, 0.07);
  const banded =
    waistband > 0.4 &&
    fillAt(o, 0.07) >= waistband * 0.9 &&
    waistband - spanAt(o, 0.04) < 0.15 &&
    spanAt(o, 0.15) - waistband < 0.2;
  // Sleeves hanging beside a top's body: three parts across its lower rows, never a bottom.
  const sleevesHang =
    [0.5, 0.7, 0.9].filter((share) => runsOf(o, o.height * share, 2).length >= 3).length >= 2;
  const bottomLike = !sleevesHang;
  if (bottomLike && ((split > 0.05 && banded && aspect > 0.55) || (split > 0.3 && aspect > 1.3))) {
    const kind = aspect < 1.35 && split < 0.5 ? 'shorts' : denim ? 'jeans' : 'trousers';
    return { slot: 'bottom', kind };
  }
  const small = smallThing(o, split, banded);
  if (small) return small;
  const spans = [0.15, 0.3, 0.5, 0.7, 0.85].map((share) => spanAt(o, share));
  // A scarf hangs long and about as wide all along (a long dress widens to its hem).
  if (aspect > 1.9 && Math.max(...spans) < Math.min(...spans) * 1.3)
    return { slot: 'accessory', kind: 'scarf' };
  // A skirt widens all the way from its waistband to its hem (a dress narrows at the waist).
  const down = [0.07, 0.15, 0.3, 0.5, 0.7, 0.9].map((share) => spanAt(o, share));
  const widening = down.every((w, i) => i === 0 || w >= down[i - 1]! - 0.03);
  if (bottomLike && aspect < 1.6 && banded && widening && down[5]! >= waistband * 1.05)
    return { slot: 'bottom', kind: 'skirt' };
  // Shorts folded flat: a waistband over a wide short body that narrows to the legs' hems (a
  // T-shirt is widest at its sleeves, up high).
  const lowWide = widestIn(o, 0.55, 0.9) >= widestIn(o, 0.1, 0.35);
  if (bottomLike && aspect > 0.55 && aspect < 1.2 && banded && !widening && lowWide)
    return { slot: 'bottom', kind: 'shorts' };
  return { slot: 'top', kind: topKind(o) };
}

/**
 * A smooth round or oval blob: its rows' spans follow an ellipse's and it fills about the
 * ellipse's share of its box.
 */
function blob(o: Outline): boolean {
  const fill = opaqueShare(o);
  if (fill < 0.72 || fill > 0.83) return false;
  return [0.1, 0.25, 0.5, 0.75, 0.9].every(
    (s) => Math.abs(spanAt(o, s) - 2 * Math.sqrt(s * (1 - s))) < 0.09,
  );
}

/**
 * No garment lies as a smooth ellipse (a lake, a plate, a ball); a roundish thing seen from above
 * is a hat, unless it is in a fruit's colours (an orange, an apple, a lemon): null then.
 */
export function roundThing(o: Outline, firstColour: string): 'none' | 'hat' | null {
  if (!blob(o)) return null;
  const aspect = o.height / o.width;
  return aspect > 0.75 && aspect < 1.35 && !FRUIT_COLOURS.has(firstColour) ? 'hat' : 'none';
}

const FRUIT_COLOURS = new Set(['оранжевый', 'жёлтый', 'красный', 'зелёный', 'золотистый']);
