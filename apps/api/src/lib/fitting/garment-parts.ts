import type { Cutout } from '../cutout';
import { beltParts, withoutFloorShadow } from './accessory-parts';
import type { Pt } from './body';
import type { GarmentForm } from './garment-form';
import type { GarmentParts } from './garment-parts.types';

const alphaAt = (cut: Cutout, x: number, y: number) => cut.data[(y * cut.width + x) * 4 + 3]!;
const SOLID = 96;

/** The run of solid pixels on row y that contains x (or the nearest one), as [left, right]. */
function runAt(cut: Cutout, y: number, x: number): [number, number] | null {
  let cx = Math.round(x);
  if (alphaAt(cut, cx, y) < SOLID) {
    let found = -1;
    for (let d = 1; d < cut.width * 0.15 && found < 0; d++) {
      if (cx - d >= 0 && alphaAt(cut, cx - d, y) >= SOLID) found = cx - d;
      else if (cx + d < cut.width && alphaAt(cut, cx + d, y) >= SOLID) found = cx + d;
    }
    if (found < 0) return null;
    cx = found;
  }
  let left = cx;
  let right = cx;
  while (left > 0 && alphaAt(cut, left - 1, y) >= SOLID) left--;
  while (right < cut.width - 1 && alphaAt(cut, right + 1, y) >= SOLID) right++;
  return [left, right];
}

function solidRows(cut: Cutout): [number, number] {
  let top = 0;
  let bottom = cut.height - 1;
  const rowHas = (y: number) => {
    for (let x = 0; x < cut.width; x++) if (alphaAt(cut, x, y) >= SOLID) return true;
    return false;
  };
  while (top < bottom && !rowHas(top)) top++;
  while (bottom > top && !rowHas(bottom)) bottom--;
  return [top, bottom];
}

/** The pixels of the cut-out that `keep` accepts, the others made transparent. */
export function pick(cut: Cutout, keep: (x: number, y: number) => boolean): Buffer {
  const out = Buffer.alloc(cut.data.length);
  for (let y = 0; y < cut.height; y++)
    for (let x = 0; x < cut.width; x++) {
      if (!keep(x, y)) continue;
      const i = (y * cut.width + x) * 4;
      cut.data.copy(out, i, i, i + 4);
    }
  return out;
}

/**
 * A part's spine by principal axes: the line its pixels lie along, from the end nearest `root`
 * to the far end, with half widths measured near each end.
 */
function spineOf(cut: Cutout, pixels: Buffer, root: Pt) {
  let n = 0;
  let mx = 0;
  let my = 0;
  for (let y = 0; y < cut.height; y += 2)
    for (let x = 0; x < cut.width; x += 2)
      if (pixels[(y * cut.width + x) * 4 + 3]! >= SOLID) {
        n++;
        mx += x;
        my += y;
      }
  if (n < 20) return null;
  mx /= n;
  my /= n;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let y = 0; y < cut.height; y += 2)
    for (let x = 0; x < cut.width; x += 2)
      if (pixels[(y * cut.width + x) * 4 + 3]! >= SOLID) {
        sxx += (x - mx) ** 2;
        syy += (y - my) ** 2;
        sxy += (x - mx) * (y - my);
      }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  let ux = Math.cos(angle);
  let uy = Math.sin(angle);
  let tMin = Infinity;
  let tMax = -Infinity;
  const samples: { t: number; d: number }[] = [];
  for (let y = 0; y < cut.height; y += 2)
    for (let x = 0; x < cut.width; x += 2)
      if (pixels[(y * cut.width + x) * 4 + 3]! >= SOLID) {
        const t = (x - mx) * ux + (y - my) * uy;
        samples.push({ t, d: Math.abs(-(x - mx) * uy + (y - my) * ux) });
        tMin = Math.min(tMin, t);
        tMax = Math.max(tMax, t);
      }
  let a = { x: mx + ux * tMin, y: my + uy * tMin };
  let b = { x: mx + ux * tMax, y: my + uy * tMax };
  const widthNear = (lo: number, hi: number) => {
    const ds = samples.filter((s) => s.t >= lo && s.t <= hi).map((s) => s.d);
    ds.sort((p, q) => p - q);
    return (ds[Math.floor(ds.length * 0.95)] ?? 1) + 2;
  };
  const span = tMax - tMin;
  let half: [number, number] = [widthNear(tMin, tMin + span / 3), widthNear(tMax - span / 3, tMax)];
  if (Math.hypot(b.x - root.x, b.y - root.y) < Math.hypot(a.x - root.x, a.y - root.y)) {
    [a, b] = [b, a];
    half = [half[1], half[0]];
    ux = -ux;
    uy = -uy;
  }
  return { from: a, to: b, half };
}

/** The narrowest width of the central run over a band of rows (the body below the sleeves). */
function narrowest(cut: Cutout, cx: number, fromY: number, toY: number) {
  let best = { width: Infinity, y: fromY };
  for (let y = Math.round(fromY); y <= toY; y += 2) {
    const run = runAt(cut, y, cx);
    if (run && run[1] - run[0] < best.width) best = { width: run[1] - run[0] + 1, y };
  }
  return Number.isFinite(best.width) ? best : null;
}

function topParts(cut: Cutout, dress: boolean): GarmentParts | null {
  const [top, bottom] = solidRows(cut);
  const cx = cut.width / 2;
  const h = bottom - top;
  const waist = narrowest(cut, cx, top + h * 0.35, top + h * (dress ? 0.6 : 0.8));
  if (!waist) return null;
  const half = (waist.width / 2) * 1.04;
  // Below a dress's waist everything is its skirt; above it (and on tops) what is outside the
  // body's band is a sleeve.
  const inBody = (x: number, y: number) => Math.abs(x - cx) <= half || (dress && y > waist.y);
  const sleeves = ([-1, 1] as const).flatMap((side) => {
    const pixels = pick(cut, (x, y) => !inBody(x, y) && Math.sign(x - cx) === side);
    const spine = spineOf(cut, pixels, { x: cx + side * half, y: top });
    if (!spine || Math.hypot(spine.to.x - spine.from.x, spine.to.y - spine.from.y) < h * 0.08)
      return [];
    return [{ role: 'sleeve' as const, pixels, side, ...spine }];
  });
  const hasSleeves = sleeves.length === 2;
  const bodyPixels = hasSleeves ? pick(cut, inBody) : cut.data;
  const reach = hasSleeves ? half : cut.width / 2;
  let widest = half;
  for (let y = top; y <= bottom; y += 3) {
    const run = runAt(cut, y, cx);
    if (run) widest = Math.max(widest, Math.min(reach * 3, Math.max(cx - run[0], run[1] - cx)));
  }
  // The shoulder seam: where the sleeves begin, else a little below the neckline.
  const hangY = hasSleeves
    ? Math.min(...sleeves.map((s) => Math.min(s.from.y, s.to.y))) + h * 0.02
    : top + h * 0.06;
  return {
    width: cut.width,
    height: cut.height,
    reference: waist.width,
    hangY,
    hemY: bottom,
    parts: [
      {
        role: 'body',
        pixels: bodyPixels,
        from: { x: cx, y: top },
        to: { x: cx, y: bottom },
        half: [widest + 2, widest + 2],
        side: 0,
      },
      ...(hasSleeves ? sleeves : []),
    ],
  };
}

function bottomParts(cut: Cutout, skirt: boolean): GarmentParts | null {
  const [top, bottom] = solidRows(cut);
  const cx = cut.width / 2;
  const h = bottom - top;
  const band = runAt(cut, Math.round(top + h * 0.03), cx);
  if (!band) return null;
  const waistWidth = band[1] - band[0] + 1;
  let widest = waistWidth / 2;
  for (let y = top; y <= bottom; y += 3) {
    const run = runAt(cut, y, cx);
    if (run) widest = Math.max(widest, cx - run[0], run[1] - cx);
  }
  // The crotch: the first row from which the centre stays open down to the hem.
  let crotch = -1;
  if (!skirt) {
    for (let y = bottom; y > top + h * 0.1; y--) {
      if (alphaAt(cut, Math.round(cx), y) >= SOLID) {
        crotch = y + 1;
        break;
      }
    }
    if (crotch > top + h * 0.85) crotch = -1;
  }
  const whole = {
    width: cut.width,
    height: cut.height,
    reference: waistWidth,
    hangY: top,
    hemY: bottom,
  };
  if (crotch < 0)
    return {
      ...whole,
      parts: [
        {
          role: 'skirt',
          pixels: cut.data,
          from: { x: cx, y: top },
          to: { x: cx, y: bottom },
          half: [widest + 2, widest + 2],
          side: 0,
        },
      ],
    };
  const legs = ([-1, 1] as const).flatMap((side) => {
    const pixels = pick(cut, (x, y) => y >= crotch - 2 && Math.sign(x - cx) === side);
    const spine = spineOf(cut, pixels, { x: cx + (side * waistWidth) / 4, y: crotch });
    return spine ? [{ role: 'leg' as const, pixels, side, ...spine }] : [];
  });
  if (legs.length < 2) return null;
  return {
    ...whole,
    parts: [
      {
        role: 'hips',
        pixels: pick(cut, (_x, y) => y < crotch + 2),
        from: { x: cx, y: top },
        to: { x: cx, y: crotch },
        half: [widest + 2, widest + 2],
        side: 0,
      },
      ...legs,
    ],
  };
}

/**
 * The near shoe of a product picture of a pair (drawn side-on, the far one behind it, up and to
 * the right): the lower part of the picture, toe on the left as most shop photos have it.
 */
function shoeParts(cut: Cutout): GarmentParts {
  const [top, bottom] = solidRows(cut);
  const h = bottom - top;
  const nearTop = Math.round(top + h * 0.38);
  const pixels = pick(cut, (x, y) => y >= nearTop && x <= cut.width * 0.86);
  return {
    width: cut.width,
    height: cut.height,
    reference: cut.width * 0.86,
    hangY: nearTop,
    hemY: bottom,
    parts: [
      {
        role: 'shoe',
        pixels,
        from: { x: cut.width * 0.86, y: (nearTop + bottom) / 2 },
        to: { x: 0, y: (nearTop + bottom) / 2 },
        half: [(bottom - nearTop) / 2 + 2, (bottom - nearTop) / 2 + 2],
        side: 0,
      },
    ],
  };
}

function wholeParts(cut: Cutout): GarmentParts {
  return {
    width: cut.width,
    height: cut.height,
    reference: cut.width,
    hangY: 0,
    hemY: cut.height,
    parts: [
      {
        role: 'whole',
        pixels: cut.data,
        from: { x: cut.width / 2, y: 0 },
        to: { x: cut.width / 2, y: cut.height },
        half: [cut.width / 2, cut.width / 2],
        side: 0,
      },
    ],
  };
}

/**
 * Splits a cut-out garment into the parts that follow the body: a top into its body and two
 * sleeves, trousers into hips and two legs, a skirt or a dress's skirt in one piece, a pair of
 * shoes into one shoe, a belt into a straight band. A picture whose outline allows no better is fitted whole.
 */
export function partsOf(picture: Cutout, form: GarmentForm): GarmentParts {
  const cut = withoutFloorShadow(picture);
  const parts =
    form.cut === 'top' || form.cut === 'dress'
      ? topParts(cut, form.cut === 'dress')
      : form.cut === 'trousers' || form.cut === 'skirt'
        ? bottomParts(cut, form.cut === 'skirt')
        : form.cut === 'shoes'
          ? shoeParts(cut)
          : form.cut === 'belt'
            ? beltParts(cut)
            : null;
  return parts ?? wholeParts(cut);
}
