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
import { MANNEQUIN_LAYOUT as L } from './mannequin-layout';

const W = L.width;
const H = L.height;
const CX = W * L.centerX;

type Pt = [number, number];

/** A path from [dx, y] points (dx from the centre line) on the right side, or mirrored to the left. */
function side(d: string, mirror: boolean): string {
  return d.replace(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g, (_m, dx: string, y: string) => {
    const x = mirror ? CX - Number(dx) : CX + Number(dx);
    return `${Math.round(x * 10) / 10},${y}`;
  });
}

/** A closed outline symmetric about the centre: the right half from the centre line back to it. */
function symmetricOutline(right: string): string {
  const points: Pt[] = [...right.matchAll(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
  // right half: M p0 C c c p ... ; mirrored half walks the same cubic segments backwards
  const start = points[0]!;
  const segs: [Pt, Pt, Pt][] = [];
  for (let i = 1; i + 2 < points.length; i += 3)
    segs.push([points[i]!, points[i + 1]!, points[i + 2]!]);
  const fmt = ([dx, y]: Pt, mirror: boolean) =>
    `${Math.round((mirror ? CX - dx : CX + dx) * 10) / 10},${y}`;
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
const BODY = symmetricOutline(
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
    ` C9,${y(0.6)} 6,${y(0.566)} 0,${y(0.556)}`,
);

const ARM =
  `M100,${y(0.212)} C124,${y(0.214)} 134,${y(0.234)} 132,${y(0.256)}` +
  ` C138,${y(0.3)} 144,${y(0.342)} 145,${y(0.378)}` +
  ` C148,${y(0.433)} 153,${y(0.49)} 155,${y(0.528)}` +
  ` C166,${y(0.548)} 166,${y(0.584)} 152,${y(0.6)}` +
  ` C142,${y(0.608)} 124,${y(0.604)} 121,${y(0.588)}` +
  ` C117,${y(0.57)} 119,${y(0.548)} 127,${y(0.528)}` +
  ` C123,${y(0.49)} 117,${y(0.433)} 113,${y(0.384)}` +
  ` C109,${y(0.335)} 104,${y(0.295)} 100,${y(0.266)}` +
  ` C96,${y(0.244)} 92,${y(0.222)} 100,${y(0.212)}Z`;

const headTop = y(L.headTop);
const chin = y(L.chin) + 4;
const HEAD =
  `M${CX},${headTop} C${CX + 30},${headTop} ${CX + 48},${headTop + 26} ${CX + 48},${headTop + 58}` +
  ` C${CX + 48},${headTop + 92} ${CX + 34},${chin - 8} ${CX + 12},${chin}` +
  ` C${CX + 6},${chin + 2} ${CX - 6},${chin + 2} ${CX - 12},${chin}` +
  ` C${CX - 34},${chin - 8} ${CX - 48},${headTop + 92} ${CX - 48},${headTop + 58}` +
  ` C${CX - 48},${headTop + 26} ${CX - 30},${headTop} ${CX},${headTop}Z`;

const NECK = `M${CX - 21},${chin - 22} C${CX - 19},${chin + 8} ${CX - 21},${y(0.176)} ${CX - 27},${y(0.196)} L${CX + 27},${y(0.196)} C${CX + 21},${y(0.176)} ${CX + 19},${chin + 8} ${CX + 21},${chin - 22}Z`;

const BASE = '#e3dcd1';
const OUTLINE = '#a39888';
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
function part(d: string, highlights = ''): { defs: string; xml: string } {
  clipIds += 1;
  const id = `m${clipIds}`;
  const rim = [60, 50, 41, 33, 26, 19, 13, 8, 4]
    .map(
      (w) =>
        `<path d="${d}" fill="none" stroke="#6e604e" stroke-opacity=".03" stroke-width="${w}"/>`,
    )
    .join('');
  return {
    defs: `<clipPath id="${id}"><path d="${d}"/></clipPath>`,
    xml:
      `<path d="${d}" fill="${BASE}"/>` +
      `<g clip-path="url(#${id})"><path d="${d}" fill="url(#skinV)"/>${rim}${highlights}</g>` +
      `<path d="${d}" fill="none" stroke="${OUTLINE}" stroke-width="1.3" stroke-linejoin="round"/>`,
  };
}

export function mannequinSvg(withBackdrop: boolean): string {
  clipIds = 0;
  const feet = y(L.feet);
  const hl = (d: string, w: number, o = 0.5) => soft(d, '#ffffff', o, w);

  const body = part(
    BODY,
    hl(
      `M${CX - 36},${y(0.225)} C${CX - 44},${y(0.3)} ${CX - 34},${y(0.4)} ${CX - 30},${y(0.5)}`,
      46,
      0.55,
    ) +
      hl(
        `M${CX + 48},${y(0.24)} C${CX + 50},${y(0.3)} ${CX + 40},${y(0.38)} ${CX + 38},${y(0.44)}`,
        20,
        0.25,
      ) +
      // the parting between the legs and the hip line, very soft
      soft(`M${CX},${y(0.54)} L${CX},${y(0.6)}`, '#6e604e', 0.25, 10) +
      hl(
        `M${CX - 52},${y(0.57)} C${CX - 50},${y(0.64)} ${CX - 44},${y(0.7)} ${CX - 42},${y(0.73)}`,
        26,
        0.6,
      ) +
      hl(
        `M${CX + 34},${y(0.57)} C${CX + 36},${y(0.64)} ${CX + 36},${y(0.7)} ${CX + 34},${y(0.73)}`,
        22,
        0.45,
      ) +
      hl(
        `M${CX - 40},${y(0.76)} C${CX - 42},${y(0.82)} ${CX - 34},${y(0.88)} ${CX - 30},${y(0.92)}`,
        18,
        0.55,
      ) +
      hl(
        `M${CX + 36},${y(0.76)} C${CX + 38},${y(0.82)} ${CX + 32},${y(0.88)} ${CX + 28},${y(0.92)}`,
        14,
        0.4,
      ),
  );
  const neck = part(NECK, hl(`M${CX - 8},${chin - 10} L${CX - 10},${y(0.19)}`, 12, 0.5));
  const head = part(
    HEAD,
    hl(
      `M${CX - 16},${headTop + 24} C${CX - 22},${headTop + 50} ${CX - 18},${headTop + 80} ${CX - 8},${headTop + 104}`,
      30,
      0.7,
    ),
  );
  const arms = [false, true].map((mirror) =>
    part(
      side(ARM, mirror),
      hl(
        side(
          `M${mirror ? 124 : 114},${y(0.24)} C${mirror ? 130 : 120},${y(0.33)} ${mirror ? 136 : 128},${y(0.45)} ${mirror ? 140 : 134},${y(0.58)}`,
          mirror,
        ),
        12,
        0.55,
      ) +
        // the detachable-arm joint at the shoulder and the wrist joint of a store mannequin
        `<path d="${side(`M96,${y(0.248)} C108,${y(0.254)} 122,${y(0.254)} 134,${y(0.246)}`, mirror)}" fill="none" stroke="${OUTLINE}" stroke-width="1.3"/>` +
        `<path d="${side(`M127,${y(0.53)} C137,${y(0.535)} 148,${y(0.535)} 155,${y(0.529)}`, mirror)}" fill="none" stroke="${OUTLINE}" stroke-width="1.3"/>`,
    ),
  );

  const defs =
    `<linearGradient id="skinV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#6e604e" stop-opacity=".1"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".6"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f1ec"/><stop offset=".78" stop-color="#e6e0d6"/><stop offset="1" stop-color="#d9d2c6"/></linearGradient>` +
    `<radialGradient id="floor"><stop offset="0" stop-color="#3a3128" stop-opacity=".32"/><stop offset=".6" stop-color="#3a3128" stop-opacity=".12"/><stop offset="1" stop-color="#3a3128" stop-opacity="0"/></radialGradient>` +
    [body, neck, head, ...arms].map((x) => x.defs).join('');

  const backdrop = withBackdrop
    ? `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      `<ellipse cx="${CX}" cy="${y(0.4)}" rx="${W * 0.55}" ry="${H * 0.42}" fill="url(#glow)"/>` +
      `<ellipse cx="${CX}" cy="${feet + 2}" rx="150" ry="20" fill="url(#floor)"/>`
    : '';

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>` +
    backdrop +
    neck.xml +
    body.xml +
    head.xml +
    arms.map((a) => a.xml).join('') +
    `</svg>`
  );
}

export async function renderMannequin(): Promise<{ png: Buffer; jpg: Buffer }> {
  const [png, jpg] = await Promise.all([
    sharp(Buffer.from(mannequinSvg(false)))
      .png({ compressionLevel: 9 })
      .toBuffer(),
    sharp(Buffer.from(mannequinSvg(true)))
      .flatten({ background: '#efebe5' })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer(),
  ]);
  return { png, jpg };
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
