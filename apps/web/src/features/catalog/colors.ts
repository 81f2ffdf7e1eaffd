import { COLOR_PALETTE, normaliseColorName } from '@shop/contract';

/** Colours that a flat swatch would misrepresent. */
const SPECIAL_SWATCHES: Record<string, string> = {
  золотистый: 'linear-gradient(135deg, #f3dc8a, #c89b34)',
  прозрачный: 'repeating-conic-gradient(#e5e5e5 0 25%, #ffffff 0 50%) 50% / 8px 8px',
};

const SWATCHES = new Map(
  Object.entries({ ...COLOR_PALETTE, ...SPECIAL_SWATCHES }).map(([name, css]) => [
    normaliseColorName(name),
    css,
  ]),
);

/**
 * The swatch for one of the catalogue's colour names (the store palette of the contract; case
 * and ё do not matter). Unknown names get no swatch; the name is always shown next to it.
 */
export function colorSwatch(name: string): string | undefined {
  return SWATCHES.get(normaliseColorName(name));
}

const LETTER_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

/** Sizes in a shopper's order: letters XS…XXL, then numbers ascending, then anything else. */
export function compareSizes(a: string, b: string): number {
  const rank = (value: string): [number, number, string] => {
    const letter = LETTER_ORDER.indexOf(value.toUpperCase());
    if (letter >= 0) return [0, letter, value];
    const number = Number.parseFloat(value.replace(',', '.'));
    if (Number.isFinite(number)) return [1, number, value];
    return [2, 0, value];
  };
  const [ga, na, sa] = rank(a);
  const [gb, nb, sb] = rank(b);
  return ga - gb || na - nb || sa.localeCompare(sb, 'ru');
}
