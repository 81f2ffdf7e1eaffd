import type { Category, Gender } from '@shop/contract';

/**
 * The size guide of the item page (decision 028): one table per kind of garment, for women and for
 * men where they differ. Measurements are of the body, in centimetres, as Russian and Kazakh shops
 * give them; a shopper between two sizes is told to take the larger.
 */

export type SizeGuideColumn = 'letter' | 'ru' | 'w' | 'eu' | 'chest' | 'waist' | 'hips' | 'foot';

export interface SizeGuideTable {
  columns: SizeGuideColumn[];
  rows: string[][];
}

export type SizeGuideKind = 'clothes' | 'bottoms' | 'shoes';

type ForWhom = 'women' | 'men';

const GUIDES: Record<SizeGuideKind, Record<ForWhom, SizeGuideTable>> = {
  clothes: {
    women: {
      columns: ['letter', 'ru', 'chest', 'waist', 'hips'],
      rows: [
        ['XS', '42', '82–85', '63–66', '88–91'],
        ['S', '44', '86–89', '67–70', '92–95'],
        ['M', '46', '90–93', '71–74', '96–99'],
        ['L', '48', '94–97', '75–78', '100–103'],
        ['XL', '50', '98–101', '79–82', '104–107'],
        ['XXL', '52', '102–105', '83–86', '108–111'],
      ],
    },
    men: {
      columns: ['letter', 'ru', 'chest', 'waist'],
      rows: [
        ['XS', '44', '86–89', '74–77'],
        ['S', '46', '90–93', '78–81'],
        ['M', '48', '94–97', '82–85'],
        ['L', '50', '98–101', '86–89'],
        ['XL', '52', '102–105', '90–93'],
        ['XXL', '54', '106–109', '94–97'],
      ],
    },
  },
  bottoms: {
    women: {
      columns: ['ru', 'letter', 'w', 'waist', 'hips'],
      rows: [
        ['40', 'XXS', '24', '58–61', '84–87'],
        ['42', 'XS', '25–26', '62–65', '88–91'],
        ['44', 'S', '27', '66–69', '92–95'],
        ['46', 'M', '28–29', '70–73', '96–99'],
        ['48', 'L', '30', '74–77', '100–103'],
        ['50', 'XL', '31–32', '78–81', '104–107'],
        ['52', 'XXL', '33–34', '82–85', '108–111'],
      ],
    },
    men: {
      columns: ['ru', 'letter', 'w', 'waist', 'hips'],
      rows: [
        ['42', 'XXS', '27', '66–69', '84–87'],
        ['44', 'XS', '28', '70–73', '88–91'],
        ['46', 'S', '30', '74–77', '92–95'],
        ['48', 'M', '32', '78–81', '96–99'],
        ['50', 'L', '33–34', '82–85', '100–103'],
        ['52', 'XL', '36', '86–89', '104–107'],
        ['54', 'XXL', '38', '90–93', '108–111'],
      ],
    },
  },
  shoes: {
    women: {
      columns: ['ru', 'eu', 'foot'],
      rows: [
        ['35', '36', '22,5'],
        ['36', '37', '23'],
        ['37', '38', '23,5–24'],
        ['38', '39', '24,5'],
        ['39', '40', '25'],
        ['40', '41', '25,5–26'],
        ['41', '42', '26,5'],
      ],
    },
    men: {
      columns: ['ru', 'eu', 'foot'],
      rows: [
        ['39', '40', '25'],
        ['40', '41', '25,5–26'],
        ['41', '42', '26,5'],
        ['42', '43', '27'],
        ['43', '44', '27,5–28'],
        ['44', '45', '28,5'],
        ['45', '46', '29'],
      ],
    },
  },
};

/** Which guide an item of this category has; accessories and fragrances have none. */
export function sizeGuideKind(category: Category): SizeGuideKind | null {
  switch (category) {
    case 'top':
      return 'clothes';
    case 'bottom':
      return 'bottoms';
    case 'footwear':
      return 'shoes';
    default:
      return null;
  }
}

/**
 * The tables to offer: the item's own for women's and men's items, both for the others. A table
 * starts and ends at the sizes the item sells (a row sells when one of its cells is one of
 * `sizes`); a table none of whose rows the item sells is shown whole.
 */
export function sizeGuideTables(
  kind: SizeGuideKind,
  gender: Gender,
  sizes: readonly string[] = [],
): { forWhom: ForWhom; table: SizeGuideTable }[] {
  const order: ForWhom[] =
    gender === 'men' ? ['men'] : gender === 'women' ? ['women'] : ['women', 'men'];
  const sold = new Set(sizes.map((size) => size.trim().toUpperCase()));
  return order.map((forWhom) => {
    const table = GUIDES[kind][forWhom];
    const selling = table.rows.flatMap((row, index) =>
      row.some((cell) => cell.split('–').some((part) => sold.has(part))) ? [index] : [],
    );
    if (selling.length === 0) return { forWhom, table };
    const rows = table.rows.slice(selling[0], selling.at(-1)! + 1);
    return { forWhom, table: { ...table, rows } };
  });
}

/** The columns named by an abbreviation, which a table's caption explains (its own only). */
export function isAbbreviated(column: SizeGuideColumn): column is 'letter' | 'ru' | 'w' | 'eu' {
  return column === 'letter' || column === 'ru' || column === 'w' || column === 'eu';
}

/** Whether a table measures the body (chest, waist, hips) rather than the foot. */
export const measuresBody = (table: SizeGuideTable) =>
  table.columns.some((column) => column === 'chest' || column === 'waist' || column === 'hips');
