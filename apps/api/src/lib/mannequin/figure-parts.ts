/**
 * What a shopper's figure draws beyond the store mannequin's outline: its tones, a hand with a
 * thumb instead of the mannequin's mitten, and hair. Paths are [dx, y] points on the default
 * drawing (dx from the centre line, y in pixels) that mannequin.ts sends through the figure's map.
 */
import type { Colour, Figure, FigureMap } from './figure-shape';
import { MANNEQUIN_LAYOUT as L } from './mannequin-layout';

/** The colours a body part is drawn with; `gradient` names the vertical light's gradient. */
export type Palette = {
  base: string;
  outline: string;
  shade: string;
  light: string;
  gradient: string;
  /** How strong the highlights are: a figure's are calmer than the glossy store mannequin's. */
  sheen: number;
};

/** The store mannequin's own colours (its covers and previews are drawn with these). */
export const MANNEQUIN_PALETTE: Palette = {
  base: '#e3dcd1',
  outline: '#a39888',
  shade: '#6e604e',
  light: '#ffffff',
  gradient: 'skinV',
  sheen: 1,
};

const hex = (c: readonly number[]) =>
  `#${c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
const times = (c: Colour, k: number) => c.map((v) => v * k);
const towards = (c: Colour, to: number, k: number) => c.map((v) => v + (to - v) * k);

/**
 * A calm drawn tone from a sampled skin colour: outline and shading are the same hue darker, and
 * the highlights a lighter skin rather than white, which would grey a dark tone.
 */
export function paletteOf(skin: Colour): Palette {
  return {
    base: hex(skin),
    outline: hex(times(skin, 0.68)),
    shade: hex(times(skin, 0.45)),
    light: hex(towards(skin, 255, 0.6)),
    gradient: 'skinV',
    sheen: 0.5,
  };
}

/** The vertical light over every body part: a little lighter at the top, darker at the feet. */
export function gradientDefs(colours: Palette): string {
  return `<linearGradient id="${colours.gradient}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours.light === '#ffffff' ? '#fff' : colours.light}" stop-opacity=".18"/><stop offset=".55" stop-color="${colours.light === '#ffffff' ? '#fff' : colours.light}" stop-opacity="0"/><stop offset="1" stop-color="${colours.shade}" stop-opacity=".1"/></linearGradient>`;
}

const H = L.height;
const y = (fraction: number) => Math.round(H * fraction);

/**
 * A relaxed hand seen from the front, palm to the thigh: narrower than the mitten, fingers
 * rounded at the tip, the thumb a small rise on the inner side. Replaces the mitten between the
 * outer and the inner wrist of the arm's outline.
 */
export const FIGURE_HAND =
  ` C158,${y(0.548)} 160,${y(0.572)} 157,${y(0.59)}` +
  ` C154,${y(0.606)} 148,${y(0.614)} 141,${y(0.612)}` +
  ` C135,${y(0.61)} 131,${y(0.601)} 131,${y(0.59)}` +
  ` C130,${y(0.578)} 123,${y(0.572)} 122,${y(0.558)}` +
  ` C121,${y(0.546)} 124,${y(0.536)} 127,${y(0.528)}`;

/** The thumb's crease: one fine line, so the hand reads as a hand and not as a blob. */
export function handDetails(path: (d: string) => string, colours: Palette): string {
  return `<path d="${path(`M131,${y(0.59)} C128,${y(0.576)} 126,${y(0.562)} 127,${y(0.548)}`)}" fill="none" stroke="${colours.outline}" stroke-width="1.1" stroke-linecap="round"/>`;
}

const HEAD_TOP = y(L.headTop);

/** Short hair: a cap over the top of the head down to the ears, its hairline high on the brow. */
const HAIR_CAP =
  `M0,${HEAD_TOP - 6} C32,${HEAD_TOP - 6} 54,${HEAD_TOP + 20} 53,${HEAD_TOP + 56}` +
  ` C53,${HEAD_TOP + 68} 52,${HEAD_TOP + 78} 49,${HEAD_TOP + 84}` +
  ` C46,${HEAD_TOP + 64} 42,${HEAD_TOP + 46} 30,${HEAD_TOP + 38}` +
  ` C20,${HEAD_TOP + 32} 8,${HEAD_TOP + 31} 0,${HEAD_TOP + 32}`;

/** Long hair behind the head, falling past the neck onto the back (hidden by the shoulders). */
const HAIR_LONG =
  `M0,${HEAD_TOP - 8} C36,${HEAD_TOP - 8} 58,${HEAD_TOP + 20} 58,${HEAD_TOP + 60}` +
  ` C60,${y(0.15)} 66,${y(0.185)} 76,${y(0.214)}` +
  ` C60,${y(0.222)} 40,${y(0.222)} 28,${y(0.215)}` +
  ` C16,${y(0.21)} 8,${y(0.205)} 0,${y(0.205)}`;

/** The right half of a symmetric outline mirrored into a closed path, through the map. */
function symmetric(right: string, map: FigureMap): string {
  const pts = [...right.matchAll(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g)].map(
    (m) => [Number(m[1]), Number(m[2])] as const,
  );
  const at = ([dx, yy]: readonly [number, number], mirror: boolean) =>
    map('head', mirror ? -dx : dx, yy)
      .map((v) => Math.round(v * 10) / 10)
      .join(',');
  let d = `M${at(pts[0]!, false)}`;
  for (let i = 1; i + 2 < pts.length; i += 3)
    d += `C${at(pts[i]!, false)} ${at(pts[i + 1]!, false)} ${at(pts[i + 2]!, false)}`;
  for (let i = pts.length - 1; i >= 3; i -= 3)
    d += `C${at(pts[i - 1]!, true)} ${at(pts[i - 2]!, true)} ${at(pts[i - 3]!, true)}`;
  return `${d}Z`;
}

/** One hair shape: flat colour, darker towards its edges, a soft sheen, a fine outline. */
function hairShape(d: string, id: string, colour: Colour): string {
  const rim = [24, 16, 10, 5]
    .map(
      (w) =>
        `<path d="${d}" fill="none" stroke="${hex(times(colour, 0.55))}" stroke-opacity=".08" stroke-width="${w}"/>`,
    )
    .join('');
  return (
    `<path d="${d}" fill="${hex(colour)}"/>` +
    `<g clip-path="url(#${id})">${rim}</g>` +
    `<path d="${d}" fill="none" stroke="${hex(times(colour, 0.7))}" stroke-width="1.2" stroke-linejoin="round"/>`
  );
}

/** The figure's hair: what is drawn behind the body (long hair) and over the head (the cap). */
export function hairParts(map: FigureMap, figure: Figure) {
  const colour = figure.hair!;
  const cap = symmetric(HAIR_CAP, map);
  const long = figure.longHair ? symmetric(HAIR_LONG, map) : '';
  const sheen = map('head', -18, HEAD_TOP + 14);
  const sheenEnd = map('head', 4, HEAD_TOP + 2);
  return {
    defs:
      `<clipPath id="hairCap"><path d="${cap}"/></clipPath>` +
      (long ? `<clipPath id="hairLong"><path d="${long}"/></clipPath>` : ''),
    behind: long ? hairShape(long, 'hairLong', colour) : '',
    front:
      hairShape(cap, 'hairCap', colour) +
      `<path d="M${sheen.join(',')} Q${map('head', -12, HEAD_TOP + 2).join(',')} ${sheenEnd.join(',')}" fill="none" stroke="${hex(towards(colour, 255, 0.35))}" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/>`,
  };
}
