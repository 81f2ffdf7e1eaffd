import { sizeGroupOf, type Category, type SizeGroup } from '@shop/contract';
import type { UsualSize } from '../orders/usual-sizes';

type Choice = { id: number; size: string | null; color: string | null };

/** Clothing size systems that mean the same on a top and a bottom (an M is an M). */
const SHARED_BY_TOPS_AND_BOTTOMS: ReadonlySet<SizeGroup> = new Set(['letter', 'clothing']);
const APPAREL: ReadonlySet<Category> = new Set(['top', 'bottom']);

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The variant in the size the shopper usually takes, among the item's variants in stock: the
 * sizes they ordered in this category and size system first, then (tops and bottoms) the ones of
 * the other apparel category in the same system. The item's main colour wins a tie of colours.
 * Null when nothing they ordered fits, or when there is nothing to choose (one variant or none).
 */
export function preferredVariantId(
  item: { category: Category; color: string | null; variants: readonly Choice[] },
  usual: readonly UsualSize[],
): number | null {
  if (item.variants.length < 2) return null;
  const offered = item.variants.filter((v) => v.size !== null) as (Choice & { size: string })[];
  const groups = new Set(offered.map((v) => sizeGroupOf(v.size, item.category)));
  const ownCategory = usual.filter((u) => u.category === item.category);
  const related = APPAREL.has(item.category)
    ? usual.filter(
        (u) =>
          u.category !== item.category &&
          APPAREL.has(u.category) &&
          SHARED_BY_TOPS_AND_BOTTOMS.has(u.group),
      )
    : [];
  for (const entry of [...ownCategory, ...related]) {
    if (!groups.has(entry.group)) continue;
    for (const size of entry.sizes) {
      const fits = offered.filter(
        (v) => same(v.size, size) && sizeGroupOf(v.size, item.category) === entry.group,
      );
      const chosen = fits.find((v) => v.color === item.color) ?? fits[0];
      if (chosen) return chosen.id;
    }
  }
  return null;
}
