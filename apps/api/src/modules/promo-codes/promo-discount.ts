/** A line about to be ordered, in cents of the store currency. */
export type PricedLine = {
  variantId: number;
  category: string;
  unitCents: number;
  quantity: number;
};

/** What a code takes off: its whole sum and each discounted line's share, all in cents. */
export type Discount = { cents: number; shares: Map<number, number> };

const TENGE = 100;

/** The lines a code applies to: every line, or those of its categories. */
export function eligibleLines(lines: PricedLine[], categories: string[]): PricedLine[] {
  return categories.length ? lines.filter((l) => categories.includes(l.category)) : lines;
}

export const linesCents = (lines: PricedLine[]) =>
  lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);

/**
 * The discount in whole tenge, rounded down (a shop never gives more than it said), never above
 * what the lines cost; spread over the lines in proportion to their cost, whole tenge each, the
 * tenge left by rounding going to the lines that lost the most to it, so the shares add up exactly.
 */
export function discountOf(
  code: { kind: 'percent' | 'amount'; valueCents: number },
  lines: PricedLine[],
): Discount {
  const base = linesCents(lines);
  const wanted =
    code.kind === 'percent'
      ? Math.floor((base * code.valueCents) / 100 / 100 / TENGE) * TENGE
      : Math.min(code.valueCents, Math.floor(base / TENGE) * TENGE);
  const shares = new Map<number, number>();
  if (wanted <= 0 || base <= 0) return { cents: 0, shares };
  const tenge = wanted / TENGE;
  const parts = lines.map((l) => {
    const exact = (tenge * l.unitCents * l.quantity) / base;
    return { id: l.variantId, whole: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = tenge - parts.reduce((sum, p) => sum + p.whole, 0);
  for (const p of [...parts].sort((a, b) => b.rest - a.rest || a.id - b.id)) {
    if (left <= 0) break;
    p.whole += 1;
    left -= 1;
  }
  for (const p of parts) if (p.whole > 0) shares.set(p.id, p.whole * TENGE);
  return { cents: wanted, shares };
}

/**
 * The part of a line's discount that goes back with `quantity` of its pieces, when `before` of
 * them were returned already, in whole tenge: counted on the running total, so returning every
 * piece, in any steps, gives back exactly the line's whole discount.
 */
export function returnedDiscountCents(
  lineDiscountCents: number,
  lineQuantity: number,
  before: number,
  quantity: number,
): number {
  if (lineDiscountCents <= 0 || lineQuantity <= 0) return 0;
  const upTo = (n: number) => Math.round((lineDiscountCents * n) / lineQuantity / TENGE) * TENGE;
  return upTo(Math.min(lineQuantity, before + quantity)) - upTo(before);
}
