import type { DeliveryMethod, PromoQuote, PromoQuoteRequest } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import type { SaleVariant } from '../items/stock.service';
import type { PricedLine } from '../promo-codes/promo-discount';
import { refused, type AppliedPromo, type PromoCustomer } from '../promo-codes/promo-codes.service';
import { centsToDecimal, toCents } from './money';
import type { OrdersContext } from './orders.context';

/** What an order costs, in cents: total = items − discount + delivery. */
export type Prices = {
  itemsCents: number;
  discountCents: number;
  deliveryCents: number;
  promo: AppliedPromo | null;
};
type Line = { variant_id: number; quantity: number };

/** The lines at the shop's prices now, with their items' categories. */
export function pricedLines(lines: Line[], byId: Map<number, SaleVariant>): PricedLine[] {
  return lines.map((l) => {
    const v = byId.get(l.variant_id)!;
    return {
      variantId: l.variant_id,
      category: v.category,
      unitCents: toCents(v.price!),
      quantity: l.quantity,
    };
  });
}

/**
 * The order's figures: the items, the promo code's discount, and the delivery — free from the
 * threshold counted on what the shopper pays for the items, after the discount.
 */
export async function priceOrder(
  ctx: Pick<OrdersContext, 'checkout'>,
  method: DeliveryMethod,
  lines: PricedLine[],
  promo: AppliedPromo | null,
  tx: DbOrTx,
): Promise<Prices> {
  const itemsCents = lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);
  const discountCents = promo?.cents ?? 0;
  const rules = await ctx.checkout.rules(tx);
  const deliveryCents =
    method === 'pickup' ||
    (rules.free_above !== null && itemsCents - discountCents >= toCents(rules.free_above))
      ? 0
      : toCents(rules.courier_price);
  return { itemsCents, discountCents, deliveryCents, promo };
}

type PromoQuoteDeps = Pick<OrdersContext, 'db' | 'stock' | 'promoCodes' | 'checkout'>;

/**
 * POST /api/checkout/promo-code: what a code takes off these lines now, without taking a use;
 * the order counts it again under the code's lock.
 */
export function createPromoQuote(ctx: PromoQuoteDeps) {
  const { db, stock, promoCodes } = ctx;
  return async function quote(who: PromoCustomer, input: PromoQuoteRequest): Promise<PromoQuote> {
    return db.transaction(async (tx) => {
      const variants = await stock.lockForSale(
        input.lines.map((l) => l.variant_id),
        tx,
      );
      const byId = new Map(variants.filter((v) => v.price !== null).map((v) => [v.variant_id, v]));
      const lines = input.lines.filter((l) => byId.has(l.variant_id));
      if (!lines.length) throw refused('promo_not_applicable');
      const priced = pricedLines(lines, byId);
      const applied = await promoCodes.quote(input.code.trim().toUpperCase(), who, priced, tx);
      const p = await priceOrder(ctx, input.delivery_method, priced, applied, tx);
      const money = (cents: number) => Number(centsToDecimal(cents));
      return {
        code: applied.row.code,
        items: money(p.itemsCents),
        discount: money(p.discountCents),
        delivery: money(p.deliveryCents),
        total: money(p.itemsCents - p.discountCents + p.deliveryCents),
        lines: [...applied.shares].map(([variantId, cents]) => ({
          variant_id: variantId,
          discount: money(cents),
        })),
      };
    });
  };
}
