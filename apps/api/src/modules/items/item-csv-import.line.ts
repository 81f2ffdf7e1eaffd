import {
  MAX_STOCK,
  type Category,
  type CsvLineError,
  type Gender,
  type ItemStatus,
} from '@shop/contract';
import {
  categoryOf,
  CSV_COLUMNS,
  genderOf,
  moneyOf,
  statusOf,
  stockOf,
  type CsvColumnKey,
  type CsvFileLine,
} from './item-csv-import.parse';

/*
 * One line of a product CSV file read into an item's and a variant's fields, with the errors of
 * the cells that cannot be read (the plan compares them with the catalogue).
 */

/** An item's fields as a line sets them; a field the line leaves alone is undefined. */
export type CsvItemFields = {
  name?: string;
  brand?: string;
  category?: Category;
  gender?: Gender;
  composition?: string | null;
  description?: string | null;
  status?: ItemStatus;
  price?: string | null;
  compareAtPrice?: string | null;
  size?: string | null;
  color?: string | null;
  /** Picture addresses in the gallery's order. */
  pictures?: string[];
};
export type VariantFields = {
  size?: string | null;
  brandSize?: string | null;
  color?: string | null;
  price?: string | null;
};

const LIMITS: Partial<Record<CsvColumnKey, number>> = {
  name: 200,
  brand: 100,
  composition: 500,
  description: 5000,
  size: 60,
  brandSize: 60,
  color: 60,
  sku: 120,
};

/** Each cell of a line, read; the errors of those that cannot be. */
export function readLine({ cells }: CsvFileLine) {
  const errors: { column: string; reason: CsvLineError }[] = [];
  const fail = (key: CsvColumnKey, reason: CsvLineError) =>
    errors.push({ column: CSV_COLUMNS[key], reason });
  for (const [key, max] of Object.entries(LIMITS) as [CsvColumnKey, number][])
    if ((cells[key]?.length ?? 0) > max) fail(key, 'too_long');

  const coded = <T>(key: CsvColumnKey, read: (cell: string) => T | null): T | undefined => {
    const cell = cells[key];
    if (!cell) return undefined;
    const value = read(cell);
    if (value === null) fail(key, `unknown_${key}` as CsvLineError);
    return value ?? undefined;
  };
  const money = (key: CsvColumnKey): string | null | undefined => {
    const cell = cells[key];
    if (cell === undefined) return undefined;
    if (cell === '') return null;
    const value = moneyOf(cell);
    if (value === undefined) fail(key, 'invalid_price');
    // The shop sells nothing for free: the database refuses a price of 0 as well.
    else if (Number(value) <= 0) fail(key, 'price_not_positive');
    return value;
  };
  const text = (key: CsvColumnKey) => (cells[key] === undefined ? undefined : cells[key] || null);

  const item: CsvItemFields = {
    name: cells.name || undefined,
    brand: cells.brand,
    category: coded('category', categoryOf),
    gender: coded('gender', genderOf),
    composition: text('composition'),
    description: cells.description === undefined ? undefined : longText(cells.description),
    status: coded('status', statusOf),
    price: money('price'),
    compareAtPrice: money('compareAt'),
    pictures:
      cells.pictures === undefined ? undefined : cells.pictures.split(/\s+/).filter(Boolean),
  };
  const variant: VariantFields = {
    size: text('size'),
    brandSize: text('brandSize'),
    color: text('color'),
    price: money('variantPrice'),
  };
  let stock: number | undefined;
  if (cells.stock) {
    const read = stockOf(cells.stock, MAX_STOCK);
    if (read === 'negative') fail('stock', 'negative_stock');
    else if (read === 'invalid') fail('stock', 'invalid_stock');
    else stock = read;
    if (!cells.sku) fail('stock', 'stock_without_sku');
  }
  return { item, variant, stock, sku: cells.sku || null, errors };
}

/** A text of several lines as stored: a spreadsheet's CRLF read as a line break, no edge spaces. */
export const longText = (value: string | null | undefined) =>
  value?.replace(/\r\n?/g, '\n').trim() || null;
