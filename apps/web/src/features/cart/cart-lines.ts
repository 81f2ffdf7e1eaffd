import {
  addQuantity,
  clampQuantity,
  STORAGE_KEYS,
  type CartLine,
  type ClientCartLine,
  type ItemSummary,
  type Variant,
} from '@shop/contract';
import { safeStorage } from '@/lib/storage';

/**
 * The cart's rules on plain arrays of client lines, and the guest cart in localStorage
 * (`cart`). No React, no network: the store in hooks/use-cart.ts applies these.
 */

/** What adding to the cart needs to know of the item (the item page passes its `ItemDetail`). */
export type CartItemInput = Pick<
  ItemSummary,
  'id' | 'name' | 'brand' | 'price' | 'min_price' | 'image_url'
> &
  Partial<Pick<ItemSummary, 'compare_at_price'>>;

/** …and of the chosen variant. Stock is the variant's (null when unknown). */
export type CartVariantInput = Pick<Variant, 'id' | 'size' | 'color' | 'price'> & {
  stock: number | null;
};

export interface AddToCartInput {
  item: CartItemInput;
  variant: CartVariantInput;
  /** Defaults to 1. */
  quantity?: number;
}

/** A server line as the client holds it: id is the variant id. */
export function toClientLine(line: CartLine): ClientCartLine {
  return {
    id: line.variant_id,
    item_id: line.item_id,
    name: line.name,
    brand: line.brand,
    price: line.price ?? 0,
    compare_at_price: line.compare_at_price,
    quantity: line.quantity,
    image_url: line.image_url,
    size: line.size,
    color: line.color,
    stock: line.stock,
  };
}

/** The unit price of a new line: the variant's, else the item's, else its lowest, else 0. */
function unitPrice({ item, variant }: AddToCartInput): number {
  return variant.price ?? item.price ?? item.min_price ?? 0;
}

/** The line's old price: the item's, only above what the line costs (as the server answers it). */
export function lineCompareAt(price: number, compareAt: number | null | undefined): number | null {
  return compareAt != null && compareAt > price ? compareAt : null;
}

/**
 * Adds `quantity` (default 1) of a variant: an existing line grows, capped at the known stock; a
 * new line is appended. Nothing changes when nothing can be added (stock 0).
 */
export function addLine(lines: readonly ClientCartLine[], input: AddToCartInput): ClientCartLine[] {
  const added = Math.max(1, Math.floor(input.quantity ?? 1));
  const existing = lines.find((line) => line.id === input.variant.id);
  const stock = input.variant.stock ?? existing?.stock ?? null;
  if (existing) {
    const quantity = addQuantity(existing.quantity, added, stock);
    if (quantity <= 0) return [...lines];
    return lines.map((line) => (line === existing ? { ...line, quantity, stock } : line));
  }
  const quantity = addQuantity(0, added, stock);
  if (quantity <= 0) return [...lines];
  return [
    ...lines,
    {
      id: input.variant.id,
      item_id: input.item.id,
      name: input.item.name,
      brand: input.item.brand,
      price: unitPrice(input),
      compare_at_price: lineCompareAt(unitPrice(input), input.item.compare_at_price),
      quantity,
      image_url: input.item.image_url,
      size: input.variant.size,
      color: input.variant.color,
      stock,
    },
  ];
}

/** Sets a line's quantity: 0 or less removes it, otherwise capped at the known stock. */
export function setLineQuantity(
  lines: readonly ClientCartLine[],
  id: number,
  quantity: number,
): ClientCartLine[] {
  const line = lines.find((l) => l.id === id);
  if (!line) return [...lines];
  const next = clampQuantity(Math.floor(quantity), line.stock);
  if (next === null) return removeLine(lines, id);
  return lines.map((l) => (l === line ? { ...l, quantity: next } : l));
}

export function removeLine(lines: readonly ClientCartLine[], id: number): ClientCartLine[] {
  return lines.filter((line) => line.id !== id);
}

/** What `add` takes to put a removed line back as it was: its price, quantity and stock. */
export function addBackInput(line: ClientCartLine): AddToCartInput {
  return {
    item: {
      id: line.item_id,
      name: line.name,
      brand: line.brand ?? '',
      price: line.price,
      min_price: null,
      image_url: line.image_url,
    },
    variant: {
      id: line.id,
      size: line.size,
      color: line.color,
      price: line.price,
      stock: line.stock,
    },
    quantity: line.quantity,
  };
}

/** A line whose variant is sold out (stock 0): it stays in the cart but cannot be ordered. */
export function isSoldOut(line: ClientCartLine): boolean {
  return line.stock === 0;
}

/** The lines an order can take: every line that is not sold out. */
export function orderableLines(lines: readonly ClientCartLine[]): ClientCartLine[] {
  return lines.filter((line) => !isSoldOut(line));
}

export interface CartTotals {
  /** Every item in the cart (the header badge). */
  count: number;
  /** Items that can be ordered. */
  orderableCount: number;
  /** Sum of price × quantity of the lines that can be ordered, to the cent («Итого»). */
  total: number;
  /** Lines that are sold out: shown, left out of the total and the order. */
  soldOutLines: number;
  /** What the old prices of the orderable lines come to above their prices («Скидка»). */
  savings: number;
}

export function cartTotals(lines: readonly ClientCartLine[]): CartTotals {
  let count = 0;
  let orderableCount = 0;
  let cents = 0;
  let soldOutLines = 0;
  let savedCents = 0;
  for (const line of lines) {
    count += line.quantity;
    if (isSoldOut(line)) {
      soldOutLines += 1;
      continue;
    }
    orderableCount += line.quantity;
    cents += Math.round(line.price * 100) * line.quantity;
    const old = lineCompareAt(line.price, line.compare_at_price);
    if (old !== null)
      savedCents += (Math.round(old * 100) - Math.round(line.price * 100)) * line.quantity;
  }
  return { count, orderableCount, total: cents / 100, soldOutLines, savings: savedCents / 100 };
}

// --- the guest cart in localStorage ----------------------------------------------------------

const isNullableString = (v: unknown) => v === null || typeof v === 'string';
const isPositiveInt = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;

/** A stored line is trusted only when it has the shape of a `ClientCartLine`. */
function isClientCartLine(value: unknown): value is ClientCartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    isPositiveInt(line.id) &&
    isPositiveInt(line.item_id) &&
    typeof line.name === 'string' &&
    (line.brand === undefined || typeof line.brand === 'string') &&
    typeof line.price === 'number' &&
    Number.isFinite(line.price) &&
    line.price >= 0 &&
    (line.compare_at_price === undefined ||
      line.compare_at_price === null ||
      (typeof line.compare_at_price === 'number' && Number.isFinite(line.compare_at_price))) &&
    isPositiveInt(line.quantity) &&
    isNullableString(line.image_url) &&
    isNullableString(line.size) &&
    isNullableString(line.color) &&
    (line.stock === null || (Number.isInteger(line.stock) && (line.stock as number) >= 0))
  );
}

/** The guest cart; a missing, broken or foreign value reads as empty. */
export function readGuestCart(): ClientCartLine[] {
  const raw = safeStorage.get(STORAGE_KEYS.cart);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isClientCartLine) : [];
  } catch {
    return [];
  }
}

export function writeGuestCart(lines: readonly ClientCartLine[]): void {
  if (lines.length === 0) safeStorage.remove(STORAGE_KEYS.cart);
  else safeStorage.set(STORAGE_KEYS.cart, JSON.stringify(lines));
}

export function clearGuestCart(): void {
  safeStorage.remove(STORAGE_KEYS.cart);
}
