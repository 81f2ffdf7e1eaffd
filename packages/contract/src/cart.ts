import { CART_MERGE_MAX_LINES } from './constants';
import { z } from 'zod';
import { rowIdSchema, rowIdParamSchema } from './ids';

/** A cart line as the server sends it: one line per variant. */
export const cartLineSchema = z.object({
  variant_id: z.number().int(),
  item_id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  price: z.number().nonnegative(),
  /**
   * The item's crossed-out old price, null unless it is above this line's price (a size priced
   * on its own may cost more than the item: then there is no discount to show).
   */
  compare_at_price: z.number().nonnegative().nullable(),
  quantity: z.number().int().positive(),
  image_url: z.string().nullable(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  stock: z.number().int().nonnegative(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartResponseSchema = z.array(cartLineSchema);

export const MAX_CART_QUANTITY = 999;

export const variantParamSchema = z.object({
  variantId: rowIdParamSchema,
});
export const addToCartQuerySchema = z.object({
  qty: z.coerce.number().int().min(1).max(MAX_CART_QUANTITY).default(1),
});
/** Sets a line's quantity: 0 or less removes the line. */
export const setCartQuantityBodySchema = z.object({
  quantity: z.number().int().min(-MAX_CART_QUANTITY).max(MAX_CART_QUANTITY),
});
/** The guest cart, merged into the server cart at sign-in. */
export const mergeCartBodySchema = z.object({
  lines: z
    .array(
      z.object({
        variant_id: rowIdSchema,
        quantity: z.number().int().min(1).max(MAX_CART_QUANTITY),
      }),
    )
    .max(CART_MERGE_MAX_LINES),
});
export type MergeCartBody = z.infer<typeof mergeCartBodySchema>;

/** A cart line as the client holds it: id is the variant id (or the item id). */
export type ClientCartLine = {
  id: number;
  item_id: number;
  name: string;
  brand?: string;
  price: number;
  /** The crossed-out old price of one piece, above `price`; absent or null when none. */
  compare_at_price?: number | null;
  quantity: number;
  image_url: string | null;
  size: string | null;
  color: string | null;
  stock: number | null;
};

/** Adding to a line increases it by the quantity added, capped at the stock when it is known. */
export function addQuantity(current: number, added: number, stock: number | null): number {
  const next = current + added;
  return stock === null ? next : Math.min(next, stock);
}

/** Setting a quantity: 0 or less removes the line (null); otherwise capped at the known stock. */
export function clampQuantity(quantity: number, stock: number | null): number | null {
  if (quantity <= 0) return null;
  return stock === null ? quantity : Math.min(quantity, stock);
}
