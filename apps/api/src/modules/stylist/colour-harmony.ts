import { COLOR_PALETTE, COLOR_NAMES, normaliseColorName, type ColorName } from '@shop/contract';

/**
 * How a colour behaves in a look: a neutral goes with anything, a soft colour (pastel or muted)
 * with its neighbours and the neutrals, a loud one is an accent — one per look.
 */
export type Tone = 'neutral' | 'soft' | 'loud';

const NEUTRAL: ReadonlySet<ColorName> = new Set([
  'чёрный',
  'белый',
  'молочный',
  'серый',
  'графитовый',
  'бежевый',
  'песочный',
  'коричневый',
  'тёмно-синий',
  'золотистый',
  'прозрачный',
]);
const LOUD: ReadonlySet<ColorName> = new Set([
  'красный',
  'оранжевый',
  'жёлтый',
  'зелёный',
  'синий',
  'фиолетовый',
]);

export const toneOf = (color: ColorName): Tone =>
  NEUTRAL.has(color) ? 'neutral' : LOUD.has(color) ? 'loud' : 'soft';

const byNormalName = new Map(COLOR_NAMES.map((name) => [normaliseColorName(name), name]));

/** The shop's colour a stored colour name stands for («Черный» → чёрный); null if none. */
export function paletteColor(name: string | null | undefined): ColorName | null {
  return name ? (byNormalName.get(normaliseColorName(name)) ?? null) : null;
}

/** The hue (0–360°) of a palette colour's swatch. */
export function hueOf(color: ColorName): number {
  const hex = COLOR_PALETTE[color];
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const sector =
    max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (sector * 60 + 360) % 360;
}

/** The shorter way round the colour wheel between two hues. */
export function hueDistance(a: ColorName, b: ColorName): number {
  const d = Math.abs(hueOf(a) - hueOf(b));
  return Math.min(d, 360 - d);
}

/** Neighbours on the wheel (analogous) and opposites (complementary), in degrees. */
const ANALOGOUS_MAX = 45;
const COMPLEMENTARY = [150, 210] as const;

export type Relation = 'same' | 'neutral' | 'analogous' | 'complementary' | 'clash';

/** How two colours relate: a neutral on either side goes, chromatic ones by their hues. */
export function relationOf(a: ColorName, b: ColorName): Relation {
  if (a === b) return 'same';
  if (toneOf(a) === 'neutral' || toneOf(b) === 'neutral') return 'neutral';
  const d = hueDistance(a, b);
  if (d <= ANALOGOUS_MAX) return 'analogous';
  if (d >= COMPLEMENTARY[0] && d <= COMPLEMENTARY[1]) return 'complementary';
  return 'clash';
}

/**
 * What two pieces' main colours add to a look: the same colour and neighbours most, a neutral
 * always something, opposites a little, a clash takes away, and two different loud colours take
 * away most (one accent per look). An unknown colour says nothing.
 */
export function colourPairScore(a: ColorName | null, b: ColorName | null): number {
  if (!a || !b) return 0;
  if (a !== b && toneOf(a) === 'loud' && toneOf(b) === 'loud') return -4;
  switch (relationOf(a, b)) {
    case 'same':
      return 1.5;
    case 'analogous':
      return 1.5;
    case 'neutral':
      return 1;
    case 'complementary':
      return 0.5;
    case 'clash':
      return -2;
  }
}

/** A look's colours told in one word: what its reason line says. */
export type ColourStory =
  | { kind: 'one'; color: ColorName }
  | { kind: 'neutrals'; colors: ColorName[] }
  | { kind: 'accent'; accent: ColorName; base: ColorName[]; loud: boolean }
  | { kind: 'analogous' | 'complementary'; pair: [ColorName, ColorName] }
  | { kind: 'mixed' };

/** The story of a look's main colours (each piece's first), most of the look first. */
export function colourStory(colors: readonly ColorName[]): ColourStory {
  const distinct = [...new Set(colors)];
  if (distinct.length === 0) return { kind: 'mixed' };
  if (distinct.length === 1) return { kind: 'one', color: distinct[0]! };
  const neutrals = distinct.filter((c) => toneOf(c) === 'neutral');
  const chromatic = distinct.filter((c) => toneOf(c) !== 'neutral');
  if (chromatic.length === 0) return { kind: 'neutrals', colors: neutrals };
  if (chromatic.length === 1)
    return {
      kind: 'accent',
      accent: chromatic[0]!,
      base: neutrals,
      loud: toneOf(chromatic[0]!) === 'loud',
    };
  if (chromatic.length === 2) {
    const relation = relationOf(chromatic[0]!, chromatic[1]!);
    if (relation === 'analogous' || relation === 'complementary')
      return { kind: relation, pair: [chromatic[0]!, chromatic[1]!] };
  }
  return { kind: 'mixed' };
}
