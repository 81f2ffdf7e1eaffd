import { COLOR_PALETTE, type ColorName } from '@shop/contract';

type Lab = [number, number, number];

function toLab(r: number, g: number, b: number): Lab {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [R, G, B] = [lin(r), lin(g), lin(b)];
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((R * 0.4124 + G * 0.3576 + B * 0.1805) / 0.95047);
  const y = f(R * 0.2126 + G * 0.7152 + B * 0.0722);
  const z = f((R * 0.0193 + G * 0.1192 + B * 0.9505) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** «Прозрачный» is a material, not a colour a photo shows. */
const PALETTE = Object.entries(COLOR_PALETTE)
  .filter(([name]) => name !== 'прозрачный')
  .map(([name, hex]) => ({
    name: name as ColorName,
    lab: toLab(...([1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Lab)),
  }));

/** Lightness counts for less than hue: a fold's shade is the same cloth. */
const L_WEIGHT = 0.6;
const labDistance = (a: Lab, b: Lab) =>
  Math.hypot((a[0] - b[0]) * L_WEIGHT, a[1] - b[1], a[2] - b[2]);

export function paletteName(lab: Lab): ColorName {
  let best = PALETTE[0]!;
  let bestDistance = Infinity;
  for (const p of PALETTE) {
    const d = labDistance(p.lab, lab);
    if (d < bestDistance) [best, bestDistance] = [p, d];
  }
  return best.name;
}

/** A colour group of the garment: its pixels' Lab values and their count. */
type Group = { lab: Lab; pixels: Lab[] };

function kMeans(samples: Lab[], k: number): Group[] {
  const step = Math.max(1, Math.floor(samples.length / k));
  let centres = Array.from({ length: k }, (_, i) => samples[i * step]!);
  let groups: Group[] = [];
  for (let round = 0; round < 8; round++) {
    groups = centres.map((lab) => ({ lab, pixels: [] }));
    for (const s of samples) {
      let best = 0;
      for (let c = 1; c < centres.length; c++)
        if (labDistance(centres[c]!, s) < labDistance(centres[best]!, s)) best = c;
      groups[best]!.pixels.push(s);
    }
    groups = groups.filter((g) => g.pixels.length);
    centres = groups.map(
      (g) =>
        [0, 1, 2].map((ch) => g.pixels.reduce((t, p) => t + p[ch]!, 0) / g.pixels.length) as Lab,
    );
    groups.forEach((g, i) => (g.lab = centres[i]!));
  }
  return groups;
}

/**
 * The colour a group is seen as: its chroma's median and a lightness above its median, since
 * folds and shadows darken a cloth more often than light brightens it.
 */
function seenAs(group: Group): Lab {
  const sorted = (ch: number) => group.pixels.map((p) => p[ch]!).sort((a, b) => a - b);
  const at = (values: number[], q: number) => values[Math.floor((values.length - 1) * q)]!;
  return [at(sorted(0), 0.65), at(sorted(1), 0.5), at(sorted(2), 0.5)];
}

/**
 * The garment's main colours by the shop's palette names, most of its area first (1–3): the
 * opaque pixels of an RGBA cut-out grouped by colour, a group that differs from a larger one only
 * in lightness (its shade) joined to it, groups under a ninth of the area dropped.
 */
export function garmentColours(rgba: Buffer, minAlpha = 200): ColorName[] {
  const opaque = Math.max(1, rgba.length / 4);
  const stride = Math.max(1, Math.floor(opaque / 6000)) * 4;
  const samples: Lab[] = [];
  for (let i = 0; i < rgba.length; i += stride)
    if (rgba[i + 3]! >= minAlpha) samples.push(toLab(rgba[i]!, rgba[i + 1]!, rgba[i + 2]!));
  if (!samples.length) return [];
  const groups = kMeans(samples, Math.min(5, samples.length)).sort(
    (a, b) => b.pixels.length - a.pixels.length,
  );
  const merged: Group[] = [];
  for (const g of groups) {
    const chroma = Math.hypot(g.lab[1], g.lab[2]);
    const shadeOf = merged.find((m) => {
      const hueGap = Math.hypot(m.lab[1] - g.lab[1], m.lab[2] - g.lab[2]);
      const both = Math.min(chroma, Math.hypot(m.lab[1], m.lab[2]));
      // The same hue (or both near grey) a little darker: one cloth in light and in shade.
      return hueGap < Math.max(10, both * 0.35) && g.lab[0] < m.lab[0] && m.lab[0] - g.lab[0] < 35;
    });
    if (shadeOf) shadeOf.pixels.push(...g.pixels);
    else merged.push({ lab: g.lab, pixels: [...g.pixels] });
  }
  const byName = new Map<ColorName, number>();
  for (const g of merged) {
    const name = paletteName(seenAs(g));
    byName.set(name, (byName.get(name) ?? 0) + g.pixels.length);
  }
  const ranked = [...byName].sort((a, b) => b[1] - a[1]);
  return ranked
    .filter(([, n], i) => i === 0 || n >= samples.length / 9)
    .slice(0, 3)
    .map(([name]) => name);
}
