import {
  imageLinkSchema,
  type Category,
  type Gender,
  type ItemDetail,
  type ItemStatus,
  type ItemUpdate,
  type ItemWrite,
  type Variant,
  type VariantWrite,
} from '@shop/contract';
import { i18n } from '@/lib/i18n/i18n';

/** One row of the variants editor; `id` marks a stored variant, `key` keeps React rows apart. */
export interface VariantRow {
  key: string;
  id?: number;
  size: string;
  color: string;
  sku: string;
  stock: number | string;
  price: number | string;
}

/** The item form; field names are the API's, so refusals land under their fields. */
export interface ItemFormValues {
  name: string;
  brand: string;
  category: Category;
  /** Who the item is for; a new item is unisex until said otherwise. */
  gender: Gender;
  /** Whether the shop sells it; a new item is active unless it starts as a draft. */
  status: ItemStatus;
  description: string;
  color: string;
  size: string;
  style: string;
  collection: string;
  price: number | string;
  article: string;
  variants: VariantRow[];
}

export const ITEM_TEXT_FIELDS = [
  'name',
  'brand',
  'description',
  'color',
  'size',
  'style',
  'collection',
  'article',
] as const;

let rowCounter = 0;
export function newRowKey(): string {
  rowCounter += 1;
  return `row-${rowCounter}`;
}

export function emptyVariantRow(): VariantRow {
  return { key: newRowKey(), size: '', color: '', sku: '', stock: 0, price: '' };
}

/** A new item: every field empty, the category top (the shop's default). */
export const NEW_ITEM_VALUES: ItemFormValues = {
  name: '',
  brand: '',
  category: 'top',
  gender: 'unisex',
  status: 'active',
  description: '',
  color: '',
  size: '',
  style: '',
  collection: '',
  price: '',
  article: '',
  variants: [],
};

export function variantToRow(variant: Variant): VariantRow {
  return {
    key: `variant-${variant.id}`,
    id: variant.id,
    size: variant.size ?? '',
    color: variant.color ?? '',
    sku: variant.sku,
    stock: variant.stock,
    price: variant.price ?? '',
  };
}

export function itemToFormValues(item: ItemDetail): ItemFormValues {
  return {
    name: item.name,
    brand: item.brand,
    category: item.category,
    gender: item.gender,
    status: item.status,
    description: item.description ?? '',
    color: item.color ?? '',
    size: item.size ?? '',
    style: item.style ?? '',
    collection: item.collection ?? '',
    price: item.price ?? '',
    article: item.article ?? '',
    variants: item.variants.map(variantToRow),
  };
}

function isBlank(value: number | string): boolean {
  return typeof value === 'string' && value.trim() === '';
}

function toNumber(value: number | string): number {
  return typeof value === 'number' ? value : Number(value.replace(',', '.'));
}

/** A price field: empty, or a number above 0. */
function priceError(value: number | string): string | null {
  if (isBlank(value)) return null;
  const number = toNumber(value);
  return Number.isFinite(number) && number > 0 ? null : i18n.t('admin.items.form.pricePositive');
}

/**
 * The name is required after trimming; a price, if given, is above 0. Each variant needs a SKU
 * (unique within the list) and a whole stock from 0; its price follows the item's rule.
 */
export function validateItemForm(values: ItemFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = i18n.t('admin.items.form.nameRequired');
  const price = priceError(values.price);
  if (price) errors.price = price;

  const skuCount = new Map<string, number>();
  for (const row of values.variants) {
    const sku = row.sku.trim().toLowerCase();
    if (sku) skuCount.set(sku, (skuCount.get(sku) ?? 0) + 1);
  }
  values.variants.forEach((row, index) => {
    const sku = row.sku.trim();
    if (!sku) errors[`variants.${index}.sku`] = i18n.t('admin.items.variants.skuRequired');
    else if ((skuCount.get(sku.toLowerCase()) ?? 0) > 1)
      errors[`variants.${index}.sku`] = i18n.t('admin.items.variants.skuDuplicate');
    const stock = isBlank(row.stock) ? Number.NaN : toNumber(row.stock);
    if (!Number.isInteger(stock) || stock < 0)
      errors[`variants.${index}.stock`] = i18n.t('admin.items.variants.stockInvalid');
    const variantPrice = priceError(row.price);
    if (variantPrice) errors[`variants.${index}.price`] = variantPrice;
  });
  return errors;
}

/** A picture link: an http or https address ('URL должен начинаться с http:// или https://'). */
export function imageLinkError(value: string): string | null {
  return imageLinkSchema.safeParse(value).success
    ? null
    : i18n.t('admin.items.pictures.invalidLink');
}

/** The item's fields as the API reads them: trimmed texts, the price as a number or null. */
export function buildItemWrite(values: ItemFormValues): ItemWrite {
  const price = isBlank(values.price) ? null : toNumber(values.price);
  return {
    name: values.name.trim(),
    brand: values.brand.trim(),
    category: values.category,
    gender: values.gender,
    status: values.status,
    description: values.description.trim(),
    color: values.color.trim(),
    size: values.size.trim(),
    style: values.style.trim(),
    collection: values.collection.trim(),
    price,
    article: values.article.trim(),
  };
}

/** Only what changed since `saved` (PUT changes only the fields sent); empty when nothing did. */
export function buildItemUpdate(values: ItemFormValues, saved: ItemFormValues): ItemUpdate {
  const next = buildItemWrite(values);
  const before = buildItemWrite(saved);
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof ItemWrite)[]) {
    if (next[key] !== before[key]) body[key] = next[key];
  }
  return body as ItemUpdate;
}

export function buildVariants(rows: VariantRow[]): VariantWrite[] {
  return rows.map((row) => ({
    ...(row.id ? { id: row.id } : {}),
    sku: row.sku.trim(),
    size: row.size.trim() || null,
    color: row.color.trim() || null,
    stock: toNumber(row.stock),
    price: isBlank(row.price) ? null : toNumber(row.price),
  }));
}

/** Whether the variants differ from `saved` (order, values, rows added or removed). */
export function variantsChanged(rows: VariantRow[], saved: VariantRow[]): boolean {
  return JSON.stringify(buildVariants(rows)) !== JSON.stringify(buildVariants(saved));
}

/**
 * The rows a taken SKU can come from: the server names no row, so the rows whose SKU is new or
 * changed since the last save.
 */
export function rowsWithNewSku(rows: VariantRow[], saved: VariantRow[]): number[] {
  const savedSku = new Map(saved.flatMap((row) => (row.id ? [[row.id, row.sku.trim()]] : [])));
  return rows.flatMap((row, index) =>
    row.id && savedSku.get(row.id) === row.sku.trim() ? [] : [index],
  );
}
