/**
 * The shopper's figure («Ваша фигура»): the shop's mannequin drawn with a person's proportions and
 * tones. A figure is a handful of factors relative to the default mannequin; this module turns them
 * into a map from the default drawing's coordinates to the figure's, which both the drawing
 * (mannequin.ts) and its pose (figurePose) go through, so garments fit the body that is drawn.
 */
import { MANNEQUIN_LAYOUT as L, MANNEQUIN_POSE } from './mannequin-layout';

/** An sRGB colour, 0–255 per channel. */
export type Colour = readonly [number, number, number];

export type Figure = {
  /** Widths relative to the default mannequin's, at the shoulders, bust, waist and hips. */
  shoulders: number;
  bust: number;
  waist: number;
  hips: number;
  /** Lengths relative to the default mannequin's: shoulders → crotch, crotch → ankles. */
  torso: number;
  legs: number;
  skin: Colour;
  /** Null: no hair drawn (bald, or hair the photo did not tell apart). */
  hair: Colour | null;
  /** Hair below the chin, drawn falling behind the shoulders. */
  longHair?: boolean;
};

/** The default mannequin's own tone (mannequin.ts BASE). */
export const DEFAULT_SKIN: Colour = [0xe3, 0xdc, 0xd1];
export const DEFAULT_FIGURE: Figure = {
  shoulders: 1,
  bust: 1,
  waist: 1,
  hips: 1,
  torso: 1,
  legs: 1,
  skin: DEFAULT_SKIN,
  hair: null,
};

/**
 * What the drawing can show credibly. The default mannequin has a narrow fashion waist, so a
 * straight waist (most men, most heavier people) needs more room there than elsewhere.
 */
export const FIGURE_BOUNDS = {
  shoulders: [0.8, 1.35],
  bust: [0.8, 1.35],
  waist: [0.8, 1.5],
  hips: [0.8, 1.35],
  torso: [0.85, 1.2],
  legs: [0.85, 1.2],
} as const;
export type FigureMeasure = keyof typeof FIGURE_BOUNDS;
export const FIGURE_MEASURES = Object.keys(FIGURE_BOUNDS) as FigureMeasure[];

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const step = (v: number, by: number) => Math.round(v / by) * by;
const colour = (c: Colour, by = 1): Colour =>
  c.map((v) => clamp(step(v, by), 0, 255)) as unknown as Colour;

/**
 * The figure within bounds and rounded (factors to 0.02, tones to 4 levels of 256), so figures
 * that would draw alike are one drawing and one cache entry; non-finite numbers become defaults.
 */
export function roundFigure(figure: Figure): Figure {
  const out = { ...figure };
  for (const k of FIGURE_MEASURES) {
    const v = Number.isFinite(figure[k]) ? figure[k] : 1;
    const [lo, hi] = FIGURE_BOUNDS[k];
    out[k] = Number(step(clamp(v, lo, hi), 0.02).toFixed(2));
  }
  out.skin = colour(figure.skin, 4);
  out.hair = figure.hair ? colour(figure.hair, 4) : null;
  out.longHair = !!(out.hair && figure.longHair);
  return out;
}

/** A short key for a (rounded) figure, for caches. */
export function figureKey(figure: Figure): string {
  const f = roundFigure(figure);
  const hex = (c: Colour) => c.map((v) => v.toString(16).padStart(2, '0')).join('');
  return [
    ...FIGURE_MEASURES.map((k) => f[k].toFixed(2)),
    hex(f.skin),
    f.hair ? hex(f.hair) + (f.longHair ? 'L' : '') : '-',
  ].join(':');
}

/** Which part of the drawing a point belongs to: each is widened and lengthened its own way. */
export type Region = 'head' | 'neck' | 'body' | 'arm';
/** Maps a point of the default drawing (dx from the centre line, y in pixels) to the figure's. */
export type FigureMap = (region: Region, dx: number, y: number) => [number, number];

const H = L.height;
const CX = L.width * L.centerX;
const Y_SHOULDER = 0.2 * H;
const Y_CROTCH = 0.556 * H;
const Y_ANKLE = L.ankles * H;
const HEAD_TOP = L.headTop * H;
/** The soles' lowest point on the default drawing. */
const SOLE = 0.977 * H;
/** How far from the centre a figure may reach (hands), so it stays inside the frame. */
const MAX_REACH = 0.47 * L.width;

type Table = [number, number][];
/** Piecewise-linear through (y fraction, value) knots, flat beyond the ends. */
function along(table: Table, yPx: number): number {
  const f = yPx / H;
  if (f <= table[0]![0]) return table[0]![1];
  for (let i = 1; i < table.length; i++) {
    const [y1, v1] = table[i]!;
    if (f <= y1) {
      const [y0, v0] = table[i - 1]!;
      return v0 + ((v1 - v0) * (f - y0)) / (y1 - y0);
    }
  }
  return table[table.length - 1]![1];
}

/**
 * Half widths of the default drawing where an arm hangs beside the body: (y fraction, the body's
 * outer edge, the arm's inner edge), measured on its alpha. The arms swing out as far as the
 * figure's waist and hips need to keep a gap like the mannequin's.
 */
const ARM_GAPS: [number, number, number][] = [
  [0.38, 79, 112],
  [0.45, 66, 118],
  [0.5, 86, 123],
  [0.53, 96, 126],
  [0.58, 96, 119],
];

/** The body's and the arms' horizontal maps (in default pixels, before the figure is scaled). */
function widthMaps(f: Figure) {
  const { shoulders: s, bust: b, waist: w, hips: h } = f;
  const torso: Table = [
    [0.188, s],
    [0.24, s],
    [0.28, (s + b) / 2],
    [0.31, b],
    [0.37, b],
    [0.45, w],
    // Below the waist the outline only widens: a waist as wide as the hips gets no notch.
    [0.48, Math.max(w + (h - w) * 0.6, (w * 66) / 75)],
    [0.5, Math.max(h, (w * 66) / 86)],
    [0.53, Math.max(h, (w * 66) / 96)],
    [0.556, h],
  ];
  // A broader build has a thicker neck; the body's outline meets it at its base.
  const neck = 1 + ((s + b + w) / 3 - 1) * 0.6;
  const e = h - 1;
  // Each leg widens about its own centre line and moves out with the hips, less towards the feet.
  const legCentre: Table = [
    [0.556, 48],
    [0.73, 40],
    [0.93, 28],
    [0.97, 30],
  ];
  const legSpread: Table = [
    [0.556, h],
    [0.73, 1 + 0.8 * e],
    [0.93, 1 + 0.6 * e],
  ];
  const legThickness: Table = [
    [0.556, h],
    [0.64, 1 + 0.85 * e],
    [0.73, 1 + 0.55 * e],
    [0.93, 1 + 0.3 * e],
    [0.975, 1 + 0.2 * e],
  ];
  const body = (dx: number, y: number) => {
    if (y <= Y_CROTCH) {
      const k = along(torso, y);
      // Near the neck only the shoulders' line widens as the shoulders: its base, as the neck.
      const share = y < 0.25 * H ? clamp((dx - 20) / 40, 0, 1) : 1;
      return dx * (neck + (k - neck) * share);
    }
    const c = along(legCentre, y);
    return c * along(legSpread, y) + (dx - c) * along(legThickness, y);
  };
  const armCentre: Table = [
    [0.212, 112],
    [0.256, 116],
    [0.378, 129],
    [0.528, 141],
  ];
  const armK = 1 + ((b + w + h) / 3 - 1) * 0.5;
  const armThickness: Table = [
    [0.5, armK],
    [0.54, 1 + (armK - 1) * 0.4],
  ];
  const unshifted = (dx: number, y: number) => {
    const c = along(armCentre, y);
    return c + (dx - c) * along(armThickness, y);
  };
  // The arm hangs from the shoulder and moves out, no more than the bust, waist and hips below
  // it need to keep a gap like the mannequin's (it never comes back in, as a hanging arm would not).
  const top = 118 * (s - 1);
  const shift: Table = [[0.26, top]];
  for (const [yf, edge, inner] of ARM_GAPS) {
    const need = body(edge, yf * H) + Math.max(16, (inner - edge) * 0.8) - unshifted(inner, yf * H);
    shift.push([yf, Math.max(shift[shift.length - 1]![1], need)]);
  }
  const arm = (dx: number, y: number) => unshifted(dx, y) + along(shift, y);
  return { body, arm, neck: (dx: number) => dx * neck };
}

/**
 * The figure's map: widths per region, the torso and legs lengthened, and the whole scaled about
 * the soles so that head and feet land where the default mannequin's do (same picture, same floor)
 * and nothing leaves the frame.
 */
export function figureMap(figure: Figure): FigureMap {
  const f = roundFigure(figure);
  const { body, arm, neck } = widthMaps(f);
  const lengthened = (y: number) => {
    if (y <= Y_SHOULDER) return y;
    const torsoEnd = Y_SHOULDER + (Y_CROTCH - Y_SHOULDER) * f.torso;
    if (y <= Y_CROTCH) return Y_SHOULDER + (y - Y_SHOULDER) * f.torso;
    const legsEnd = torsoEnd + (Y_ANKLE - Y_CROTCH) * f.legs;
    if (y <= Y_ANKLE) return torsoEnd + (y - Y_CROTCH) * f.legs;
    return legsEnd + (y - Y_ANKLE);
  };
  const reach = Math.max(arm(164, 0.55 * H), arm(156, 0.6 * H));
  const k = Math.min(
    (SOLE - HEAD_TOP) / (lengthened(SOLE) - HEAD_TOP),
    MAX_REACH / Math.max(1, reach),
  );
  const soleY = lengthened(SOLE);
  const widen = { head: (dx: number) => dx, neck, body, arm };
  return (region, dx, y) => {
    const out = Math.sign(dx) * widen[region](Math.abs(dx), y);
    return [CX + out * k, SOLE - (soleY - lengthened(y)) * k];
  };
}

/** How much the figure is scaled to fit the frame (1 for the default): for line widths. */
export function figureScale(figure: Figure): number {
  const map = figureMap(figure);
  return (map('head', 0, SOLE)[1] - map('head', 0, HEAD_TOP)[1]) / (SOLE - HEAD_TOP);
}

type PoseName = keyof typeof MANNEQUIN_POSE;
const POSE_REGION: Record<PoseName, Region> = {
  nose: 'head',
  leftEye: 'head',
  rightEye: 'head',
  leftEar: 'head',
  rightEar: 'head',
  leftShoulder: 'body',
  rightShoulder: 'body',
  leftElbow: 'arm',
  rightElbow: 'arm',
  leftWrist: 'arm',
  rightWrist: 'arm',
  leftHip: 'body',
  rightHip: 'body',
  leftKnee: 'body',
  rightKnee: 'body',
  leftAnkle: 'body',
  rightAnkle: 'body',
};

/** The figure's pose as MANNEQUIN_POSE gives the default's: joint centres as fractions. */
export function figurePose(figure: Figure): Record<PoseName, [number, number]> {
  const map = figureMap(figure);
  const out = {} as Record<PoseName, [number, number]>;
  for (const [name, [x, y]] of Object.entries(MANNEQUIN_POSE) as [PoseName, [number, number]][]) {
    const [px, py] = map(POSE_REGION[name], (x - L.centerX) * L.width, y * H);
    out[name] = [px / L.width, py / H];
  }
  return out;
}
