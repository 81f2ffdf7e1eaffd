import {
  imageLinkSchema,
  itemWriteSchema,
  variantListWriteSchema,
  type Category,
  type Gender,
  type ItemDetail,
  type ItemStatus,
  type ItemUpdate,
  type ItemWrite,
  type Variant,
  type VariantWrite,
} from '@shop/contract';
import {
  schemaResolver,
  type FormIssue,
  type FormSchema,
  type IssueText,
  type SchemaRules,
} from '@/lib/forms/schema-resolver';
import { i18n } from '@/lib/i18n/i18n';
import { compareAtPriceValue } from './compare-at-price';

/** One row of the variants editor; `id` marks a stored variant, `key` keeps React rows apart. */
export interface VariantRow {
  key: string;
  id?: number;
  size: string;
  /** The brand's label of the size («M» beside «46»), shown in brackets on the item page. */
  brand_size: string;
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
  /** «Состав»: what the item is made of. */
  composition: string;
  color: string;
  size: string;
  style: string;
  collection: string;
  price: number | string;
  /** «Старая цена»: the crossed-out price beside the price. */
  compare_at_price: number | string;
  article: string;
  variants: VariantRow[];
}

let rowCounter = 0;
export function newRowKey(): string {
  rowCounter += 1;
  return `row-${rowCounter}`;
}

export function emptyVariantRow(): VariantRow {
  return {
    key: newRowKey(),
    size: '',
    brand_size: '',
    color: '',
    sku: '',
    stock: 0,
    price: '',
  };
}

/** A new item: every field empty, the category top (the shop's default). */
export const NEW_ITEM_VALUES: ItemFormValues = {
  name: '',
  brand: '',
  category: 'top',
  gender: 'unisex',
  status: 'active',
  description: '',
  composition: '',
  color: '',
  size: '',
  style: '',
  collection: '',
  price: '',
  compare_at_price: '',
  article: '',
  variants: [],
};

export function variantToRow(variant: Variant): VariantRow {
  return {
    key: `variant-${variant.id}`,
    id: variant.id,
    size: variant.size ?? '',
    brand_size: variant.brand_size ?? '',
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
    composition: item.composition ?? '',
    color: item.color ?? '',
    size: item.size ?? '',
    style: item.style ?? '',
    collection: item.collection ?? '',
    price: item.price ?? '',
    compare_at_price: item.compare_at_price ?? '',
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

/** A number input's value for the schema: blank stays blank, a half-typed «-» stays refused. */
function numberInput(value: number | string): number | string {
  return typeof value === 'number' ? value : value.trim();
}

/**
 * The form's values as the contract reads them (the item's fields and its variants), untrimmed:
 * the schemas trim, so the form refuses exactly what the API would.
 */
function itemInput(values: ItemFormValues) {
  const { variants, price, compare_at_price, ...fields } = values;
  return {
    ...fields,
    price: numberInput(price),
    compare_at_price: numberInput(compare_at_price),
    variants: variants.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      sku: row.sku,
      size: row.size,
      brand_size: row.brand_size,
      color: row.color,
      // A blank stock is no stock at all, not the 0 a coercion would make of it.
      stock: isBlank(row.stock) ? Number.NaN : toNumber(row.stock),
      price: numberInput(row.price),
    })),
  };
}

const itemFormSchema = itemWriteSchema.extend({ variants: variantListWriteSchema });

/**
 * A SKU twice in the list: the service would refuse it as taken by the other row, so the form
 * names both rows. Checked beside the schema, so it is said together with the fields' own issues.
 */
function duplicateSkuIssues(input: ReturnType<typeof itemInput>): FormIssue[] {
  const count = new Map<string, number>();
  const key = (sku: string) => sku.trim().toLowerCase();
  for (const row of input.variants)
    if (key(row.sku)) count.set(key(row.sku), (count.get(key(row.sku)) ?? 0) + 1);
  return input.variants.flatMap((row, index) =>
    (count.get(key(row.sku)) ?? 0) > 1
      ? [
          {
            code: 'custom',
            path: ['variants', index, 'sku'],
            message: i18n.t('admin.items.variants.skuDuplicate'),
          },
        ]
      : [],
  );
}

/** An old price at or below the price is no discount: the service refuses it too. */
function compareAtIssues(input: ReturnType<typeof itemInput>): FormIssue[] {
  const amount = (value: number | string) =>
    typeof value === 'number' ? value : value === '' ? Number.NaN : Number(value.replace(',', '.'));
  const old = amount(input.compare_at_price);
  const price = amount(input.price);
  if (!(old > 0) || !Number.isFinite(price) || old > price) return [];
  return [
    {
      code: 'custom',
      path: ['compare_at_price'],
      message: i18n.t('admin.items.form.compareAt.abovePrice'),
    },
  ];
}

const itemSchema: FormSchema = {
  safeParse(input, params) {
    const parsed = itemFormSchema.safeParse(input, params);
    const values = input as ReturnType<typeof itemInput>;
    const issues = [
      ...(parsed.success ? [] : parsed.error.issues),
      ...duplicateSkuIssues(values),
      ...compareAtIssues(values),
    ];
    return issues.length === 0 ? { success: true } : { success: false, error: { issues } };
  },
};

/** The form's texts for the contract's rules; a variant's field is named by its last part. */
const itemIssueText: IssueText<string> = (field, issue) => {
  const t = i18n.t;
  if (issue.code === 'custom') return undefined;
  const leaf = field.split('.').at(-1);
  const max = Number(issue.maximum);
  const tooBig = issue.code === 'too_big' && Number.isFinite(max);
  if (leaf === 'price' || leaf === 'stock') {
    if (tooBig)
      return t('admin.items.form.tooBig', { max: new Intl.NumberFormat('ru-RU').format(max) });
    return leaf === 'price'
      ? t('admin.items.form.pricePositive')
      : t('admin.items.variants.stockInvalid');
  }
  if (leaf === 'compare_at_price')
    return tooBig
      ? t('admin.items.form.tooBig', { max: new Intl.NumberFormat('ru-RU').format(max) })
      : t('admin.items.form.compareAt.positive');
  if (tooBig) return t('admin.items.form.tooLong', { max });
  if (issue.code === 'too_small' && leaf === 'name') return t('admin.items.form.nameRequired');
  if (issue.code === 'too_small' && leaf === 'sku') return t('admin.items.variants.skuRequired');
  return t('errorDefaults.field');
};

/**
 * The item form's rules: the contract's item and variant schemas, so the form refuses what the
 * API refuses (a price or a stock below zero, a number out of range, a SKU left empty), with the
 * form's own texts; a SKU twice in the list is the form's own rule.
 */
export const itemRules: SchemaRules<ItemFormValues> = {
  schema: itemSchema,
  input: itemInput,
  lists: ['variants'],
  issueText: itemIssueText,
};

/** The rules at once, for a check outside the form (the tests). */
export const validateItemForm = schemaResolver(itemRules);

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
    composition: values.composition.trim(),
    color: values.color.trim(),
    size: values.size.trim(),
    style: values.style.trim(),
    collection: values.collection.trim(),
    price,
    compare_at_price: compareAtPriceValue(values.compare_at_price),
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
    brand_size: row.brand_size.trim() || null,
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
