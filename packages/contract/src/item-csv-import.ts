import { z } from 'zod';

/**
 * The product CSV import (decision 073): the admin list's export read back. A file is previewed
 * (nothing written), then applied whole in one transaction.
 */

/** The largest file and the most lines (without the header) an import reads. */
export const CSV_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const CSV_IMPORT_MAX_LINES = 5000;

/** An item's status as the file writes it; the codes are read too. */
export const ITEM_STATUS_LABELS_RU = {
  draft: 'Черновик',
  active: 'Активен',
  archived: 'В архиве',
} as const;

/** What the import does with one line of the file. */
export const CSV_LINE_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;
export const csvLineActionSchema = z.enum(CSV_LINE_ACTIONS);
export type CsvLineAction = z.infer<typeof csvLineActionSchema>;

/** The fields a line may change, as the preview names them. */
export const CSV_IMPORT_FIELDS = [
  'name',
  'brand',
  'category',
  'gender',
  'composition',
  'description',
  'price',
  'compare_at_price',
  'status',
  'size',
  'brand_size',
  'color',
  'variant_price',
  'stock',
  /** The item's picture addresses, space-separated, in the gallery's order. */
  'pictures',
] as const;
export const csvImportFieldSchema = z.enum(CSV_IMPORT_FIELDS);
export type CsvImportField = z.infer<typeof csvImportFieldSchema>;

/** Why a line cannot be imported; the web words each one. */
export const CSV_LINE_ERRORS = [
  /** A required cell (the name of a new item) is empty. */
  'required',
  /** A text longer than its field takes. */
  'too_long',
  /** The item id names no item. */
  'unknown_item',
  'unknown_category',
  'unknown_gender',
  'unknown_status',
  /** A price that is not a number of at most two decimals. */
  'invalid_price',
  /** A price of 0: every price is above zero. */
  'price_not_positive',
  /** The old price is not above the price. */
  'compare_at_not_above_price',
  /** A stock that is not a whole number, or past the largest stock. */
  'invalid_stock',
  'negative_stock',
  /** A stock on a line without a SKU: an item without variants keeps no stock. */
  'stock_without_sku',
  /** The SKU is on an earlier line of the file too. */
  'duplicate_sku',
  /** The SKU is a variant of another item than the line names. */
  'sku_of_another_item',
  /** The line's item differs from an earlier line of the same item in this column. */
  'item_fields_differ',
  /**
   * «Фото» names an address that is not one of the item's pictures: a file may reorder or drop
   * them, pictures are added in the item's card.
   */
  'unknown_picture',
  /** The line would change an item the person may not change (a moderator's rule). */
  'not_allowed',
] as const;
export const csvLineErrorSchema = z.enum(CSV_LINE_ERRORS);
export type CsvLineError = z.infer<typeof csvLineErrorSchema>;

export const csvFieldChangeSchema = z.object({
  field: csvImportFieldSchema,
  /** The file's header of the column. */
  column: z.string(),
  /** As the file writes them; null for an empty cell. */
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type CsvFieldChange = z.infer<typeof csvFieldChangeSchema>;

export const csvLineSchema = z.object({
  /** The line's number in the file, the header being line 1 (as a spreadsheet numbers rows). */
  line: z.number().int(),
  action: csvLineActionSchema,
  item_id: z.number().int().nullable(),
  name: z.string(),
  sku: z.string().nullable(),
  changes: z.array(csvFieldChangeSchema),
  errors: z.array(z.object({ column: z.string(), reason: csvLineErrorSchema })),
});
export type CsvLine = z.infer<typeof csvLineSchema>;

export const csvImportCountsSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
});
export type CsvImportCounts = z.infer<typeof csvImportCountsSchema>;

/** POST /api/admin/items/import/preview: what applying the file would do, line by line. */
export const csvImportPreviewSchema = z.object({
  counts: csvImportCountsSchema,
  lines: z.array(csvLineSchema),
});
export type CsvImportPreview = z.infer<typeof csvImportPreviewSchema>;

/** POST /api/admin/items/import/apply: what was written. */
export const csvImportResultSchema = z.object({
  counts: csvImportCountsSchema,
  items_created: z.number().int(),
  items_updated: z.number().int(),
});
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;
