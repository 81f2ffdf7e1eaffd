import type { Category } from './constants';

/**
 * Sizes come in systems that must not be mixed in one list (decision 029): letters (XS…XXL),
 * Russian numeric clothing and jeans sizes (42…54, 27…34), shoe sizes (36…45), one size, volumes
 * of fragrances, and anything else. A shoe «40» and a jacket «40» are different sizes, so the
 * system depends on the item's category as well as on the size's text. The API computes the
 * same groups in SQL (catalog.repository.ts `sizeGroupSql`); a test keeps the two in step.
 */
export const SIZE_GROUPS = ['letter', 'clothing', 'shoes', 'one', 'volume', 'other'] as const;
export type SizeGroup = (typeof SIZE_GROUPS)[number];

/** The spellings of «one size» that sources use; compared upper-cased without spaces or dashes. */
export const ONE_SIZE_SPELLINGS = [
  'ONESIZE',
  'OS',
  'UNI',
  'UNISIZE',
  'БЕЗРАЗМЕРА',
  'ЕДИНЫЙ',
  'ЕДИНЫЙРАЗМЕР',
] as const;

const LETTER = '(?:XXS|X{0,3}S|M|X{0,4}L|[2-6]XL|[2-3]XS)';
/** XS…XXL, 3XL, and pairs such as S/M. */
export const LETTER_SIZE_PATTERN = `^${LETTER}(?:/${LETTER})?$`;
/** 50 мл, 100 ml, 1,5 л. */
export const VOLUME_SIZE_PATTERN = '^\\d+(?:[.,]\\d+)?\\s*(?:мл|МЛ|ml|ML|л|Л|l|L|г|Г|g|G)$';

const letterRe = new RegExp(LETTER_SIZE_PATTERN);
const volumeRe = new RegExp(VOLUME_SIZE_PATTERN);

/** Whether a size is «one size» however the source wrote it ('ONE SIZE', 'one-size', 'OS'). */
export function isOneSize(size: string): boolean {
  const compact = size.toUpperCase().replace(/[\s-]/g, '');
  return (ONE_SIZE_SPELLINGS as readonly string[]).includes(compact);
}

/** The size system of a variant size on an item of this category. */
export function sizeGroupOf(size: string, category: Category): SizeGroup {
  if (isOneSize(size)) return 'one';
  if (volumeRe.test(size.trim())) return 'volume';
  if (category === 'footwear') return 'shoes';
  if (letterRe.test(size.toUpperCase().replace(/\s/g, ''))) return 'letter';
  if ((category === 'top' || category === 'bottom') && /^W?\d/i.test(size.trim()))
    return 'clothing';
  return 'other';
}

/**
 * The size filter's values: a plain size ('40') matches that size in any system; a grouped one
 * ('shoes:40') only in that system, which is what the grouped filter panel sends.
 */
export function sizeToken(group: SizeGroup, size: string): string {
  return `${group}:${size}`;
}

export function parseSizeToken(token: string): { group: SizeGroup | null; size: string } {
  const colon = token.indexOf(':');
  if (colon > 0) {
    const group = token.slice(0, colon);
    if ((SIZE_GROUPS as readonly string[]).includes(group)) {
      return { group: group as SizeGroup, size: token.slice(colon + 1) };
    }
  }
  return { group: null, size: token };
}
