import { z } from 'zod';
import { pageOf } from './paging';
import { bulkIdsSchema, rowIdParamSchema, rowIdSchema } from './ids';
import {
  categorySchema,
  genderSchema,
  itemStatusSchema,
  itemImageSchema,
  itemSummarySchema,
  variantSchema,
  itemDetailSchema,
} from './catalog';
import { linkFailureSchema } from './errors';
import { PAGE_SIZE, SORT_ORDERS } from './constants';
import { multiLineText, singleLineText } from './text';

/** A form field: an empty text means "not given". */
const optionalText = (max: number, text = singleLineText) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    text().max(max).nullable().optional(),
  );
/** A price in the store currency: above 0, at most 2 decimals; empty means none. */
const price = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' ? Number(v.replace(',', '.')) : v),
  z
    .number({ message: 'The price must be a number' })
    .positive('The price must be above 0')
    .max(99_999_999)
    .multipleOf(0.01, 'At most two decimals')
    .nullable()
    .optional(),
);

/**
 * An item's fields as the admin form sends them (JSON for PUT, form fields for the multipart
 * POST). The name is required; every other field may be left empty.
 */
export const itemWriteSchema = z.object({
  name: singleLineText().min(1, 'The name is required').max(200),
  brand: optionalText(100),
  category: categorySchema.optional(),
  /** Left out on create: unisex. */
  gender: genderSchema.optional(),
  /** Left out on create: active (sold at once). */
  status: itemStatusSchema.optional(),
  description: optionalText(5000, multiLineText),
  /** «Состав»: what the item is made of. */
  composition: optionalText(500),
  color: optionalText(60),
  size: optionalText(60),
  style: optionalText(60),
  collection: optionalText(100),
  price,
  /** The crossed-out old price; above the price (the items service checks it against the stored one). */
  compare_at_price: price,
  article: optionalText(120),
});
export type ItemWrite = z.input<typeof itemWriteSchema>;
export const itemUpdateSchema = itemWriteSchema.partial();
export type ItemUpdate = z.input<typeof itemUpdateSchema>;

/** Pictures given by link on the item form: http or https addresses, fetched once and stored. */
export const imageLinkSchema = singleLineText()
  .max(2048)
  .regex(/^https?:\/\//i, 'The address must start with http:// or https://');

export const variantWriteSchema = z.object({
  /** An existing variant of the item keeps its id (and the carts that hold it). */
  id: rowIdSchema.optional(),
  sku: singleLineText().min(1, 'The SKU is required').max(120),
  size: optionalText(60),
  /** The brand's label of the size when it differs from the shop's («M» beside «46»). */
  brand_size: optionalText(60),
  color: optionalText(60),
  stock: z.coerce.number().int().min(0).max(1_000_000),
  price,
});
export type VariantWrite = z.input<typeof variantWriteSchema>;
/** PUT /api/items/{id}/variants: the whole list, saved in one transaction. */
export const variantListWriteSchema = z.array(variantWriteSchema).max(200);

export const variantParamsSchema = z.object({
  id: rowIdParamSchema,
  variantId: rowIdParamSchema,
});
export const imageParamsSchema = z.object({
  id: rowIdParamSchema,
  imageId: rowIdParamSchema,
});

/** Which colour a picture shows (one of the item's variant colours), or null for every colour. */
export const imageColorBodySchema = z.object({
  color: singleLineText().min(1).max(60).nullable(),
});
export type ImageColorBody = z.infer<typeof imageColorBodySchema>;
/** The item's pictures, as the picture calls answer them. */
export const itemImageListSchema = z.array(itemImageSchema);

/**
 * A new item as its creation answers it: saved with the pictures that could be stored; each link
 * that could not is named with its reason (the rest of the item does not wait for a broken link).
 */
export const itemCreatedSchema = itemDetailSchema.extend({
  link_failures: z.array(linkFailureSchema),
});
export type ItemCreated = z.infer<typeof itemCreatedSchema>;

/** Pictures added: every picture of the item now, and each link that could not be stored. */
export const itemImagesAddedSchema = z.object({
  images: itemImageListSchema,
  link_failures: z.array(linkFailureSchema),
});
export type ItemImagesAdded = z.infer<typeof itemImagesAddedSchema>;

export const ITEM_SOURCE_FILTERS = ['all', 'imported', 'manual'] as const;
export type ItemSourceFilter = (typeof ITEM_SOURCE_FILTERS)[number];

/** An item in the admin list: who owns it and what the viewer may do to it. */
export const managedItemSchema = itemSummarySchema.extend({
  owner_id: z.number().int().nullable(),
  owner_name: z.string().nullable(),
  source: z.string(),
  /** The site an imported item came from (`lamoda.kz`); null for an item made by hand. */
  source_domain: z.string().nullable(),
  variants_count: z.number().int(),
  /** Pieces over all variants. */
  stock_total: z.number().int(),
  /** At most the shop's low-stock threshold in total. */
  low_stock: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type ManagedItem = z.infer<typeof managedItemSchema>;
/** A page of the admin list, how many items match in all, and the threshold `low_stock` uses. */
export const managedItemPageSchema = pageOf(managedItemSchema).extend({
  low_stock_threshold: z.number().int(),
});
export type ManagedItemPage = z.infer<typeof managedItemPageSchema>;

/** The columns the admin list sorts by, on the server. */
export const MANAGED_ITEM_SORTS = ['name', 'price', 'stock', 'created'] as const;
export type ManagedItemSort = (typeof MANAGED_ITEM_SORTS)[number];

export const managedItemQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
  q: singleLineText().max(200).optional(),
  category: categorySchema.optional(),
  /** Imported items, items made by hand, or both (left out). */
  source: z.enum(ITEM_SOURCE_FILTERS).optional(),
  status: itemStatusSchema.optional(),
  /** Only the viewer's own items (a moderator's list). */
  mine: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  /** Only items at or below the low-stock threshold. */
  low_stock: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  /** Newest first unless asked otherwise. */
  sort: z.enum(MANAGED_ITEM_SORTS).default('created'),
  order: z.enum(SORT_ORDERS).default('desc'),
});

/** GET /api/items/manage/export: the list's filters, every page. */
export const managedItemExportQuerySchema = managedItemQuerySchema.omit({
  page: true,
  limit: true,
});

/**
 * POST /api/items/bulk-status: each ticked item gets `status` by the rules of one edit (a
 * moderator only their own items); the ones refused or gone are answered as skipped.
 */
export const itemBulkStatusSchema = z
  .object({
    ids: bulkIdsSchema,
    status: itemStatusSchema,
  })
  .strict();
export type ItemBulkStatus = z.input<typeof itemBulkStatusSchema>;

export const variantListSchema = z.array(variantSchema);

/**
 * DELETE /api/items/{id}: an item that past orders, outfits or reviews refer to is archived
 * instead (`archived: true`), so they keep showing it; any other item is deleted.
 */
export const itemDeleteResponseSchema = z.object({
  ok: z.literal(true),
  archived: z.boolean(),
});
export type ItemDeleteResponse = z.infer<typeof itemDeleteResponseSchema>;

/** What POST /api/items/{id}/duplicate adds to the copy's name. */
export const ITEM_COPY_SUFFIX = ' (копия)';

/** PUT /api/items/{id}/images/order: every picture of the item, the main one first. */
export const imageOrderBodySchema = z.object({
  image_ids: z.array(rowIdSchema).min(1).max(200),
});
export type ImageOrderBody = z.infer<typeof imageOrderBodySchema>;
