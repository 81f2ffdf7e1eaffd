/**
 * Draws the shop's mannequin (a neutral, faceless store mannequin standing front-on) and writes
 * apps/web/public/maneken.png (transparent) and apps/web/public/maneken.jpg (studio backdrop).
 * Our own artwork, committed; run again after changing the drawing:
 *
 *   npx tsx apps/api/src/lib/mannequin/mannequin.ts
 *
 * The proportions follow MANNEQUIN_LAYOUT so a try-on compositor can place garments on it.
 */
import fs from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { bendPath } from './bend-path';
import {
  FIGURE_HAND,
  gradientDefs,
  hairParts,
  handDetails,
  MANNEQUIN_PALETTE,
  paletteOf,
  type Palette,
} from './figure-parts';
import {
  DEFAULT_FIGURE,
  figureMap,
  roundFigure,
  type Figure,
  type FigureMap,
  type Region,
} from './figure-shape';
import { MANNEQUIN_LAYOUT as L } from './mannequin-layout';

const W = L.width;
const H = L.height;
const CX = W * L.centerX;

type Pt = [number, number];
const PAIR = /(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g;
const r1 = (v: number) => Math.round(v * 10) / 10;

/**
 * A path written as [dx, y] points (dx from the centre line) through the figure's map; mirrored
 * to the left side when asked. The default figure's map leaves every point where it is.
 */
export function mapPath(d: string, map: FigureMap, region: Region, mirror = false): string {
  return d.replace(PAIR, (_m, dx: string, y: string) => {
    const [x, yy] = map(region, mirror ? -Number(dx) : Number(dx), Number(y));
    return `${r1(x)},${r1(yy)}`;
  });
}

/** A closed outline symmetric about the centre: the right half from the centre line back to it. */
export function symmetricOutline(right: string, map: FigureMap, region: Region = 'body'): string {
  const points: Pt[] = [...right.matchAll(PAIR)].map((m) => [Number(m[1]), Number(m[2])]);
  // right half: M p0 C c c p ... ; mirrored half walks the same cubic segments backwards
  const start = points[0]!;
  const segs: [Pt, Pt, Pt][] = [];
  for (let i = 1; i + 2 < points.length; i += 3)
    segs.push([points[i]!, points[i + 1]!, points[i + 2]!]);
  const fmt = ([dx, y]: Pt, mirror: boolean) => {
    const [x, yy] = map(region, mirror ? -dx : dx, y);
    return `${r1(x)},${r1(yy)}`;
  };
  let d = `M${fmt(start, false)}`;
  for (const [a, b, c] of segs) d += `C${fmt(a, false)} ${fmt(b, false)} ${fmt(c, false)}`;
  for (let i = segs.length - 1; i >= 0; i--) {
    const [a, b] = segs[i]!;
    const from = i === 0 ? start : segs[i - 1]![2];
    d += `C${fmt(b, true)} ${fmt(a, true)} ${fmt(from, true)}`;
  }
  return `${d}Z`;
}

const y = (fraction: number) => Math.round(H * fraction);

// The body (torso and legs) is one symmetric outline, so there are no seams at the hips; the right
// half runs from the neck base down the side, around the foot and back up the inner leg.
const BODY =
  `M0,${y(0.193)} C12,${y(0.193)} 20,${y(0.19)} 25,${y(0.188)}` +
  ` C46,${y(0.197)} 86,${y(0.199)} 106,${y(0.206)}` +
  ` C120,${y(0.212)} 124,${y(0.232)} 116,${y(0.254)}` +
  ` C106,${y(0.276)} 94,${y(0.29)} 91,${y(0.31)}` +
  ` C86,${y(0.37)} 67,${y(0.415)} 66,${y(L.waist)}` +
  ` C66,${y(0.48)} 94,${y(0.5)} 96,${y(0.532)}` +
  ` C100,${y(0.585)} 90,${y(0.668)} 67,${y(L.knees)}` +
  ` C62,${y(0.752)} 70,${y(0.79)} 64,${y(0.835)}` +
  ` C60,${y(0.885)} 46,${y(0.915)} 43,${y(L.ankles)}` +
  ` C54,${y(0.944)} 58,${y(0.962)} 52,${y(L.feet)}` +
  ` C42,${y(0.977)} 18,${y(0.977)} 9,${y(L.feet)}` +
  ` C5,${y(0.957)} 9,${y(0.943)} 13,${y(L.ankles)}` +
  ` C11,${y(0.868)} 17,${y(0.8)} 13,${y(0.752)}` +
  ` C11,${y(0.717)} 13,${y(0.683)} 11,${y(0.65)}` +
  ` C9,${y(0.6)} 6,${y(0.566)} 0,${y(0.556)}`;

/** The arm from the shoulder to the wrist: the store mannequin's mitten hand or a figure's hand. */
const ARM_TO_WRIST =
  `M100,${y(0.212)} C124,${y(0.214)} 134,${y(0.234)} 132,${y(0.256)}` +
  ` C138,${y(0.3)} 144,${y(0.342)} 145,${y(0.378)}` +
  ` C148,${y(0.433)} 153,${y(0.49)} 155,${y(0.528)}`;
const ARM_FROM_WRIST =
  ` C123,${y(0.49)} 117,${y(0.433)} 113,${y(0.384)}` +
  ` C109,${y(0.335)} 104,${y(0.295)} 100,${y(0.266)}` +
  ` C96,${y(0.244)} 92,${y(0.222)} 100,${y(0.212)}Z`;
const MITTEN =
  ` C166,${y(0.548)} 166,${y(0.584)} 152,${y(0.6)}` +
  ` C142,${y(0.608)} 124,${y(0.604)} 121,${y(0.588)}` +
  ` C117,${y(0.57)} 119,${y(0.548)} 127,${y(0.528)}`;

const headTop = y(L.headTop);
const chin = y(L.chin) + 4;
const HEAD =
  `M0,${headTop} C30,${headTop} 48,${headTop + 26} 48,${headTop + 58}` +
  ` C48,${headTop + 92} 34,${chin - 8} 12,${chin}` +
  ` C6,${chin + 2} -6,${chin + 2} -12,${chin}` +
  ` C-34,${chin - 8} -48,${headTop + 92} -48,${headTop + 58}` +
  ` C-48,${headTop + 26} -30,${headTop} 0,${headTop}Z`;

const NECK = `M-21,${chin - 22} C-19,${chin + 8} -21,${y(0.176)} -27,${y(0.196)} L27,${y(0.196)} C21,${y(0.176)} 19,${chin + 8} 21,${chin - 22}Z`;

/** Draws a path of [dx, y] points of the default drawing as the figure's. */
type Draw = (d: string, region: Region, mirror?: boolean) => string;

let clipIds = 0;

/** A soft line: stacked round strokes of falling width. */
function soft(d: string, color: string, opacity: number, width: number): string {
  return [1, 0.8, 0.6, 0.4, 0.2]
    .map(
      (k) =>
        `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="${(opacity / 5).toFixed(3)}" stroke-width="${(width * k).toFixed(1)}" stroke-linecap="round"/>`,
    )
    .join('');
}

/**
 * One body part: flat fill, darkening along its own outline (wide inner strokes clipped to the
 * shape, so the shading follows the silhouette like a lit cylinder), highlights, outline.
 */
function part(d: string, colours: Palette, highlights = ''): { defs: string; xml: string } {
  clipIds += 1;
  const id = `m${clipIds}`;
  const rim = [60, 50, 41, 33, 26, 19, 13, 8, 4]
    .map(
      (w) =>
        `<path d="${d}" fill="none" stroke="${colours.shade}" stroke-opacity=".03" stroke-width="${w}"/>`,
    )
    .join('');
  return {
    defs: `<clipPath id="${id}"><path d="${d}"/></clipPath>`,
    xml:
      `<path d="${d}" fill="${colours.base}"/>` +
      `<g clip-path="url(#${id})"><path d="${d}" fill="url(#${colours.gradient})"/>${rim}${highlights}</g>` +
      `<path d="${d}" fill="none" stroke="${colours.outline}" stroke-width="1.3" stroke-linejoin="round"/>`,
  };
}

/** The torso's and legs' highlights (where a soft light from the front-left catches them). */
function bodyHighlights(draw: Draw, colours: Palette): string {
  const hl = (d: string, w: number, o: number) =>
    soft(draw(d, 'body'), colours.light, o * colours.sheen, w);
  return (
    hl(`M-36,${y(0.225)} C-44,${y(0.3)} -34,${y(0.4)} -30,${y(0.5)}`, 46, 0.55) +
    hl(`M48,${y(0.24)} C50,${y(0.3)} 40,${y(0.38)} 38,${y(0.44)}`, 20, 0.25) +
    // the parting between the legs and the hip line, very soft
    soft(draw(`M0,${y(0.54)} L0,${y(0.6)}`, 'body'), colours.shade, 0.25, 10) +
    hl(`M-52,${y(0.57)} C-50,${y(0.64)} -44,${y(0.7)} -42,${y(0.73)}`, 26, 0.6) +
    hl(`M34,${y(0.57)} C36,${y(0.64)} 36,${y(0.7)} 34,${y(0.73)}`, 22, 0.45) +
    hl(`M-40,${y(0.76)} C-42,${y(0.82)} -34,${y(0.88)} -30,${y(0.92)}`, 18, 0.55) +
    hl(`M36,${y(0.76)} C38,${y(0.82)} 32,${y(0.88)} 28,${y(0.92)}`, 14, 0.4)
  );
}

/** One arm: the store mannequin's (mitten hand, joints at shoulder and wrist) or a figure's. */
function arm(draw: Draw, colours: Palette, mirror: boolean, figure: boolean) {
  const p = (d: string) => draw(d, 'arm', mirror);
  const outline = ARM_TO_WRIST + (figure ? FIGURE_HAND : MITTEN) + ARM_FROM_WRIST;
  // The highlight runs down the arm; a figure's stops at the wrist so the hand stays clean.
  const end = figure ? `${mirror ? 138 : 133},${y(0.5)}` : `${mirror ? 140 : 134},${y(0.58)}`;
  const light = soft(
    p(
      `M${mirror ? 124 : 114},${y(0.24)} C${mirror ? 130 : 120},${y(0.33)} ${mirror ? 136 : 128},${y(0.45)} ${end}`,
    ),
    colours.light,
    0.55 * colours.sheen,
    12,
  );
  const line = (d: string) =>
    `<path d="${p(d)}" fill="none" stroke="${colours.outline}" stroke-width="1.3"/>`;
  const details = figure
    ? handDetails(p, colours)
    : // the detachable-arm joint at the shoulder and the wrist joint of a store mannequin
      line(`M96,${y(0.248)} C108,${y(0.254)} 122,${y(0.254)} 134,${y(0.246)}`) +
      line(`M127,${y(0.53)} C137,${y(0.535)} 148,${y(0.535)} 155,${y(0.529)}`);
  return part(p(outline), colours, light + details);
}

/** The studio backdrop: a light wall, a glow behind the figure and its shadow on the floor. */
const BACKDROP_DEFS =
  `<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".6"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
  `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f1ec"/><stop offset=".78" stop-color="#e6e0d6"/><stop offset="1" stop-color="#d9d2c6"/></linearGradient>` +
  `<radialGradient id="floor"><stop offset="0" stop-color="#3a3128" stop-opacity=".32"/><stop offset=".6" stop-color="#3a3128" stop-opacity=".12"/><stop offset="1" stop-color="#3a3128" stop-opacity="0"/></radialGradient>`;
const BACKDROP =
  `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
  `<ellipse cx="${CX}" cy="${y(0.4)}" rx="${W * 0.55}" ry="${H * 0.42}" fill="url(#glow)"/>` +
  `<ellipse cx="${CX}" cy="${y(L.feet) + 2}" rx="150" ry="20" fill="url(#floor)"/>`;

/**
 * The mannequin as SVG: the shop's store mannequin, or with a figure, that figure's proportions,
 * tones, hair and hands (figure-parts.ts).
 */
export function mannequinSvg(withBackdrop: boolean, asked?: Figure): string {
  clipIds = 0;
  const figure = asked && roundFigure(asked);
  const map = figureMap(figure ?? DEFAULT_FIGURE);
  const colours = figure ? paletteOf(figure.skin) : MANNEQUIN_PALETTE;
  // The store mannequin keeps its drawing to the digit; a figure's paths are bent (bend-path.ts).
  const draw: Draw = figure
    ? (d, region, mirror) => bendPath(d, map, region, mirror)
    : (d, region, mirror) => mapPath(d, map, region, mirror);
  const hl = (d: string, w: number, o = 0.5) =>
    soft(draw(d, 'head'), colours.light, o * colours.sheen, w);

  const outline = figure
    ? draw(
        symmetricOutline(BODY, (_region, dx, yy) => [dx, yy]),
        'body',
      )
    : symmetricOutline(BODY, map);
  const body = part(outline, colours, bodyHighlights(draw, colours));
  const neck = part(draw(NECK, 'neck'), colours, hl(`M-8,${chin - 10} L-10,${y(0.19)}`, 12, 0.5));
  const head = part(
    draw(HEAD, 'head'),
    colours,
    hl(
      `M-16,${headTop + 24} C-22,${headTop + 50} -18,${headTop + 80} -8,${headTop + 104}`,
      30,
      0.7,
    ),
  );
  const arms = [false, true].map((mirror) => arm(draw, colours, mirror, !!figure));
  const hair = figure?.hair ? hairParts(map, figure) : { defs: '', behind: '', front: '' };

  const defs =
    gradientDefs(colours) +
    BACKDROP_DEFS +
    [body, neck, head, ...arms].map((x) => x.defs).join('') +
    hair.defs;

  const backdrop = withBackdrop ? BACKDROP : '';

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>` +
    backdrop +
    hair.behind +
    neck.xml +
    body.xml +
    head.xml +
    hair.front +
    arms.map((a) => a.xml).join('') +
    `</svg>`
  );
}

/**
 * The mannequin as pictures: transparent PNG and JPEG on the studio backdrop. Without a figure,
 * the shop's store mannequin (covers and previews); with one, the shopper's figure. A drawing
 * costs a few tens of milliseconds; callers keep them (mannequin-body.ts).
 */
export async function renderMannequin(figure?: Figure): Promise<{ png: Buffer; jpg: Buffer }> {
  const [png, jpg] = await Promise.all([
    sharp(Buffer.from(mannequinSvg(false, figure)))
      .png({ compressionLevel: figure ? 6 : 9 })
      .toBuffer(),
    sharp(Buffer.from(mannequinSvg(true, figure)))
      .flatten({ background: '#efebe5' })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer(),
  ]);
  return { png, jpg };
}

let backdropPixels: Promise<Buffer> | undefined;

/**
 * A figure's drawing as raw pixels, for dressing: RGB on the studio backdrop and its alpha (the
 * silhouette). One rasterisation and no encoding, so a new figure costs tens of milliseconds.
 */
export async function renderFigurePixels(figure: Figure) {
  backdropPixels ??= sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>${BACKDROP_DEFS}</defs>${BACKDROP}</svg>`,
    ),
  )
    .flatten({ background: '#efebe5' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const [backdrop, rgba] = await Promise.all([
    backdropPixels,
    sharp(Buffer.from(mannequinSvg(false, figure)))
      .ensureAlpha()
      .raw()
      .toBuffer(),
  ]);
  const rgb = Buffer.alloc(W * H * 3);
  const alpha = new Uint8Array(W * H);
  for (let i = 0; i < alpha.length; i++) {
    const a = rgba[i * 4 + 3]!;
    alpha[i] = a;
    for (let c = 0; c < 3; c++)
      rgb[i * 3 + c] = Math.round((rgba[i * 4 + c]! * a + backdrop[i * 3 + c]! * (255 - a)) / 255);
  }
  return { rgb, alpha, width: W, height: H };
}

async function main(): Promise<void> {
  const outDir = fileURLToPath(new URL('../../../../web/public/', import.meta.url));
  await fs.mkdir(outDir, { recursive: true });
  const { png, jpg } = await renderMannequin();
  await fs.writeFile(`${outDir}maneken.png`, png);
  await fs.writeFile(`${outDir}maneken.jpg`, jpg);
  console.info(
    `Wrote ${outDir}maneken.png (${png.length} bytes) and maneken.jpg (${jpg.length} bytes)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
