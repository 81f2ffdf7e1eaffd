import {
  CATEGORY_LABELS_RU,
  ITEM_STATUS_LABELS_RU,
  type Category,
  type CsvFieldChange,
  type CsvImportField,
  type CsvLine,
  type CsvLineError,
  type Gender,
  type ItemStatus,
} from '@shop/contract';
import { csvMoney } from '../../lib/csv-export';
import { GENDER_LABELS_RU } from './item-export';
import { longText, readLine, type CsvItemFields, type VariantFields } from './item-csv-import.line';
import { CSV_COLUMNS, type CsvColumnKey, type CsvFileLine } from './item-csv-import.parse';
import type { ItemRow, VariantRow } from './items.repository';

/** A picture of an item as the export names it; `id` null: the item's one picture, kept outside its gallery. */
export type CurrentPicture = { id: number | null; address: string };

/**
 * What applying the file does to one item: its fields, its gallery (the pictures kept, in the
 * file's order, and those dropped), its variants changed and added.
 */
export type ItemPlan = {
  item: ItemRow | null;
  fields: Omit<CsvItemFields, 'pictures'>;
  pictures?: { keep: number[]; remove: number[] };
  variants: { sku: string; id?: number; values: VariantFields; stock?: number }[];
  lines: CsvLine[];
};

const ITEM_COLUMNS = [
  'name',
  'brand',
  'category',
  'gender',
  'composition',
  'description',
  'status',
  'price',
  'compareAt',
  'pictures',
] as const satisfies readonly (keyof CsvItemFields | 'compareAt')[];

const money = (value: string | null | undefined) => (value == null ? null : Number(value));
const same = (a: unknown, b: unknown) =>
  Array.isArray(a) || Array.isArray(b)
    ? JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
    : (a ?? null) === (b ?? null);
const sameMoney = (a: string | null | undefined, b: string | null | undefined) =>
  money(a) === money(b);

/** How the file writes a field's value, for the preview's before → after. */
function shown(field: CsvImportField, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (field) {
    case 'category':
      return CATEGORY_LABELS_RU[value as Category];
    case 'gender':
      return GENDER_LABELS_RU[value as Gender];
    case 'status':
      return ITEM_STATUS_LABELS_RU[value as ItemStatus];
    case 'price':
    case 'compare_at_price':
    case 'variant_price':
      return csvMoney(value as string);
    case 'pictures':
      return (value as string[]).join(' ') || null;
    default:
      return String(value);
  }
}

const FIELD_OF = {
  name: ['name', 'name'],
  brand: ['brand', 'brand'],
  category: ['category', 'category'],
  gender: ['gender', 'gender'],
  composition: ['composition', 'composition'],
  description: ['description', 'description'],
  status: ['status', 'status'],
  price: ['price', 'price'],
  compareAtPrice: ['compare_at_price', 'compareAt'],
  size: ['size', 'size'],
  color: ['color', 'color'],
  pictures: ['pictures', 'pictures'],
} as const satisfies Record<keyof CsvItemFields, [CsvImportField, CsvColumnKey]>;

export type PlanInput = {
  lines: CsvFileLine[];
  /** The items the file names (by id or by a variant's SKU) and every variant they have. */
  items: Map<number, ItemRow>;
  variantsOf: Map<number, VariantRow[]>;
  /** Every variant with a SKU of the file, whatever its item. */
  bySku: Map<string, VariantRow>;
  /** The pictures of the items the file names, as the export lists them. */
  picturesOf: Map<number, CurrentPicture[]>;
  mayEdit: (item: ItemRow) => boolean;
};

/**
 * Matches each line to its item — the item id, else the SKU's variant, else a new item (lines of
 * the same new name and brand are its variants) — and works out what would change. Nothing is
 * read or written here: the caller loads the rows, and applies the plan or shows it.
 */
export function planImport(input: PlanInput): ItemPlan[] {
  const { lines, items, variantsOf, bySku, picturesOf, mayEdit } = input;
  const plans = new Map<string, ItemPlan>();
  const heads = new Map<ItemPlan, ReturnType<typeof readLine>>();
  const seenSkus = new Set<string>();
  for (const fileLine of lines) {
    const read = readLine(fileLine);
    const { cells } = fileLine;
    const out: CsvLine = {
      line: fileLine.line,
      action: 'unchanged',
      item_id: null,
      name: cells.name ?? '',
      sku: read.sku,
      changes: [],
      errors: read.errors,
    };
    const fail = (key: CsvColumnKey, reason: CsvLineError) =>
      out.errors.push({ column: CSV_COLUMNS[key], reason });
    if (read.sku) {
      if (seenSkus.has(read.sku)) fail('sku', 'duplicate_sku');
      seenSkus.add(read.sku);
    }
    const known = read.sku ? bySku.get(read.sku) : undefined;
    let item: ItemRow | null = null;
    if (cells.id) {
      const id = /^\d{1,9}$/.test(cells.id) ? Number(cells.id) : NaN;
      item = items.get(id) ?? null;
      if (!item) fail('id', 'unknown_item');
      else if (known && known.itemId !== item.id) fail('sku', 'sku_of_another_item');
    } else if (known) item = items.get(known.itemId) ?? null;
    if (cells.id && !item) {
      out.action = 'error';
      plans.set(`line:${fileLine.line}`, { item: null, fields: {}, variants: [], lines: [out] });
      continue;
    }
    out.item_id = item?.id ?? null;
    if (!item && !cells.name) fail('name', 'required');
    const key = item
      ? `item:${item.id}`
      : `new:${(cells.name ?? '').toLowerCase()}\u0000${(cells.brand ?? '').toLowerCase()}`;
    let plan = plans.get(key);
    if (!plan) {
      plan = { item, fields: {}, variants: [], lines: [] };
      plans.set(key, plan);
      heads.set(plan, read);
      diffItem(plan, read, out, picturesOf.get(item?.id ?? -1) ?? []);
    } else {
      const head = heads.get(plan)!;
      for (const column of ITEM_COLUMNS) {
        const field = column === 'compareAt' ? 'compareAtPrice' : column;
        if (cells[column] === undefined || read.item[field] === undefined) continue;
        if (!same(read.item[field], head.item[field])) fail(column, 'item_fields_differ');
      }
    }
    plan.lines.push(out);
    if (read.sku) diffVariant(plan, read, out, variantsOf.get(item?.id ?? -1) ?? []);
    else if (!item || !variantsOf.get(item.id)?.length) {
      // An item sold as a whole: its size and colour are the item's own.
      for (const field of ['size', 'color'] as const)
        if (read.variant[field] !== undefined && plan.lines.length === 1)
          change(plan, out, field, read.variant[field]);
    }
  }
  for (const plan of plans.values()) settle(plan, mayEdit);
  return [...plans.values()];
}

/** Records an item field the line changes (all of them, for a new item). */
function change(
  plan: ItemPlan,
  out: CsvLine,
  field: Exclude<keyof CsvItemFields, 'pictures'>,
  value: unknown,
) {
  const before = plan.item?.[field] ?? null;
  const isMoney = field === 'price' || field === 'compareAtPrice';
  const equal = isMoney
    ? sameMoney(before as string, value as string)
    : field === 'description'
      ? same(longText(before as string | null), value)
      : same(before, value ?? null);
  if (plan.item && equal) return;
  (plan.fields as Record<string, unknown>)[field] = value;
  const [name, column] = FIELD_OF[field];
  if (plan.item)
    out.changes.push({
      field: name,
      column: CSV_COLUMNS[column],
      before: shown(name, before),
      after: shown(name, value),
    });
}

/**
 * The gallery the line asks for: the item's own pictures, reordered or fewer. An address that is
 * not one of them is refused: a file brings no pictures (they are added in the item's card).
 */
function diffPictures(plan: ItemPlan, out: CsvLine, wanted: string[], current: CurrentPicture[]) {
  const before = current.map((p) => p.address);
  if (same(before, wanted)) return;
  const byAddress = new Map(current.map((p) => [p.address, p.id]));
  const keep = wanted.map((address) => byAddress.get(address) ?? null);
  if (
    !plan.item ||
    keep.some((id) => id === null) ||
    current.some((p) => p.id === null) ||
    new Set(keep).size !== keep.length
  ) {
    out.errors.push({ column: CSV_COLUMNS.pictures, reason: 'unknown_picture' });
    return;
  }
  const kept = keep as number[];
  plan.pictures = {
    keep: kept,
    remove: current.flatMap((p) => (p.id !== null && !kept.includes(p.id) ? [p.id] : [])),
  };
  out.changes.push({
    field: 'pictures',
    column: CSV_COLUMNS.pictures,
    before: shown('pictures', before),
    after: shown('pictures', wanted),
  });
}

function diffItem(
  plan: ItemPlan,
  read: ReturnType<typeof readLine>,
  out: CsvLine,
  pictures: CurrentPicture[],
) {
  for (const field of Object.keys(read.item) as (keyof CsvItemFields)[]) {
    const value = read.item[field];
    if (value === undefined) continue;
    if (field === 'pictures') {
      diffPictures(plan, out, value as string[], pictures);
      continue;
    }
    // An empty name, category or status is left as it is; an empty brand or price is none.
    change(plan, out, field, value);
  }
}

function diffVariant(
  plan: ItemPlan,
  read: ReturnType<typeof readLine>,
  out: CsvLine,
  current: VariantRow[],
) {
  const sku = read.sku!;
  const variant = current.find((v) => v.sku === sku);
  if (!variant) {
    plan.variants.push({ sku, values: { ...read.variant }, stock: read.stock });
    if (plan.item) out.action = 'create';
    return;
  }
  const values: VariantFields = {};
  const changes: CsvFieldChange[] = [];
  const item = plan.item!;
  for (const field of ['size', 'color'] as const) {
    const after = read.variant[field];
    // The export writes the item's size and colour for a variant that has none of its own.
    const before = variant[field] ?? item[field];
    if (after === undefined || same(before, after)) continue;
    values[field] = after;
    changes.push({ field, column: CSV_COLUMNS[field], before, after });
  }
  // The brand's label is the variant's own: the export writes none for a variant without one.
  if (read.variant.brandSize !== undefined && !same(variant.brandSize, read.variant.brandSize)) {
    values.brandSize = read.variant.brandSize;
    changes.push({
      field: 'brand_size',
      column: CSV_COLUMNS.brandSize,
      before: variant.brandSize,
      after: read.variant.brandSize,
    });
  }
  if (read.variant.price !== undefined && !sameMoney(variant.price, read.variant.price)) {
    values.price = read.variant.price;
    changes.push({
      field: 'variant_price',
      column: CSV_COLUMNS.variantPrice,
      before: shown('variant_price', variant.price),
      after: shown('variant_price', read.variant.price),
    });
  }
  if (read.stock !== undefined && read.stock !== variant.stock)
    changes.push({
      field: 'stock',
      column: CSV_COLUMNS.stock,
      before: String(variant.stock),
      after: String(read.stock),
    });
  if (!changes.length) return;
  out.changes.push(...changes);
  plan.variants.push({
    sku,
    id: variant.id,
    values,
    stock: read.stock !== variant.stock ? read.stock : undefined,
  });
}

/** The rules across a plan's lines: the old price above the price, who may change the item. */
function settle(plan: ItemPlan, mayEdit: (item: ItemRow) => boolean) {
  const { item, fields } = plan;
  const head = plan.lines[0]!;
  // As the item form: the old price is checked when it is set, against the price it will show beside.
  if (fields.compareAtPrice !== undefined) {
    const compareAt =
      fields.compareAtPrice !== undefined ? fields.compareAtPrice : item?.compareAtPrice;
    const price = fields.price !== undefined ? fields.price : (item?.price ?? item?.minPrice);
    // An old price of 0 is named as such on its own.
    const named = Number(compareAt) <= 0;
    if (compareAt != null && price != null && !named && Number(compareAt) <= Number(price))
      head.errors.push({ column: CSV_COLUMNS.compareAt, reason: 'compare_at_not_above_price' });
  }
  for (const line of plan.lines) {
    if (item && (line.changes.length || line.action === 'create') && !mayEdit(item))
      line.errors.push({ column: CSV_COLUMNS.id, reason: 'not_allowed' });
    if (line.errors.length) line.action = 'error';
    else if (!item) line.action = 'create';
    else if (line.action !== 'create') line.action = line.changes.length ? 'update' : 'unchanged';
  }
}
