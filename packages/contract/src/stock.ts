import { z } from 'zod';
import { rowIdSchema } from './ids';
import { multiLineText } from './text';

/** Why a variant's stock changed: a checkout, a cancelled order, an import, a person, a return. */
export const STOCK_REASONS = ['sale', 'cancel', 'import', 'manual', 'return'] as const;
export const stockReasonSchema = z.enum(STOCK_REASONS);
/**
 * The note of an `import` movement written by a product CSV file (the Lamoda import notes its
 * source's domain): the history says where the stock came from, the audit log lists it.
 */
export const CSV_IMPORT_STOCK_NOTE = 'CSV';
export type StockReason = z.infer<typeof stockReasonSchema>;

/** Pieces a variant can hold; the same bound as the variants editor's. */
export const MAX_STOCK = 1_000_000;

/**
 * POST /api/admin/items/{id}/stock: one variant's stock changed by `delta` pieces (negative to
 * take) or set to `set_to`, with an optional note for the history.
 */
export const stockAdjustSchema = z
  .object({
    variant_id: rowIdSchema,
    delta: z
      .number()
      .int()
      .min(-MAX_STOCK)
      .max(MAX_STOCK)
      .refine((n) => n !== 0, 'The change must not be zero')
      .optional(),
    set_to: z.number().int().min(0).max(MAX_STOCK).optional(),
    note: multiLineText().max(500).optional(),
  })
  .refine((b) => (b.delta === undefined) !== (b.set_to === undefined), {
    message: 'Give either a change or a new stock',
    path: ['delta'],
  });
export type StockAdjust = z.input<typeof stockAdjustSchema>;

/** One change of a variant's stock, as the item's history shows it. */
export const stockMovementSchema = z.object({
  id: z.number().int(),
  variant_id: z.number().int(),
  sku: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  delta: z.number().int(),
  stock_after: z.number().int(),
  reason: stockReasonSchema,
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  note: z.string().nullable(),
  order_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;
export const stockHistorySchema = z.array(stockMovementSchema);

/** The items module's settings: fewer pieces than this in total and an item runs low. */
export const stockSettingsSchema = z.object({
  low_stock_threshold: z.number().int().min(0).max(MAX_STOCK),
});
export type StockSettings = z.infer<typeof stockSettingsSchema>;
