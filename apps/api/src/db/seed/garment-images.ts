/**
 * Product pictures drawn in code: a stylised studio shot of each garment (an SVG rendered to WebP
 * with sharp), so the demo shop looks alive without any download. Every picture is deterministic
 * for the same options.
 */
import sharp from 'sharp';
import type { Category } from '@shop/contract';

// ---------------------------------------------------------------------------------------------
// Kinds and colours
// ---------------------------------------------------------------------------------------------

export const GARMENT_KINDS = {
  top: ['tshirt', 'shirt', 'hoodie', 'sweater', 'jacket', 'bomber', 'dress'],
  bottom: ['jeans', 'trousers', 'skirt', 'shorts'],
  footwear: ['sneakers', 'boots', 'heels', 'loafers'],
  accessory: ['bag', 'cap', 'scarf', 'belt', 'sunglasses'],
  fragrance: ['perfume'],
} as const satisfies Record<Category, readonly string[]>;

export type GarmentKind = (typeof GARMENT_KINDS)[Category][number];

import { colorHex } from '@shop/contract';

export { COLOR_NAMES, COLOR_PALETTE, colorHex, type ColorName } from '@shop/contract';

// ---------------------------------------------------------------------------------------------
// Colour maths
// ---------------------------------------------------------------------------------------------

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** amount > 0 lightens towards white, < 0 darkens towards black. */
function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount);
}

function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The inks derived from one base colour: fill, outline, stitching, inside, highlights. */
interface Tones {
  base: string;
  light: string;
  dark: string;
  deep: string;
  outline: string;
  stitch: string;
  isLight: boolean;
  isDark: boolean;
}

function tones(base: string): Tones {
  const lum = luminance(base);
  const isLight = lum > 0.6;
  const isDark = lum < 0.06;
  return {
    base,
    light: shade(base, isDark ? 0.16 : 0.22),
    dark: shade(base, isLight ? -0.12 : -0.25),
    deep: isLight ? mix(base, '#7b746a', 0.5) : shade(base, isDark ? -0.45 : -0.45),
    outline: isLight ? mix(base, '#6f685e', 0.55) : shade(base, isDark ? -0.5 : -0.38),
    stitch: isDark ? shade(base, 0.3) : isLight ? mix(base, '#8a8378', 0.45) : shade(base, -0.3),
    isLight,
    isDark,
  };
}

// ---------------------------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------------------------

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// SVG helpers
// ---------------------------------------------------------------------------------------------

type Pt = [number, number];
type Seg = { L: Pt } | { Q: [Pt, Pt] } | { C: [Pt, Pt, Pt] };

const CX = 400;
const f = (n: number) => (Math.round(n * 10) / 10).toString();
const p = ([x, y]: Pt) => `${f(x)},${f(y)}`;

/**
 * A closed outline symmetric about x = 400, given as its right half: points are [dx, y] with dx
 * measured from the centre line; the half starts and ends on the centre line.
 */
function symmetric(startY: number, half: Seg[]): string {
  const right = (q: Pt): Pt => [CX + q[0], q[1]];
  const left = (q: Pt): Pt => [CX - q[0], q[1]];
  let d = `M${p(right([0, startY]))}`;
  const points: Pt[] = [[0, startY]];
  for (const seg of half) {
    if ('L' in seg) {
      d += `L${p(right(seg.L))}`;
      points.push(seg.L);
    } else if ('Q' in seg) {
      d += `Q${p(right(seg.Q[0]))} ${p(right(seg.Q[1]))}`;
      points.push(seg.Q[1]);
    } else {
      d += `C${p(right(seg.C[0]))} ${p(right(seg.C[1]))} ${p(right(seg.C[2]))}`;
      points.push(seg.C[2]);
    }
  }
  for (let i = half.length - 1; i >= 0; i--) {
    const seg = half[i]!;
    const from = points[i]!;
    if ('L' in seg) d += `L${p(left(from))}`;
    else if ('Q' in seg) d += `Q${p(left(seg.Q[0]))} ${p(left(from))}`;
    else d += `C${p(left(seg.C[1]))} ${p(left(seg.C[0]))} ${p(left(from))}`;
  }
  return `${d}Z`;
}

function circlePath(cx: number, cy: number, r: number): string {
  const k = r * 0.5523;
  return (
    `M${f(cx - r)},${f(cy)}C${f(cx - r)},${f(cy - k)} ${f(cx - k)},${f(cy - r)} ${f(cx)},${f(cy - r)}` +
    `C${f(cx + k)},${f(cy - r)} ${f(cx + r)},${f(cy - k)} ${f(cx + r)},${f(cy)}` +
    `C${f(cx + r)},${f(cy + k)} ${f(cx + k)},${f(cy + r)} ${f(cx)},${f(cy + r)}` +
    `C${f(cx - k)},${f(cy + r)} ${f(cx - r)},${f(cy + k)} ${f(cx - r)},${f(cy)}Z`
  );
}

/** Mirror a path-ish string of absolute coordinates about x = 400 (only for M/L/Q/C/Z paths). */
function mirrorPath(d: string): string {
  return d.replace(
    /(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g,
    (_m, x: string, y: string) => `${f(2 * CX - Number(x))},${y}`,
  );
}

class Scene {
  private defs: string[] = [];
  private ids = 0;
  readonly body: string[] = [];

  id(prefix: string): string {
    this.ids += 1;
    return `${prefix}${this.ids}`;
  }

  def(xml: string): void {
    this.defs.push(xml);
  }

  add(xml: string): void {
    this.body.push(xml);
  }

  clip(d: string): string {
    const id = this.id('c');
    this.def(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return id;
  }

  defsXml(): string {
    return this.defs.join('');
  }
}

interface PieceOptions {
  fill?: string;
  outline?: string;
  outlineWidth?: number;
  /** Extra shapes drawn inside the outline (clipped to it): folds, seams, texture. */
  inner?: string;
  /** Horizontal lighting strength (0 = flat). */
  light?: number;
  pattern?: string;
}

/** One piece of fabric: flat colour, studio lighting, clipped details, outline. */
function piece(s: Scene, d: string, t: Tones, o: PieceOptions = {}): void {
  const clip = s.clip(d);
  const fill = o.fill ?? t.base;
  const light = o.light ?? 1;
  let xml = `<path d="${d}" fill="${fill}"/>`;
  if (o.pattern) xml += `<path d="${d}" fill="url(#${o.pattern})"/>`;
  xml += `<g clip-path="url(#${clip})">`;
  if (light > 0) {
    xml += `<path d="${d}" fill="url(#litH)" opacity="${f(light)}"/><path d="${d}" fill="url(#litV)" opacity="${f(light)}"/>`;
  }
  if (o.inner) xml += o.inner;
  xml += `</g><path d="${d}" fill="none" stroke="${o.outline ?? t.outline}" stroke-width="${o.outlineWidth ?? 2.2}" stroke-linejoin="round"/>`;
  s.add(xml);
}

/** A point on a one-segment path "Mx,y C… / Q… / L…" at parameter u in [0, 1]. */
function pointOn(points: Pt[], u: number): Pt {
  const v = 1 - u;
  if (points.length === 4) {
    const [a, b, c, d] = points as [Pt, Pt, Pt, Pt];
    const k = [v * v * v, 3 * v * v * u, 3 * v * u * u, u * u * u] as const;
    return [
      k[0] * a[0] + k[1] * b[0] + k[2] * c[0] + k[3] * d[0],
      k[0] * a[1] + k[1] * b[1] + k[2] * c[1] + k[3] * d[1],
    ];
  }
  if (points.length === 3) {
    const [a, b, c] = points as [Pt, Pt, Pt];
    return [
      v * v * a[0] + 2 * v * u * b[0] + u * u * c[0],
      v * v * a[1] + 2 * v * u * b[1] + u * u * c[1],
    ];
  }
  const [a, b] = points as [Pt, Pt];
  return [v * a[0] + u * b[0], v * a[1] + u * b[1]];
}

/** A closed lens around a one-segment path: widest in the middle, pointed at both ends. */
function lens(d: string, width: number, shift: Pt = [0, 0]): string {
  const nums = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const points: Pt[] = [];
  for (let i = 0; i + 1 < nums.length; i += 2)
    points.push([nums[i]! + shift[0], nums[i + 1]! + shift[1]]);
  const steps = 10;
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const u = i / steps;
    const [x, y] = pointOn(points, u);
    const [x2, y2] = pointOn(points, Math.min(1, u + 0.01));
    const [x1, y1] = pointOn(points, Math.max(0, u - 0.01));
    const len = Math.hypot(x2 - x1, y2 - y1) || 1;
    const nx = -(y2 - y1) / len;
    const ny = (x2 - x1) / len;
    const w = (width / 2) * Math.sin(Math.PI * u) ** 0.8;
    left.push([x + nx * w, y + ny * w]);
    right.push([x - nx * w, y - ny * w]);
  }
  return `M${left.map(p).join('L')}L${right.reverse().map(p).join('L')}Z`;
}

/**
 * Soft folds: a dark crease with a lighter ridge beside it, each a stack of tapered lenses of
 * falling width (soft edges without a blur filter, which costs several times more to render).
 */
function folds(lines: string[], t: Tones, strength = 1): string {
  const darkOpacity = (t.isDark ? 0.42 : t.isLight ? 0.1 : 0.16) * strength;
  const lightOpacity = (t.isDark ? 0.1 : t.isLight ? 0.5 : 0.26) * strength;
  const stack = (color: string, opacity: number, widths: number[], shift: Pt) =>
    `<g fill="${color}" fill-opacity="${f(opacity / widths.length)}">` +
    widths.map((w) => `<path d="${lines.map((d) => lens(d, w, shift)).join('')}"/>`).join('') +
    `</g>`;
  return (
    stack('#000', darkOpacity * 1.6, [30, 20, 12, 6], [0, 0]) +
    stack('#fff', lightOpacity * 1.4, [24, 15, 7], [13, 2])
  );
}

/** A soft-edged stroke (three stacked widths), a cheap stand-in for a blurred line. */
function softStroke(d: string, color: string, opacity: number, width: number, extra = ''): string {
  return [1.6, 1, 0.5]
    .map(
      (k) =>
        `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="${f(opacity / 2.2)}" stroke-width="${f(width * k)}" stroke-linecap="round"${extra}/>`,
    )
    .join('');
}

function stitch(d: string, t: Tones, width = 1.8, color?: string): string {
  return `<path d="${d}" fill="none" stroke="${color ?? t.stitch}" stroke-width="${width}" stroke-dasharray="7 5" stroke-linecap="round"/>`;
}

function seam(d: string, t: Tones, width = 2): string {
  return `<path d="${d}" fill="none" stroke="${t.outline}" stroke-opacity=".75" stroke-width="${width}" stroke-linecap="round"/>`;
}

/** Vertical rib lines (cuffs, hems, collars) inside a box. */
function ribs(x0: number, x1: number, y0: number, y1: number, t: Tones, step = 9): string {
  let d = '';
  for (let x = x0 + step / 2; x < x1; x += step) d += `M${f(x)},${f(y0)}L${f(x)},${f(y1)}`;
  return `<path d="${d}" stroke="${t.dark}" stroke-opacity=".7" stroke-width="2"/>`;
}

function button(x: number, y: number, r: number, color: string): string {
  const rim = shade(color, -0.35);
  return (
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${color}" stroke="${rim}" stroke-width="1.2"/>` +
    `<circle cx="${f(x - r * 0.3)}" cy="${f(y - r * 0.3)}" r="${f(r * 0.22)}" fill="${rim}" opacity=".6"/>` +
    `<circle cx="${f(x + r * 0.3)}" cy="${f(y + r * 0.3)}" r="${f(r * 0.22)}" fill="${rim}" opacity=".6"/>`
  );
}

function metalDefs(s: Scene): void {
  s.def(
    `<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3dc9b"/><stop offset=".45" stop-color="#c99a3d"/><stop offset=".7" stop-color="#a87a28"/><stop offset="1" stop-color="#e8c878"/></linearGradient>` +
      `<linearGradient id="silver" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f5f6"/><stop offset=".45" stop-color="#a9adb2"/><stop offset=".7" stop-color="#8a8e94"/><stop offset="1" stop-color="#dfe2e5"/></linearGradient>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Garments (all drawn around x = 400 on an 800 × 1000 canvas)
// ---------------------------------------------------------------------------------------------

interface DrawContext {
  s: Scene;
  t: Tones;
  rnd: () => number;
  variant: number;
}

/** Where each kind sits: floor-shadow line and the point a detail view zooms into. */
interface Layout {
  floor: number;
  shadowWidth: number;
  focus: Pt;
}

type Drawer = (c: DrawContext) => Layout;

function drawTshirt({ s, t, variant }: DrawContext): Layout {
  const vNeck = variant % 3 === 2;
  const d = symmetric(180, [
    {
      Q: [
        [44, 180],
        [76, 160],
      ],
    },
    {
      C: [
        [116, 178],
        [160, 188],
        [200, 198],
      ],
    },
    {
      C: [
        [240, 222],
        [272, 270],
        [304, 330],
      ],
    },
    { L: [232, 376] },
    {
      C: [
        [214, 350],
        [196, 330],
        [182, 318],
      ],
    },
    {
      C: [
        [186, 470],
        [182, 640],
        [186, 790],
      ],
    },
    {
      Q: [
        [90, 800],
        [0, 798],
      ],
    },
  ]);
  const neckFront = vNeck ? `M324,160Q362,205 400,258Q438,205 476,160` : `M324,160Q400,242 476,160`;
  const inner =
    folds(
      [
        'M222,330C250,380 262,430 258,480',
        'M578,330C550,380 538,430 542,480',
        'M330,560C346,630 344,700 332,770',
        'M476,590C466,650 468,720 476,780',
      ],
      t,
    ) +
    stitch('M222,774Q400,786 578,774', t) +
    stitch('M694,321L626,365', t) +
    stitch('M106,321L174,365', t) +
    seam('M218,318C222,260 214,215 200,202', t, 1.6) +
    seam('M582,318C578,260 586,215 600,202', t, 1.6);
  piece(s, d, t, { inner });
  // inside of the back neck and the ribbed collar
  s.add(`<path d="${neckFront}Q400,184 324,160Z" fill="${t.deep}"/>`);
  s.add(
    `<path d="M330,164Q400,178 470,164" fill="none" stroke="${t.dark}" stroke-width="7" stroke-linecap="round"/>`,
  );
  s.add(
    `<path d="${neckFront}" fill="none" stroke="${t.dark}" stroke-width="15" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
  s.add(
    `<path d="${neckFront}" fill="none" stroke="${t.base}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
  s.add(
    stitch(vNeck ? 'M330,172Q365,214 400,272Q435,214 470,172' : 'M330,170Q400,258 470,170', t, 1.5),
  );
  return { floor: 850, shadowWidth: 320, focus: [400, 250] };
}

function longSleeves(
  s: Scene,
  t: Tones,
  opts: { cuff: 'shirt' | 'rib'; wide?: number; inner?: string },
): void {
  const w = opts.wide ?? 0;
  const sleeve = `M560,200C${628 + w},212 ${652 + w},290 ${662 + w},420L${690 + w},700L${622 + w},716L${598 + w * 0.6},470C${590 + w * 0.5},400 ${576},350 ${556},336Z`;
  const cuffLen = opts.cuff === 'rib' ? 62 : 70;
  const cuff = `M${690 + w},700L${697 + w},${700 + cuffLen}L${630 + w},${716 + cuffLen + 4}L${622 + w},716Z`;
  for (const mirror of [false, true]) {
    const sd = mirror ? mirrorPath(sleeve) : sleeve;
    const cd = mirror ? mirrorPath(cuff) : cuff;
    const sleeveFolds = [
      `M${600 + w},420C${620 + w},480 ${640 + w},560 ${650 + w},640`,
      `M${618 + w},300C${630 + w},340 ${640 + w},380 ${644 + w},420`,
      `M${612 + w},600L${655 + w},590`,
    ].map((x) => (mirror ? mirrorPath(x) : x));
    piece(s, sd, t, { inner: folds(sleeveFolds, t) + (opts.inner ?? '') });
    const cuffInner =
      opts.cuff === 'rib'
        ? `<g transform="rotate(-6 ${mirror ? 800 - (658 + w) : 658 + w} 740)">${ribs(mirror ? 800 - (700 + w) : 618 + w, mirror ? 800 - (618 + w) : 700 + w, 690, 800, t)}</g>`
        : stitch(
            mirror
              ? mirrorPath(`M${690 + w},${712}L${624 + w},728`)
              : `M${690 + w},${712}L${624 + w},728`,
            t,
          );
    piece(s, cd, t, { inner: cuffInner, fill: opts.cuff === 'rib' ? t.dark : t.base });
    if (opts.cuff === 'shirt') {
      const bx = 678 + w;
      s.add(button(mirror ? 800 - bx : bx, 744, 5, t.isDark ? '#3b3b3b' : '#f1eee8'));
    }
  }
}

function drawShirt({ s, t, variant }: DrawContext): Layout {
  longSleeves(s, t, { cuff: 'shirt' });
  const d = symmetric(170, [
    {
      Q: [
        [36, 170],
        [64, 158],
      ],
    },
    {
      C: [
        [104, 178],
        [150, 192],
        [186, 206],
      ],
    },
    {
      C: [
        [176, 260],
        [164, 300],
        [160, 332],
      ],
    },
    {
      C: [
        [162, 500],
        [158, 700],
        [162, 810],
      ],
    },
    {
      C: [
        [152, 846],
        [96, 872],
        [0, 870],
      ],
    },
  ]);
  const pocket = variant % 2 === 0;
  const inner =
    folds(
      [
        'M250,360C270,420 280,500 272,560',
        'M560,380C548,460 545,540 552,620',
        'M340,620C350,700 346,780 336,850',
        'M455,640C446,720 450,800 462,860',
      ],
      t,
    ) +
    seam('M382,214L382,866', t, 1.6) +
    seam('M418,214L418,866', t, 1.6) +
    stitch('M388,220L388,862', t, 1.3) +
    (pocket
      ? `<path d="M458,310L538,310L538,386L498,402L458,386Z" fill="none" stroke="${t.outline}" stroke-opacity=".8" stroke-width="1.8"/>` +
        stitch('M462,322L534,322', t, 1.3)
      : '') +
    stitch('M244,814C300,846 350,858 400,860C450,858 500,846 556,814', t, 1.4);
  piece(s, d, t, { inner });
  let buttons = '';
  for (let y = 258; y < 860; y += 82)
    buttons += button(400, y, 6, t.isDark ? '#3d3d40' : shade(t.base, 0.55));
  s.add(buttons);
  // collar: the inside band at the back, then the two wings
  s.add(`<path d="M336,158Q400,140 464,158Q400,176 336,158Z" fill="${t.deep}"/>`);
  const wing =
    'M402,214C420,192 446,170 466,154C482,176 492,200 498,226L456,266C434,248 416,232 402,214Z';
  const wingInner = stitch('M468,166C480,186 486,204 490,224L458,254', t, 1.3);
  piece(s, wing, t, { inner: wingInner, light: 0.6 });
  piece(s, mirrorPath(wing), t, { inner: mirrorPath(wingInner), light: 0.6 });
  s.add(button(400, 222, 5.5, t.isDark ? '#3d3d40' : shade(t.base, 0.55)));
  return { floor: 905, shadowWidth: 320, focus: [420, 250] };
}

function drawHoodie({ s, t }: DrawContext): Layout {
  longSleeves(s, t, { cuff: 'rib', wide: 12 });
  const hood = 'M300,230C262,170 280,100 340,82Q400,66 460,82C520,100 538,170 500,230Z';
  piece(s, hood, t, {
    inner: folds(['M300,180C310,140 330,110 360,96', 'M500,180C490,140 470,110 440,96'], t),
  });
  const d = symmetric(186, [
    {
      Q: [
        [60, 184],
        [96, 168],
      ],
    },
    {
      C: [
        [130, 182],
        [164, 196],
        [196, 212],
      ],
    },
    {
      C: [
        [186, 270],
        [174, 310],
        [170, 340],
      ],
    },
    {
      C: [
        [172, 520],
        [168, 680],
        [170, 790],
      ],
    },
    { L: [0, 790] },
  ]);
  const pocket = 'M290,610L510,610L560,770L240,770Z';
  const inner =
    folds(
      [
        'M250,360C268,420 276,500 268,560',
        'M552,380C540,460 536,520 546,590',
        'M300,250C330,300 350,330 360,360',
        'M500,250C470,300 450,330 440,360',
      ],
      t,
    ) +
    seam('M232,330C240,280 236,236 214,216', t, 1.5) +
    seam('M568,330C560,280 564,236 586,216', t, 1.5);
  piece(s, d, t, { inner });
  piece(s, pocket, t, {
    light: 0.5,
    inner:
      stitch('M296,620L504,620', t, 1.4) +
      stitch('M250,762L550,762', t, 1.4) +
      folds(['M520,640L552,760', 'M280,640L248,760'], t, 0.8),
  });
  const hem = 'M230,790L570,790L568,850Q400,858 232,850Z';
  piece(s, hem, t, { fill: t.dark, inner: ribs(230, 570, 786, 862, t, 10) });
  // hood opening, rim and drawcords
  s.add(
    `<path d="M330,214C318,160 348,122 400,120C452,122 482,160 470,214Q400,262 330,214Z" fill="${t.deep}"/>`,
  );
  s.add(
    `<path d="M330,214C318,160 348,122 400,120C452,122 482,160 470,214" fill="none" stroke="${t.base}" stroke-width="14"/>`,
  );
  s.add(
    `<path d="M330,214C318,160 348,122 400,120C452,122 482,160 470,214" fill="none" stroke="${t.outline}" stroke-width="1.5" transform="translate(0 -7)"/>`,
  );
  s.add(`<path d="M330,214Q400,262 470,214" fill="none" stroke="${t.outline}" stroke-width="2"/>`);
  const cord = t.isLight ? '#d8d3ca' : shade(t.base, 0.75);
  s.add(
    `<g fill="none" stroke-linecap="round"><path d="M378,238C372,300 366,350 368,410" stroke="${shade(cord, -0.2)}" stroke-width="8"/><path d="M378,238C372,300 366,350 368,410" stroke="${cord}" stroke-width="5"/>` +
      `<path d="M422,238C430,290 436,340 432,392" stroke="${shade(cord, -0.2)}" stroke-width="8"/><path d="M422,238C430,290 436,340 432,392" stroke="${cord}" stroke-width="5"/></g>` +
      `<rect x="363" y="406" width="10" height="22" rx="3" fill="url(#silver)"/><rect x="427" y="388" width="10" height="22" rx="3" fill="url(#silver)"/>` +
      `<circle cx="378" cy="236" r="6" fill="url(#silver)" stroke="${t.outline}"/><circle cx="422" cy="236" r="6" fill="url(#silver)" stroke="${t.outline}"/>`,
  );
  metalDefs(s);
  return { floor: 905, shadowWidth: 330, focus: [400, 240] };
}

function drawSweater({ s, t, variant }: DrawContext): Layout {
  const cable = variant % 2 === 1;
  longSleeves(s, t, { cuff: 'rib', wide: 6, inner: '' });
  const d = symmetric(170, [
    {
      Q: [
        [44, 170],
        [74, 156],
      ],
    },
    {
      C: [
        [116, 176],
        [156, 192],
        [190, 208],
      ],
    },
    {
      C: [
        [180, 266],
        [168, 306],
        [164, 336],
      ],
    },
    {
      C: [
        [166, 520],
        [162, 680],
        [164, 790],
      ],
    },
    { L: [0, 790] },
  ]);
  s.def(
    `<pattern id="knit" width="16" height="14" patternUnits="userSpaceOnUse"><path d="M0,0L8,7L16,0M0,7L8,14L16,7" fill="none" stroke="#000" stroke-opacity=".07" stroke-width="2"/></pattern>`,
  );
  let cables = '';
  if (cable) {
    for (const x of [330, 400, 470]) {
      let c = `M${x},200`;
      for (let y = 200; y < 790; y += 60)
        c += `C${x + 18},${y + 15} ${x + 18},${y + 45} ${x},${y + 60}`;
      let c2 = `M${x},200`;
      for (let y = 200; y < 790; y += 60)
        c2 += `C${x - 18},${y + 15} ${x - 18},${y + 45} ${x},${y + 60}`;
      cables += `<path d="${c}" fill="none" stroke="${t.dark}" stroke-width="6" opacity=".7"/><path d="${c2}" fill="none" stroke="${t.light}" stroke-width="4" opacity=".7"/>`;
    }
  }
  const inner =
    folds(['M250,360C268,420 276,500 268,560', 'M552,380C540,460 536,520 546,590'], t) + cables;
  piece(s, d, t, { inner, pattern: 'knit' });
  const hem = 'M236,790L564,790L562,852Q400,860 238,852Z';
  piece(s, hem, t, { fill: t.dark, inner: ribs(236, 564, 786, 862, t, 9) });
  s.add(`<path d="M326,156Q400,236 474,156Q400,180 326,156Z" fill="${t.deep}"/>`);
  s.add(`<path d="M326,156Q400,236 474,156" fill="none" stroke="${t.dark}" stroke-width="22"/>`);
  s.add(
    `<path d="M326,156Q400,236 474,156" fill="none" stroke="${t.base}" stroke-width="22" stroke-dasharray="3 6" opacity=".8"/>`,
  );
  return { floor: 905, shadowWidth: 330, focus: [400, 230] };
}

function drawJacket({ s, t, variant }: DrawContext): Layout {
  longSleeves(s, t, { cuff: 'shirt', wide: 4 });
  const d = symmetric(172, [
    {
      Q: [
        [40, 172],
        [70, 160],
      ],
    },
    {
      C: [
        [116, 180],
        [160, 196],
        [196, 206],
      ],
    },
    {
      C: [
        [182, 262],
        [170, 304],
        [166, 336],
      ],
    },
    {
      C: [
        [168, 520],
        [166, 720],
        [170, 840],
      ],
    },
    {
      C: [
        [120, 850],
        [50, 856],
        [22, 858],
      ],
    },
    { L: [0, 820] },
  ]);
  const inner =
    folds(['M250,380C262,460 270,520 262,600', 'M552,380C540,460 534,540 544,610'], t) +
    `<path d="M248,640L330,630L330,652L250,662Z" fill="${t.dark}" opacity=".5"/>` +
    seam('M248,640L330,630L330,652L250,662Z', t, 1.4) +
    `<path d="M552,640L470,630L470,652L550,662Z" fill="${t.dark}" opacity=".5"/>` +
    seam('M552,640L470,630L470,652L550,662Z', t, 1.4) +
    seam('M478,330L540,324', t, 2.5) +
    seam('M400,600L378,858', t, 1.5) +
    seam('M400,600L422,858', t, 1.5);
  piece(s, d, t, { inner });
  // the inside seen through the opening, with the lapels over it
  s.add(`<path d="M332,162Q400,150 468,162L420,420L400,560L380,420Z" fill="${t.deep}"/>`);
  const shirt = variant % 2 === 0 ? '#f4f2ee' : '#d9dde3';
  s.add(
    `<path d="M360,176Q400,192 440,176L412,400L400,470L388,400Z" fill="${shirt}" stroke="#b9b6b0" stroke-width="1.2"/>`,
  );
  const lapel = 'M470,160L500,170L472,250L492,262L406,560L400,560L398,520Z';
  const lapelInner = stitch('M482,178L460,250L480,262L410,520', t, 1.2);
  piece(s, lapel, t, { inner: lapelInner, light: 0.8 });
  piece(s, mirrorPath(lapel), t, { inner: mirrorPath(lapelInner), light: 0.8 });
  s.add(seam('M400,560L400,820', t, 1.8));
  s.add(
    button(400, 590, 9, t.isDark ? '#2c2c2e' : shade(t.base, -0.35)) +
      button(400, 680, 9, t.isDark ? '#2c2c2e' : shade(t.base, -0.35)),
  );
  return { floor: 905, shadowWidth: 330, focus: [420, 300] };
}

function drawBomber({ s, t }: DrawContext): Layout {
  longSleeves(s, t, { cuff: 'rib', wide: 16 });
  const d = symmetric(176, [
    {
      Q: [
        [44, 176],
        [76, 160],
      ],
    },
    {
      C: [
        [120, 180],
        [166, 196],
        [204, 212],
      ],
    },
    {
      C: [
        [190, 270],
        [178, 310],
        [176, 340],
      ],
    },
    {
      C: [
        [182, 520],
        [180, 680],
        [176, 776],
      ],
    },
    { L: [0, 776] },
  ]);
  const inner =
    folds(
      [
        'M250,380C268,440 276,520 266,600',
        'M552,380C538,460 534,520 546,600',
        'M300,700C330,720 360,730 390,735',
        'M500,700C470,720 440,730 410,735',
      ],
      t,
      1.2,
    ) +
    `<path d="M262,520L300,640" stroke="${t.deep}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M538,520L500,640" stroke="${t.deep}" stroke-width="5" stroke-linecap="round"/>` +
    stitch('M256,515L296,645', t, 1.2) +
    stitch('M544,515L504,645', t, 1.2);
  piece(s, d, t, { inner });
  const hem = 'M222,776L578,776L574,846Q400,854 226,846Z';
  piece(s, hem, t, {
    fill: t.dark,
    inner:
      ribs(222, 578, 770, 860, t, 9) +
      `<path d="M222,800L578,800M222,812L578,812" stroke="${t.light}" stroke-width="4"/>`,
  });
  // rib collar and zip
  s.add(`<path d="M330,160Q400,140 470,160L462,192Q400,180 338,192Z" fill="${t.deep}"/>`);
  const collar = 'M320,152Q400,128 480,152L486,188Q440,210 408,216L392,216Q360,210 314,188Z';
  piece(s, collar, t, {
    fill: t.dark,
    inner:
      ribs(310, 490, 120, 220, t, 8) +
      `<path d="M318,176Q400,204 482,176" fill="none" stroke="${t.light}" stroke-width="4"/>`,
  });
  s.add(
    `<rect x="396" y="212" width="8" height="636" fill="${t.isLight ? '#b8b2a8' : '#2b2b2e'}"/>`,
  );
  s.add(
    `<path d="M400,214L400,846" stroke="url(#silver)" stroke-width="3" stroke-dasharray="2 3"/>`,
  );
  s.add(
    `<rect x="392" y="300" width="16" height="26" rx="3" fill="url(#silver)" stroke="#6f7378"/><rect x="396" y="324" width="8" height="30" rx="3" fill="url(#silver)" stroke="#6f7378"/>`,
  );
  metalDefs(s);
  return { floor: 900, shadowWidth: 340, focus: [400, 260] };
}

function drawDress({ s, t, variant }: DrawContext): Layout {
  const sleeves = variant % 3 === 1;
  if (sleeves) {
    const sl = 'M492,162C530,176 556,196 570,226L586,300L528,318L508,256Z';
    piece(s, sl, t, { inner: stitch('M528,306L580,290', t, 1.3) });
    piece(s, mirrorPath(sl), t, { inner: stitch(mirrorPath('M528,306L580,290'), t, 1.3) });
  }
  const d = symmetric(232, [
    {
      Q: [
        [36, 222],
        [62, 160],
      ],
    },
    { L: [96, 158] },
    {
      C: [
        [104, 220],
        [126, 262],
        [150, 300],
      ],
    },
    {
      C: [
        [146, 360],
        [130, 410],
        [126, 452],
      ],
    },
    {
      C: [
        [170, 600],
        [230, 760],
        [282, 866],
      ],
    },
    {
      Q: [
        [150, 890],
        [0, 888],
      ],
    },
  ]);
  let skirtFolds = '';
  for (let i = 0; i < 7; i++) {
    const x0 = 300 + i * 33;
    const x1 = 160 + i * 80;
    skirtFolds += `M${x0},470C${x0 + (x1 - x0) * 0.3},600 ${x1 - (x1 - x0) * 0.15},760 ${x1},880`;
  }
  const inner =
    softStroke(skirtFolds, '#000', t.isDark ? 0.55 : t.isLight ? 0.14 : 0.25, 14) +
    softStroke(skirtFolds, '#fff', t.isDark ? 0.12 : 0.3, 9, ' transform="translate(14 0)"') +
    folds(['M360,260C370,320 372,380 366,440', 'M440,260C430,320 428,380 434,440'], t, 0.8) +
    `<path d="M268,452Q400,468 532,452L534,474Q400,490 266,474Z" fill="${t.dark}" opacity=".55"/>` +
    stitch('M270,462Q400,478 530,462', t, 1.3) +
    stitch('M130,868Q400,904 670,868', t, 1.3);
  piece(s, d, t, { inner });
  s.add(`<path d="M338,160Q400,176 462,160Q436,214 400,232Q364,214 338,160Z" fill="${t.deep}"/>`);
  s.add(seam('M338,160Q364,214 400,232Q436,214 462,160', t, 2));
  return { floor: 915, shadowWidth: 330, focus: [400, 330] };
}

function denimDefs(s: Scene, t: Tones): void {
  s.def(
    `<pattern id="twill" width="24" height="24" patternUnits="userSpaceOnUse"><path d="M-6,6L6,-6M-6,18L18,-6M-6,30L30,-6M6,30L30,6M18,30L30,18" stroke="${t.isDark ? '#fff' : '#000'}" stroke-opacity=".07" stroke-width="2.5"/><path d="M0,12L12,0M0,24L24,0M12,24L24,12" stroke="#fff" stroke-opacity=".05" stroke-width="1.5"/></pattern>`,
  );
  s.def(
    `<radialGradient id="fade"><stop offset="0" stop-color="#fff" stop-opacity=".32"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
  );
}

function drawJeans({ s, t, rnd }: DrawContext): Layout {
  denimDefs(s, t);
  const isDenim = !t.isLight && !t.isDark;
  const thread = isDenim ? '#d19a4a' : t.stitch;
  const d = symmetric(120, [
    { L: [140, 120] },
    {
      C: [
        [148, 200],
        [158, 260],
        [160, 310],
      ],
    },
    {
      C: [
        [152, 520],
        [140, 720],
        [132, 905],
      ],
    },
    { L: [18, 905] },
    {
      C: [
        [14, 720],
        [8, 520],
        [0, 390],
      ],
    },
  ]);
  const whiskers = [0, 1, 2]
    .map(
      (i) =>
        `M${318 - i * 5},${320 + i * 18 + rnd() * 6}Q346,${340 + i * 14} ${376},${334 + i * 12}`,
    )
    .concat(
      [0, 1, 2].map(
        (i) => `M${482 + i * 5},${320 + i * 18}Q454,${340 + i * 14} 424,${334 + i * 12}`,
      ),
    );
  const stack = [
    'M282,840Q318,830 352,842',
    'M290,868Q320,858 356,870',
    'M518,840Q482,830 448,842',
    'M510,868Q480,858 444,870',
  ];
  const inner =
    `<ellipse cx="320" cy="340" rx="58" ry="110" fill="url(#fade)"/><ellipse cx="480" cy="340" rx="58" ry="110" fill="url(#fade)"/>` +
    `<ellipse cx="326" cy="610" rx="40" ry="80" fill="url(#fade)"/><ellipse cx="474" cy="610" rx="40" ry="80" fill="url(#fade)"/>` +
    `<path d="${whiskers.join('')}" fill="none" stroke="#fff" stroke-opacity="${isDenim ? 0.35 : 0.2}" stroke-width="3" stroke-linecap="round"/>` +
    folds(stack, t, 0.7) +
    folds(['M310,520C322,560 324,600 314,640', 'M490,520C478,560 476,600 486,640'], t, 0.5) +
    `<path d="M260,120L540,120L542,164L258,164Z" fill="#000" opacity=".08"/>` +
    stitch('M262,128L538,128', t, 1.6, thread) +
    stitch('M262,156L538,156', t, 1.6, thread) +
    stitch('M426,164L426,330Q426,364 402,378', t, 1.8, thread) +
    stitch('M274,168Q282,240 250,262', t, 1.8, thread) +
    stitch('M526,168Q518,240 550,262', t, 1.8, thread) +
    seam('M266,166Q276,236 246,256', t, 2) +
    seam('M534,166Q524,236 554,256', t, 2) +
    `<path d="M492,174L526,174L526,208L492,208Z" fill="none" stroke="${thread}" stroke-width="1.6" stroke-dasharray="5 4"/>` +
    stitch('M272,888L380,888', t, 1.8, thread) +
    stitch('M420,888L528,888', t, 1.8, thread) +
    seam('M400,164L400,388', t, 1.6);
  piece(s, d, t, { inner, pattern: 'twill' });
  let loops = '';
  for (const x of [282, 350, 450, 518])
    loops +=
      `<rect x="${x - 6}" y="116" width="12" height="52" rx="2" fill="${t.base}" stroke="${t.outline}" stroke-width="1.4"/>` +
      stitch(`M${x},120L${x},164`, t, 1.2, thread);
  s.add(loops);
  metalDefs(s);
  s.add(
    `<circle cx="400" cy="142" r="11" fill="url(#silver)" stroke="#6f7378" stroke-width="1.5"/><circle cx="400" cy="142" r="4" fill="#8a8e94"/>`,
  );
  s.add(
    `<circle cx="248" cy="260" r="4" fill="url(#gold)"/><circle cx="552" cy="260" r="4" fill="url(#gold)"/>`,
  );
  return { floor: 925, shadowWidth: 230, focus: [420, 230] };
}

function drawTrousers({ s, t }: DrawContext): Layout {
  const d = symmetric(120, [
    { L: [138, 120] },
    {
      C: [
        [148, 200],
        [156, 260],
        [158, 310],
      ],
    },
    {
      C: [
        [150, 520],
        [136, 720],
        [128, 905],
      ],
    },
    { L: [20, 905] },
    {
      C: [
        [15, 720],
        [10, 520],
        [0, 392],
      ],
    },
  ]);
  const inner =
    folds(
      [
        'M310,540C322,580 322,620 312,660',
        'M490,540C478,580 478,620 488,660',
        'M284,850Q320,840 354,852',
        'M516,850Q480,840 446,852',
      ],
      t,
      0.7,
    ) +
    `<path d="M262,120L538,120L540,164L260,164Z" fill="#000" opacity=".07"/>` +
    seam('M260,164L540,164', t, 1.6) +
    `<path d="M326,164L330,900M474,164L470,900" stroke="#fff" stroke-opacity="${t.isDark ? 0.18 : 0.3}" stroke-width="3"/>` +
    `<path d="M330,164L333,900M470,164L467,900" stroke="#000" stroke-opacity="${t.isLight ? 0.1 : 0.22}" stroke-width="1.5"/>` +
    seam('M282,168L254,270', t, 2) +
    seam('M518,168L546,270', t, 2) +
    stitch('M420,164L420,334Q420,364 402,376', t, 1.5) +
    seam('M400,164L400,390', t, 1.6) +
    stitch('M276,890L384,890', t, 1.2) +
    stitch('M416,890L524,890', t, 1.2);
  piece(s, d, t, { inner });
  let loops = '';
  for (const x of [290, 356, 444, 510])
    loops += `<rect x="${x - 5}" y="116" width="10" height="52" rx="2" fill="${t.base}" stroke="${t.outline}" stroke-width="1.3"/>`;
  s.add(loops);
  s.add(button(400, 142, 8, t.isDark ? '#2a2a2c' : shade(t.base, -0.3)));
  return { floor: 925, shadowWidth: 220, focus: [400, 230] };
}

function drawSkirt({ s, t, variant }: DrawContext): Layout {
  const pleated = variant % 2 === 1;
  const d = symmetric(220, [
    { L: [128, 220] },
    { L: [132, 270] },
    {
      C: [
        [180, 450],
        [228, 640],
        [262, 790],
      ],
    },
    {
      Q: [
        [140, 816],
        [0, 814],
      ],
    },
  ]);
  let lines = '';
  if (pleated) {
    for (let i = -6; i <= 6; i++) {
      const x0 = 400 + i * 21;
      const x1 = 400 + i * 42;
      lines += `<path d="M${x0},272L${x1},812" stroke="${t.dark}" stroke-width="3"/><path d="M${x0 + 4},272L${x1 + 8},812" stroke="${t.light}" stroke-width="3" opacity=".7"/>`;
    }
  }
  const inner =
    (pleated
      ? lines
      : folds(
          [
            'M330,300C320,450 300,620 262,790',
            'M420,300C430,480 440,650 452,800',
            'M480,300C500,460 540,640 582,790',
          ],
          t,
          1.2,
        )) +
    `<path d="M260,220L540,220L540,270L260,270Z" fill="#000" opacity=".08"/>` +
    seam('M270,270L530,270', t, 1.5) +
    stitch('M150,796Q400,826 650,796', t, 1.3);
  piece(s, d, t, { inner });
  if (variant % 3 === 0) s.add(button(460, 245, 9, t.isDark ? '#2a2a2c' : shade(t.base, -0.3)));
  return { floor: 855, shadowWidth: 300, focus: [440, 300] };
}

function drawShorts({ s, t }: DrawContext): Layout {
  denimDefs(s, t);
  const isDenim = !t.isLight && !t.isDark && luminance(t.base) < 0.35;
  const thread = isDenim ? '#d19a4a' : t.stitch;
  const d = symmetric(250, [
    { L: [200, 250] },
    {
      C: [
        [214, 340],
        [228, 440],
        [244, 640],
      ],
    },
    { L: [40, 670] },
    {
      C: [
        [30, 600],
        [16, 560],
        [0, 540],
      ],
    },
  ]);
  const inner =
    folds(
      [
        'M300,520C320,560 330,600 320,650',
        'M500,520C480,560 470,600 480,650',
        'M250,470L300,460',
        'M550,470L500,460',
      ],
      t,
    ) +
    `<path d="M200,250L600,250L602,306L198,306Z" fill="#000" opacity=".08"/>` +
    stitch('M204,260L596,260', t, 1.6, thread) +
    stitch('M204,296L596,296', t, 1.6, thread) +
    seam('M224,306Q240,380 196,406', t, 2) +
    seam('M576,306Q560,380 604,406', t, 2) +
    stitch('M432,306L432,470Q432,510 402,522', t, 1.8, thread) +
    seam('M400,306L400,538', t, 1.6) +
    `<path d="M160,620L400,650L400,700L140,670Z" fill="#000" opacity="0"/>` +
    stitch('M170,624L360,656', t, 1.6, thread) +
    stitch('M630,624L440,656', t, 1.6, thread);
  piece(s, d, t, { inner, pattern: isDenim ? 'twill' : undefined });
  // rolled cuffs
  const cuff = 'M440,656L646,626L652,676L444,704Z';
  piece(s, cuff, t, { fill: t.light, inner: stitch('M448,668L644,640', t, 1.4, thread) });
  piece(s, mirrorPath(cuff), t, {
    fill: t.light,
    inner: stitch(mirrorPath('M448,668L644,640'), t, 1.4, thread),
  });
  let loops = '';
  for (const x of [250, 340, 460, 550])
    loops += `<rect x="${x - 6}" y="246" width="12" height="64" rx="2" fill="${t.base}" stroke="${t.outline}" stroke-width="1.4"/>`;
  s.add(loops);
  metalDefs(s);
  s.add(
    `<circle cx="400" cy="278" r="12" fill="url(#silver)" stroke="#6f7378" stroke-width="1.5"/>`,
  );
  return { floor: 760, shadowWidth: 300, focus: [420, 330] };
}

// Footwear is drawn as a pair in profile, toe to the left: the far shoe behind, a little higher.

function shoePair(s: Scene, draw: () => void): void {
  // the far shoe first, up and to the right; the pair is scaled to sit inside the frame
  s.add(
    '<g transform="translate(352 700) scale(0.88) translate(-400 -700)"><g transform="translate(118 -54)">',
  );
  draw();
  s.add('</g>');
  draw();
  s.add('</g>');
}

function drawSneakers({ s, t, variant }: DrawContext): Layout {
  const sole = variant % 3 === 2 ? '#2a2a2c' : '#f5f4f0';
  const soleT = tones(sole);
  const accent = t.isLight
    ? variant % 2
      ? '#24417a'
      : '#b8262d'
    : t.isDark
      ? '#f5f4f0'
      : shade(t.base, 0.78);
  const laceColor = t.isLight ? '#ffffff' : t.isDark ? '#e9e7e2' : shade(t.base, 0.85);
  shoePair(s, () => {
    const tongue = 'M384,520L500,452C506,430 526,418 548,424L556,456L520,470Z';
    piece(s, tongue, t, { fill: t.dark, light: 0.4 });
    const upper =
      'M122,652C116,610 160,590 232,584C292,578 340,556 382,522L520,452C546,470 576,482 606,478C632,474 648,462 662,452C686,500 694,580 688,646Z';
    piece(s, upper, t, {
      inner:
        // toe cap, eyestay, heel counter and the side wave
        `<path d="M122,652C116,610 160,590 232,584C240,610 246,630 252,652Z" fill="${t.light}" opacity=".5"/>` +
        stitch('M238,588C244,612 248,632 252,650', t, 1.3) +
        `<path d="M372,530L516,456L546,476L402,556Z" fill="${t.dark}" opacity=".75"/>` +
        stitch('M398,548L540,474', t, 1.2) +
        `<path d="M606,480C632,474 648,462 662,452C686,500 694,580 688,646L640,648C646,590 632,520 606,480Z" fill="${t.dark}" opacity=".7"/>` +
        stitch('M614,490C636,530 646,590 642,644', t, 1.2) +
        `<path d="M282,640C380,622 480,580 574,512C596,496 616,494 626,506C600,560 520,620 420,646Z" fill="${accent}"/>` +
        `<path d="M282,640C380,622 480,580 574,512" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="2"/>` +
        stitch('M140,628C260,634 420,640 680,628', t, 1.2) +
        folds(['M300,576C320,600 330,620 334,640', 'M196,592C206,608 212,624 214,640'], t, 0.6),
    });
    // laces: short crossings along the eyestay, and the pull tab at the heel
    let laces = '';
    for (let i = 0; i < 6; i++) {
      const x = 400 + i * 24;
      const y = 540 - i * 12.5;
      laces += `<path d="M${x - 6},${y - 14}L${x + 12},${y + 6}" stroke="${shade(laceColor, -0.25)}" stroke-width="7" stroke-linecap="round"/>`;
      laces += `<path d="M${x - 6},${y - 14}L${x + 12},${y + 6}" stroke="${laceColor}" stroke-width="4.5" stroke-linecap="round"/>`;
      laces += `<circle cx="${x + 12}" cy="${y + 6}" r="3" fill="${t.deep}"/>`;
    }
    s.add(laces);
    s.add(
      `<path d="M662,452C664,436 670,426 680,424L686,452" fill="${t.dark}" stroke="${t.outline}" stroke-width="1.4"/>`,
    );
    const soleD =
      'M118,652C112,676 126,700 168,700L642,700C674,700 690,684 688,646C560,654 300,658 118,652Z';
    piece(s, soleD, soleT, {
      light: 0.5,
      inner:
        `<path d="M100,688L700,688L700,704L100,704Z" fill="${soleT.isDark ? '#1a1a1c' : '#d9d5cc'}"/>` +
        `<path d="M140,672C300,676 500,674 680,666" fill="none" stroke="${soleT.outline}" stroke-opacity=".4" stroke-width="1.5"/>`,
    });
  });
  return { floor: 704, shadowWidth: 340, focus: [400, 560] };
}

function drawBoots({ s, t, variant }: DrawContext): Layout {
  const chelsea = variant % 2 === 0;
  const soleT = tones(t.isLight ? '#5a4a3c' : '#2a2624');
  shoePair(s, () => {
    const upper =
      'M146,692C138,652 168,628 236,618C296,610 344,594 370,562C380,496 384,410 380,326Q470,314 562,326C560,420 562,500 574,556C618,592 652,636 652,692Z';
    const shaftDetails = chelsea
      ? `<path d="M424,330C452,400 470,470 468,566L524,566C522,470 538,400 548,328Z" fill="${t.isLight ? '#6b625a' : '#3a3836'}"/>` +
        `<path d="M442,344L458,556M462,340L478,560M482,336L494,562M502,334L508,562M522,332L520,562" stroke="#000" stroke-opacity=".25" stroke-width="2"/>`
      : (() => {
          let l = `<path d="M376,330L372,560L420,560L434,330Z" fill="${t.dark}" opacity=".6"/>`;
          for (let i = 0; i < 7; i++) {
            const y = 350 + i * 31;
            l += `<path d="M${386 - i * 0.6},${y}L${422 - i * 1.2},${y + 14}M${386 - i * 0.6},${y + 14}L${422 - i * 1.2},${y}" stroke="#2b2520" stroke-width="4" stroke-linecap="round"/>`;
            l += `<circle cx="${386 - i * 0.6}" cy="${y + 7}" r="3.5" fill="url(#gold)"/><circle cx="${422 - i * 1.2}" cy="${y + 7}" r="3.5" fill="url(#gold)"/>`;
          }
          return l;
        })();
    piece(s, upper, t, {
      inner:
        shaftDetails +
        `<path d="M146,692C138,652 168,628 236,618C258,640 276,664 290,692Z" fill="${t.dark}" opacity=".45"/>` +
        stitch('M232,622C254,644 272,666 284,690', t, 1.3) +
        stitch('M556,336C556,420 558,496 568,552', t, 1.3) +
        stitch('M160,672C300,676 480,676 646,674', t, 1.3) +
        `<path d="M560,560C600,590 634,630 646,690L600,690C596,640 584,600 560,580Z" fill="${t.dark}" opacity=".5"/>` +
        folds(['M372,566C420,580 470,584 520,578', 'M380,420C420,430 480,432 540,424'], t, 0.7) +
        softStroke('M220,634C280,624 330,610 360,584', '#fff', 0.4, 8),
    });
    if (chelsea)
      s.add(
        `<path d="M556,328L566,296L586,300L578,346Z" fill="${t.dark}" stroke="${t.outline}" stroke-width="1.5"/>`,
      );
    const soleD = 'M142,690L654,690L658,744L560,744L552,728L236,728C180,728 144,718 142,690Z';
    piece(s, soleD, soleT, { light: 0.4, inner: stitch('M156,702L646,702', soleT, 1.2) });
  });
  metalDefs(s);
  return { floor: 739, shadowWidth: 320, focus: [400, 480] };
}

function drawHeels({ s, t }: DrawContext): Layout {
  shoePair(s, () => {
    const heel = 'M596,654L638,646L626,760L616,760Z';
    piece(s, heel, t, { fill: t.dark, light: 0.5 });
    s.add(`<rect x="612" y="756" width="16" height="8" rx="2" fill="#1d1b1a"/>`);
    const upper =
      'M128,744C124,716 168,700 240,694C280,690 308,686 332,684C380,700 440,700 500,670C550,640 594,610 642,598C652,620 650,640 638,658C560,684 420,724 342,746L150,752C138,752 130,750 128,744Z';
    const lining =
      'M332,684C380,700 440,700 500,670C550,640 594,610 642,598C600,598 560,612 520,636C460,672 392,690 332,684Z';
    piece(s, upper, t, {
      inner:
        `<path d="M120,746L342,740C420,722 560,682 640,652L644,664C560,692 420,732 342,756L120,758Z" fill="#1d1b1a"/>` +
        softStroke('M170,712C220,700 270,694 320,692', '#fff', t.isDark ? 0.35 : 0.45, 8) +
        softStroke('M420,708C480,690 540,660 600,630', '#fff', t.isDark ? 0.25 : 0.3, 6),
    });
    s.add(
      `<path d="${lining}" fill="${t.isLight ? '#e9dfd2' : '#c9a98a'}" stroke="${t.outline}" stroke-width="1.5"/>`,
    );
    s.add(
      `<path d="M600,604C560,616 520,640 480,664" fill="none" stroke="#000" stroke-opacity=".15" stroke-width="6"/>`,
    );
  });
  return { floor: 756, shadowWidth: 300, focus: [400, 620] };
}

function drawLoafers({ s, t }: DrawContext): Layout {
  const soleT = tones(t.isLight ? '#6b5444' : '#2a2624');
  shoePair(s, () => {
    const upper =
      'M130,700C120,650 170,620 250,610C330,600 380,590 430,590C470,604 540,600 600,590C640,600 660,640 664,700Z';
    piece(s, upper, t, {
      inner:
        `<path d="M246,612C300,596 350,590 420,594L430,640C380,648 310,650 256,648Z" fill="${t.dark}" opacity=".45"/>` +
        seam('M256,648C310,650 380,648 430,640', t, 2) +
        `<rect x="300" y="612" width="90" height="18" rx="4" fill="${t.dark}"/>` +
        stitch('M150,676C200,654 240,646 256,648', t, 1.3) +
        softStroke('M200,640C260,626 320,620 380,618', '#fff', 0.4, 7),
    });
    s.add(
      `<path d="M430,590C470,604 540,600 600,590C590,610 520,618 440,612Z" fill="${t.isLight ? '#e2d6c6' : '#bb9878'}" stroke="${t.outline}" stroke-width="1.4"/>`,
    );
    const soleD = 'M126,700L664,700L666,730L590,730L584,720L200,720C150,720 126,714 126,700Z';
    piece(s, soleD, soleT, { light: 0.3 });
  });
  metalDefs(s);
  return { floor: 727, shadowWidth: 310, focus: [340, 620] };
}

function drawBag({ s, t, variant }: DrawContext): Layout {
  metalDefs(s);
  const metal = variant % 2 === 0 ? 'gold' : 'silver';
  const style = variant % 3;
  // handles behind the body, down to where it starts (a tote's body starts lower)
  if (style !== 2) {
    const end = style === 1 ? 452 : 420;
    s.add(
      `<path d="M300,${end}L300,420C300,260 500,260 500,420L500,${end}" fill="none" stroke="${t.outline}" stroke-width="22" stroke-linecap="round"/>`,
    );
    s.add(
      `<path d="M300,${end}L300,420C300,260 500,260 500,420L500,${end}" fill="none" stroke="${t.dark}" stroke-width="18" stroke-linecap="round"/>`,
    );
    s.add(
      `<path d="M300,420C300,270 500,270 500,420" fill="none" stroke="${t.light}" stroke-width="4" stroke-linecap="round" opacity=".7"/>`,
    );
  } else {
    s.add(
      `<path d="M240,420C250,200 550,200 560,420" fill="none" stroke="url(#${metal})" stroke-width="8"/>`,
    );
  }
  const body =
    style === 1
      ? 'M210,440L590,440L620,780Q620,800 600,800L200,800Q180,800 180,780Z'
      : 'M230,420L570,420Q596,420 600,446L620,760Q622,800 584,800L216,800Q178,800 180,760L200,446Q204,420 230,420Z';
  piece(s, body, t, {
    inner:
      stitch(
        style === 1
          ? 'M222,456L578,456L604,770L196,770Z'
          : 'M234,436L566,436Q582,436 584,452L602,756Q604,784 580,784L220,784Q196,784 198,756L216,452Q218,436 234,436Z',
        t,
        1.5,
      ) +
      folds(['M260,700C320,690 400,692 480,700'], t, 0.6) +
      softStroke('M190,560C200,640 210,720 220,790', '#000', 0.18, 24),
  });
  if (style !== 1) {
    const flap = 'M204,430Q204,420 230,420L570,420Q596,420 596,430L588,590Q400,640 212,590Z';
    piece(s, flap, t, {
      fill: t.base,
      inner: stitch('M222,436L578,436L574,578Q400,622 226,578Z', t, 1.4),
    });
    s.add(
      `<rect x="374" y="580" width="52" height="40" rx="8" fill="url(#${metal})" stroke="#7a6a4a" stroke-width="1.5"/><rect x="390" y="592" width="20" height="16" rx="3" fill="#000" opacity=".25"/>`,
    );
  } else {
    s.add(`<rect x="200" y="440" width="400" height="12" fill="${t.dark}"/>`);
    s.add(`<rect x="380" y="446" width="14" height="40" rx="4" fill="url(#${metal})"/>`);
  }
  s.add(
    `<rect x="286" y="408" width="28" height="22" rx="4" fill="url(#${metal})"/><rect x="486" y="408" width="28" height="22" rx="4" fill="url(#${metal})"/>`,
  );
  return { floor: 802, shadowWidth: 300, focus: [400, 560] };
}

function drawCap({ s, t, variant }: DrawContext): Layout {
  // a baseball cap turned three-quarters: the brim comes towards the viewer on the left
  const under = 'M236,556C190,566 140,590 118,624C150,650 250,650 352,604Z';
  s.add(`<path d="${under}" fill="${t.deep}"/>`);
  const dome = 'M236,570C222,430 320,330 452,328C570,330 640,420 630,560C560,590 330,596 236,570Z';
  piece(s, dome, t, {
    inner:
      seam('M452,328C392,380 360,470 356,586', t, 1.6) +
      seam('M452,328C500,380 530,470 534,584', t, 1.6) +
      seam('M452,328C420,340 300,400 262,500', t, 1.4) +
      stitch('M444,340C388,394 366,474 364,584', t, 1.2) +
      stitch('M460,340C506,394 524,474 526,584', t, 1.2) +
      `<circle cx="404" cy="392" r="5" fill="${t.deep}"/><circle cx="496" cy="392" r="5" fill="${t.deep}"/>` +
      `<path d="M236,560C330,586 560,582 630,552L632,580C560,604 330,606 236,586Z" fill="#000" opacity=".12"/>` +
      folds(['M580,440C600,480 610,520 612,556'], t, 0.6),
  });
  if (variant % 2 === 0) {
    const mark = t.isLight ? '#24417a' : t.isDark ? '#f5f4f0' : shade(t.base, 0.8);
    s.add(`<path d="M400,468L466,462L470,508L404,514Z" fill="${mark}" opacity=".95"/>`);
    s.add(
      `<path d="M412,500L426,480L440,496L450,478L462,500" fill="none" stroke="${t.isLight || t.isDark ? t.base : t.dark}" stroke-width="4" stroke-linejoin="round"/>`,
    );
  }
  const brim =
    'M240,566C300,584 340,590 372,590C350,622 260,660 150,650C110,646 100,630 118,612C150,586 196,570 240,566Z';
  piece(s, brim, t, {
    fill: t.dark,
    inner:
      stitch('M236,580C280,594 320,600 350,600', t, 1.2) +
      stitch('M150,630C220,636 300,620 350,600', t, 1.2) +
      stitch('M136,616C200,614 280,606 340,596', t, 1.2),
  });
  s.add(
    `<ellipse cx="452" cy="328" rx="14" ry="7" fill="${t.dark}" stroke="${t.outline}" stroke-width="1.4"/>`,
  );
  return { floor: 640, shadowWidth: 270, focus: [420, 470] };
}

function drawScarf({ s, t, variant }: DrawContext): Layout {
  const check = variant % 2 === 0;
  if (check) {
    s.def(
      `<pattern id="tartan" width="80" height="80" patternUnits="userSpaceOnUse"><rect width="80" height="80" fill="${t.base}"/><path d="M0,20L80,20M0,60L80,60" stroke="${t.deep}" stroke-width="14" opacity=".55"/><path d="M20,0L20,80M60,0L60,80" stroke="${t.deep}" stroke-width="14" opacity=".45"/><path d="M0,40L80,40M40,0L40,80" stroke="${t.light}" stroke-width="3" opacity=".8"/></pattern>`,
    );
  }
  const fill = check ? 'url(#tartan)' : t.base;
  // the loop at the top and two ends falling from it
  const loop = 'M270,260C270,190 530,190 530,260L530,330C530,300 270,300 270,330Z';
  const backEnd = 'M430,300L540,300L560,830L450,830Z';
  const frontEnd = 'M262,300L372,300C400,400 420,500 410,760L300,760C310,560 300,420 262,300Z';
  const knit = check
    ? ''
    : ribs(200, 600, 200, 900, t, 14).replace('stroke-opacity=".7"', 'stroke-opacity=".25"');
  piece(s, backEnd, t, {
    fill,
    inner:
      knit +
      folds(['M470,360C480,520 490,680 496,820'], t, 0.9) +
      softStroke('M436,312L564,312', '#000', 0.25, 22),
  });
  piece(s, loop, t, { fill, inner: knit + folds(['M300,250C360,230 440,230 500,250'], t, 0.9) });
  piece(s, frontEnd, t, { fill, inner: knit + folds(['M320,330C350,440 362,560 356,740'], t) });
  // fringes
  let fringe = '';
  for (let x = 304; x <= 406; x += 8)
    fringe += `M${x},760L${x + (x % 16 ? 2 : -2)},${800 + (x % 3) * 6}`;
  for (let x = 454; x <= 556; x += 8)
    fringe += `M${x},830L${x + (x % 16 ? 2 : -2)},${872 + (x % 3) * 6}`;
  s.add(`<path d="${fringe}" stroke="${t.dark}" stroke-width="5" stroke-linecap="round"/>`);
  s.add(`<path d="${fringe}" stroke="${t.base}" stroke-width="3" stroke-linecap="round"/>`);
  return { floor: 890, shadowWidth: 220, focus: [400, 300] };
}

function drawBelt({ s, t, variant }: DrawContext): Layout {
  metalDefs(s);
  const metal = variant % 2 === 0 ? 'silver' : 'gold';
  // a buckled belt standing as a loop, seen from slightly above
  s.add(
    `<ellipse cx="400" cy="520" rx="262" ry="150" fill="none" stroke="${t.outline}" stroke-width="62"/>`,
  );
  s.add(
    `<path d="M138,520A262,150 0 0 1 662,520" fill="none" stroke="${t.deep}" stroke-width="58"/>`,
  );
  s.add(
    `<path d="M138,520A262,150 0 0 1 662,520" fill="none" stroke="${t.dark}" stroke-width="30" opacity=".6"/>`,
  );
  const front = 'M138,520A262,150 0 0 0 662,520';
  s.add(`<path d="${front}" fill="none" stroke="${t.outline}" stroke-width="62"/>`);
  s.add(`<path d="${front}" fill="none" stroke="${t.base}" stroke-width="58"/>`);
  s.add(
    `<path d="M140,500A262,150 0 0 0 660,500" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="8"/>`,
  );
  s.add(
    `<path d="M146,538A256,146 0 0 0 654,538" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="10"/>`,
  );
  s.add(
    `<path d="M138,520A262,130 0 0 0 662,520" fill="none" stroke="${t.stitch}" stroke-width="1.6" stroke-dasharray="7 5" transform="translate(0 -6)"/>`,
  );
  s.add(
    `<path d="M138,520A262,170 0 0 0 662,520" fill="none" stroke="${t.stitch}" stroke-width="1.6" stroke-dasharray="7 5" transform="translate(0 -2)"/>`,
  );
  // holes, keeper loop, buckle
  let holes = '';
  for (let i = 0; i < 4; i++)
    holes += `<ellipse cx="${480 + i * 34}" cy="${664 - i * 9}" rx="5" ry="4" fill="${t.deep}"/>`;
  s.add(holes);
  s.add(
    `<rect x="420" y="634" width="18" height="64" rx="3" fill="${t.base}" stroke="${t.outline}" stroke-width="1.5" transform="rotate(-6 429 666)"/>`,
  );
  s.add(
    `<rect x="326" y="620" width="84" height="96" rx="12" fill="none" stroke="url(#${metal})" stroke-width="12" transform="rotate(-2 368 668)"/>` +
      `<rect x="326" y="620" width="84" height="96" rx="12" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="1.5" transform="rotate(-2 368 668)"/>` +
      `<path d="M336,668L404,664" stroke="url(#${metal})" stroke-width="7" stroke-linecap="round"/>`,
  );
  return { floor: 720, shadowWidth: 320, focus: [380, 640] };
}

function drawSunglasses({ s, t, variant }: DrawContext): Layout {
  const round = variant % 2 === 1;
  s.def(
    `<linearGradient id="lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b1d22" stop-opacity=".95"/><stop offset=".7" stop-color="#3a3f48" stop-opacity=".85"/><stop offset="1" stop-color="#6b7380" stop-opacity=".75"/></linearGradient>`,
  );
  const lens = round
    ? circlePath(550, 505, 92)
    : 'M450,440Q560,426 660,446Q672,520 640,570Q600,610 530,604Q466,596 452,540Q444,486 450,440Z';
  // temples going back in perspective
  s.add(
    `<path d="M662,452L700,430L712,440L676,472Z" fill="${t.dark}" stroke="${t.outline}" stroke-width="1.5"/>`,
  );
  s.add(
    `<path d="M138,452L100,430L88,440L124,472Z" fill="${t.dark}" stroke="${t.outline}" stroke-width="1.5"/>`,
  );
  for (const d of [lens, mirrorPath(lens)]) {
    s.add(`<path d="${d}" fill="url(#lens)"/>`);
    s.add(
      `<path d="${d}" fill="none" stroke="${t.outline}" stroke-width="26"/><path d="${d}" fill="none" stroke="${t.base}" stroke-width="22"/>`,
    );
    s.add(
      `<path d="${d}" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="4" transform="translate(-2 -4)"/>`,
    );
  }
  // reflections on the lenses
  s.add(
    `<path d="M480,470L530,460L488,560Z" fill="#fff" opacity=".16"/><path d="M175,470L225,460L183,560Z" fill="#fff" opacity=".16"/>` +
      `<path d="M545,462L565,460L520,572L505,570Z" fill="#fff" opacity=".1"/><path d="M240,462L260,460L215,572L200,570Z" fill="#fff" opacity=".1"/>`,
  );
  s.add(
    `<path d="M352,470Q400,446 448,470" fill="none" stroke="${t.outline}" stroke-width="18"/><path d="M352,470Q400,446 448,470" fill="none" stroke="${t.base}" stroke-width="14"/>`,
  );
  return { floor: 660, shadowWidth: 300, focus: [560, 500] };
}

function drawPerfume({ s, t, variant }: DrawContext): Layout {
  metalDefs(s);
  const shape = variant % 3;
  const liquid = t.isLight ? mix(t.base, '#e7c878', 0.35) : t.base;
  s.def(
    `<linearGradient id="liq" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(liquid, -0.25)}"/><stop offset=".35" stop-color="${shade(liquid, 0.2)}"/><stop offset=".7" stop-color="${liquid}"/><stop offset="1" stop-color="${shade(liquid, -0.35)}"/></linearGradient>` +
      `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".12" stop-color="#fff" stop-opacity=".1"/><stop offset=".8" stop-color="#fff" stop-opacity=".05"/><stop offset="1" stop-color="#fff" stop-opacity=".5"/></linearGradient>`,
  );
  const bottle =
    shape === 0
      ? 'M250,420Q250,390 280,390L520,390Q550,390 550,420L550,800Q550,830 520,830L280,830Q250,830 250,800Z'
      : shape === 1
        ? 'M400,380C520,380 580,480 580,610C580,760 510,830 400,830C290,830 220,760 220,610C220,480 280,380 400,380Z'
        : 'M300,360Q300,340 320,340L480,340Q500,340 500,360L510,810Q510,830 490,830L310,830Q290,830 290,810Z';
  const top = shape === 2 ? 340 : shape === 1 ? 380 : 390;
  const fillTop = shape === 2 ? 420 : 470;
  const clip = s.clip(bottle);
  // neck, collar and cap
  const capColor = variant % 2 === 0 ? 'gold' : 'black';
  s.add(
    `<rect x="372" y="${top - 36}" width="56" height="40" fill="url(#${variant % 2 === 0 ? 'gold' : 'silver'})"/>`,
  );
  const capW = shape === 1 ? 120 : 150;
  const capH = shape === 2 ? 150 : 130;
  s.add(
    capColor === 'gold'
      ? `<rect x="${400 - capW / 2}" y="${top - 36 - capH}" width="${capW}" height="${capH}" rx="10" fill="url(#gold)" stroke="#8a6a2a" stroke-width="1.5"/>`
      : `<rect x="${400 - capW / 2}" y="${top - 36 - capH}" width="${capW}" height="${capH}" rx="10" fill="#1d1d20"/><rect x="${400 - capW / 2 + 12}" y="${top - 30 - capH}" width="14" height="${capH - 14}" rx="6" fill="#fff" opacity=".25"/>`,
  );
  s.add(`<path d="${bottle}" fill="#ffffff" fill-opacity=".35"/>`);
  s.add(
    `<g clip-path="url(#${clip})"><rect x="200" y="${fillTop}" width="400" height="400" fill="url(#liq)" opacity=".92"/>` +
      `<rect x="200" y="${fillTop - 3}" width="400" height="6" fill="${shade(liquid, 0.45)}" opacity=".8"/>` +
      `<path d="${bottle}" fill="url(#glass)"/>` +
      `<rect x="262" y="380" width="22" height="460" fill="#fff" opacity=".4"/>` +
      `<rect x="296" y="380" width="8" height="460" fill="#fff" opacity=".25"/>` +
      `<rect x="200" y="790" width="400" height="60" fill="#000" opacity=".08"/></g>`,
  );
  s.add(
    `<path d="${bottle}" fill="none" stroke="#ffffff" stroke-opacity=".9" stroke-width="7"/><path d="${bottle}" fill="none" stroke="#8b8f94" stroke-opacity=".7" stroke-width="2"/>`,
  );
  // a plain label plate with abstract lettering
  s.add(
    `<rect x="330" y="610" width="140" height="70" rx="4" fill="#f7f4ee" fill-opacity=".9" stroke="#b9b1a2" stroke-width="1"/>` +
      `<rect x="350" y="630" width="100" height="8" rx="2" fill="#2a2a2a" opacity=".8"/><rect x="370" y="650" width="60" height="5" rx="2" fill="#2a2a2a" opacity=".5"/>`,
  );
  return { floor: 834, shadowWidth: shape === 1 ? 230 : 200, focus: [400, 560] };
}

const DRAWERS: Record<GarmentKind, Drawer> = {
  tshirt: drawTshirt,
  shirt: drawShirt,
  hoodie: drawHoodie,
  sweater: drawSweater,
  jacket: drawJacket,
  bomber: drawBomber,
  dress: drawDress,
  jeans: drawJeans,
  trousers: drawTrousers,
  skirt: drawSkirt,
  shorts: drawShorts,
  sneakers: drawSneakers,
  boots: drawBoots,
  heels: drawHeels,
  loafers: drawLoafers,
  bag: drawBag,
  cap: drawCap,
  scarf: drawScarf,
  belt: drawBelt,
  sunglasses: drawSunglasses,
  perfume: drawPerfume,
};

// ---------------------------------------------------------------------------------------------
// The studio and the public API
// ---------------------------------------------------------------------------------------------

export const GARMENT_IMAGE_WIDTH = 800;
export const GARMENT_IMAGE_HEIGHT = 1000;

/** Camera: the main front shot, a turned and mirrored shot, or a close-up of a detail. */
export type GarmentView = 'front' | 'angle' | 'detail';

export interface GarmentImageOptions {
  category: Category;
  kind: GarmentKind;
  /** A colour name from COLOR_PALETTE (ё optional), or a #rrggbb hex. */
  color: string;
  /** Picks the model's small style variations (neckline, pocket, sole...); same seed, same garment. */
  seed?: number;
  view?: GarmentView;
}

const BACKDROPS = [
  { top: '#f5f2ed', bottom: '#e6dfd4' },
  { top: '#f3f3f1', bottom: '#e2e1dd' },
  { top: '#f4efe9', bottom: '#e9ddd2' },
] as const;

/** The SVG source of a product picture (exposed for tests and for previews). */
export function renderGarmentSvg(options: GarmentImageOptions): string {
  const allowed = GARMENT_KINDS[options.category] as readonly string[];
  if (!allowed.includes(options.kind)) {
    throw new Error(`Kind "${options.kind}" is not a ${options.category} kind`);
  }
  const seed = Math.abs(Math.trunc(options.seed ?? 0));
  const view = options.view ?? 'front';
  const rnd = prng(seed * 7919 + 17);
  const t = tones(colorHex(options.color));
  const s = new Scene();
  const layout = DRAWERS[options.kind]({ s, t, rnd, variant: seed });

  // Very light garments get a slightly deeper backdrop so their edges still read.
  const backdrop =
    t.isLight || luminance(t.base) > 0.45
      ? { top: '#ebe8e3', bottom: '#d6d0c6' }
      : BACKDROPS[(seed + (view === 'angle' ? 1 : 0)) % BACKDROPS.length]!;

  let transform = '';
  if (view === 'angle') {
    transform = `translate(400 ${layout.floor}) scale(-0.96 0.96) rotate(${seed % 2 ? 4 : -4}) translate(-400 -${layout.floor})`;
  } else if (view === 'detail') {
    const [fx, fy] = layout.focus;
    transform = `translate(400 500) scale(1.8) translate(${-fx} ${-fy})`;
  }
  const shadow =
    view === 'detail'
      ? ''
      : `<ellipse cx="400" cy="${layout.floor}" rx="${layout.shadowWidth}" ry="${Math.round(layout.shadowWidth * 0.12)}" fill="url(#floor)"/>` +
        `<ellipse cx="400" cy="${layout.floor - 4}" rx="${Math.round(layout.shadowWidth * 0.7)}" ry="${Math.round(layout.shadowWidth * 0.05)}" fill="url(#floor)" opacity=".8"/>`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${GARMENT_IMAGE_WIDTH}" height="${GARMENT_IMAGE_HEIGHT}" viewBox="0 0 800 1000">` +
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop.top}"/><stop offset=".72" stop-color="${backdrop.bottom}"/><stop offset="1" stop-color="${shade(backdrop.bottom, -0.04)}"/></linearGradient>` +
    `<radialGradient id="spot" cx=".5" cy=".38" r=".62"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="floor"><stop offset="0" stop-color="#3a3128" stop-opacity=".3"/><stop offset=".6" stop-color="#3a3128" stop-opacity=".12"/><stop offset="1" stop-color="#3a3128" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="litH" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset=".4" stop-color="#fff" stop-opacity="0"/><stop offset=".62" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>` +
    `<linearGradient id="litV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".1"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient>` +
    s.defsXml() +
    `</defs>` +
    `<rect width="800" height="1000" fill="url(#bg)"/><rect width="800" height="1000" fill="url(#spot)"/>` +
    shadow +
    `<g transform="${transform}">${s.body.join('')}</g>` +
    `</svg>`
  );
}

/** A product picture: 800 × 1000 WebP. */
export async function renderGarmentImage(options: GarmentImageOptions): Promise<Buffer> {
  return sharp(Buffer.from(renderGarmentSvg(options)))
    .webp({ quality: 84, effort: 2 })
    .toBuffer();
}

/** A smaller WebP of the same picture (default 320 px wide, 4:5). */
export async function renderThumbnail(options: GarmentImageOptions, width = 320): Promise<Buffer> {
  const height = Math.round((width * GARMENT_IMAGE_HEIGHT) / GARMENT_IMAGE_WIDTH);
  return sharp(Buffer.from(renderGarmentSvg(options)))
    .resize(width, height)
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
}
