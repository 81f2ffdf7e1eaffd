import { parse } from 'csv-parse/sync';
import {
  CATEGORIES,
  CATEGORY_LABELS_RU,
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_LINES,
  GENDERS,
  ITEM_STATUSES,
  ITEM_STATUS_LABELS_RU,
  type Category,
  type Gender,
  type ItemStatus,
} from '@shop/contract';
import { AppError } from '../../lib/app-error';
import { unguardFormula } from '../../lib/csv-export';
import { GENDER_LABELS_RU } from './item-export';

/** The columns an import reads, by the export's headers; the others (owner, source, dates) are the shop's. */
export const CSV_COLUMNS = {
  id: 'ID товара',
  name: 'Название',
  brand: 'Бренд',
  category: 'Категория',
  gender: 'Для кого',
  composition: 'Состав',
  description: 'Описание',
  price: 'Цена',
  compareAt: 'Старая цена',
  status: 'Статус',
  sku: 'SKU',
  size: 'Размер',
  brandSize: 'Размер бренда',
  color: 'Цвет',
  variantPrice: 'Цена варианта',
  stock: 'Остаток',
  pictures: 'Фото',
} as const;
export type CsvColumnKey = keyof typeof CSV_COLUMNS;

/**
 * One line of the file: each column's cell, cleaned; a column the file does not have is
 * undefined (the import leaves that field alone), an empty cell is ''.
 */
export type CsvFileLine = { line: number; cells: Partial<Record<CsvColumnKey, string>> };

const unreadable = (reason: 'csv_unreadable' | 'csv_missing_columns' | 'csv_too_many_lines') =>
  new AppError('VALIDATION_FAILED', 400, `The CSV file cannot be imported (${reason})`, {
    reason,
  });

/** Excel saves a «CSV» in the Windows Cyrillic code page unless told UTF-8. */
function decode(file: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return new TextDecoder('windows-1251').decode(file);
  }
}

/** The separator of the header line: the export writes «;», a spreadsheet elsewhere «,». */
function delimiterOf(text: string): ';' | ',' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return (header.match(/;/g)?.length ?? 0) >= (header.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/** The ' that the export (or a spreadsheet) put before a cell that could be read as a formula goes. */
const clean = (cell: string) => unguardFormula(cell).trim();

/** Reads the file's lines; a file that is not such a CSV is refused whole, with its reason. */
export function parseCsvFile(file: Buffer): CsvFileLine[] {
  if (file.length > CSV_IMPORT_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 413, 'The CSV file is larger than the import takes');
  const text = decode(file).replace(/^\uFEFF/, '');
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      // One line past the limit is enough to know the file is over it.
      to: CSV_IMPORT_MAX_LINES + 2,
    });
  } catch {
    throw unreadable('csv_unreadable');
  }
  const [header, ...rows] = records;
  if (!header) throw unreadable('csv_unreadable');
  if (rows.length > CSV_IMPORT_MAX_LINES) throw unreadable('csv_too_many_lines');
  const names = header.map((name) => clean(name).toLowerCase());
  const index = Object.fromEntries(
    Object.entries(CSV_COLUMNS).map(([key, name]) => [key, names.indexOf(name.toLowerCase())]),
  ) as Record<CsvColumnKey, number>;
  if (index.name < 0 || index.sku < 0) throw unreadable('csv_missing_columns');
  return rows
    .map((row, i) => ({
      line: i + 2,
      cells: Object.fromEntries(
        (Object.keys(CSV_COLUMNS) as CsvColumnKey[])
          .filter((key) => index[key] >= 0)
          .map((key) => [key, clean(row[index[key]!] ?? '')]),
      ),
    }))
    .filter((line) => Object.values(line.cells).some(Boolean));
}

/** A label of the file (Russian, as exported) or the code itself, to the code; else null. */
function fromLabel<T extends string>(
  cell: string,
  codes: readonly T[],
  labels: Record<T, string>,
): T | null {
  const wanted = cell.toLowerCase();
  return codes.find((code) => code === wanted || labels[code].toLowerCase() === wanted) ?? null;
}
export const categoryOf = (cell: string): Category | null =>
  fromLabel(cell, CATEGORIES, CATEGORY_LABELS_RU);
export const genderOf = (cell: string): Gender | null => fromLabel(cell, GENDERS, GENDER_LABELS_RU);
export const statusOf = (cell: string): ItemStatus | null =>
  fromLabel(cell, ITEM_STATUSES, ITEM_STATUS_LABELS_RU);

/**
 * Money as a spreadsheet writes it — a decimal comma or point, spaces between thousands — as the
 * column keeps it (`1990.50`); undefined when it is not an amount of at most two decimals.
 */
export function moneyOf(cell: string): string | undefined {
  const plain = cell.replace(/[\s\u00A0\u202F]/g, '').replace(',', '.');
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(plain)) return undefined;
  return Number(plain).toFixed(2);
}

/** A stock count; `negative` or `invalid` when it is not a count of pieces. */
export function stockOf(cell: string, max: number): number | 'negative' | 'invalid' {
  const plain = cell.replace(/[\s\u00A0\u202F]/g, '');
  if (!/^-?\d+$/.test(plain)) return 'invalid';
  const n = Number(plain);
  if (n < 0) return 'negative';
  return n > max ? 'invalid' : n;
}
