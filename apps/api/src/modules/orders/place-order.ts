import { createHash } from 'node:crypto';
import type { OrderCreateParsed, OrderDetail } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { lockUserTarget } from '../../db/locks';
import { AppError } from '../../lib/app-error';
import type { SaleVariant } from '../items/stock.service';
import type { PickupPointRow } from './checkout.repository';
import { centsToDecimal } from './money';
import { priceOrder, pricedLines, type Prices } from './order-pricing';
import { waitsForPayment, type Viewer } from './order-policy';
import { refusalError, refusedLines } from './order-refusals';
import type { OrdersContext } from './orders.context';
import type { NewOrder, NewOrderLine, OrderRow } from './orders.repository';

type Shopper = Viewer & { email: string; emailVerifiedAt: Date | null };
type Variants = Map<number, SaleVariant>;

/** A stable hash of what was asked, so a repeated Idempotency-Key with another body is caught. */
function requestHash(input: OrderCreateParsed): string {
  const canonical = {
    ...input,
    lines: [...input.lines].sort((a, b) => a.variant_id - b.variant_id),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** A 32-bit number from the key, for the advisory lock that serialises requests with one key. */
function keyLockId(key: string): number {
  return createHash('sha256').update(key).digest().readInt32BE(0);
}

/** The order's row: contact, delivery, totals and payment as placed. */
function orderValues(
  user: Shopper,
  input: OrderCreateParsed,
  pickup: PickupPointRow | null,
  { itemsCents, discountCents, deliveryCents, promo }: Prices,
  placed: Pick<NewOrder, 'currency' | 'payBefore' | 'idempotencyKey' | 'requestHash'>,
): NewOrder {
  const courier = input.delivery.method === 'courier' ? input.delivery : null;
  return {
    userId: user.id,
    status: 'new',
    email: user.email,
    contactName: input.contact.name,
    contactPhone: input.contact.phone,
    deliveryMethod: input.delivery.method,
    city: courier?.city ?? null,
    street: courier?.street ?? null,
    house: courier?.house ?? null,
    flat: courier?.flat ?? null,
    pickupPointId: pickup?.id ?? null,
    pickupName: pickup?.name ?? null,
    pickupAddress: pickup?.address ?? null,
    pickupHours: pickup?.hours ?? null,
    comment: input.comment,
    itemsTotal: centsToDecimal(itemsCents),
    deliveryPrice: centsToDecimal(deliveryCents),
    total: centsToDecimal(itemsCents - discountCents + deliveryCents),
    promoCodeId: promo?.row.id ?? null,
    promoCode: promo?.row.code ?? null,
    discountTotal: centsToDecimal(discountCents),
    currency: placed.currency,
    paymentMethod: input.payment_method,
    paymentState: input.payment_method === 'online' ? 'pending' : 'on_delivery',
    payBefore: placed.payBefore,
    idempotencyKey: placed.idempotencyKey,
    requestHash: placed.requestHash,
  };
}

/**
 * The lines as sold: a copy of each variant, so the order keeps them whatever the catalogue does,
 * with each line's share of the promo discount.
 */
function lineValues(
  input: OrderCreateParsed,
  byId: Variants,
  shares: Map<number, number>,
): NewOrderLine[] {
  return input.lines.map((line) => {
    const v = byId.get(line.variant_id)!;
    return {
      itemId: v.item_id,
      variantId: v.variant_id,
      name: v.name,
      brand: v.brand,
      sku: v.sku,
      size: v.size,
      color: v.color,
      imageKey: v.image_key,
      price: v.price!,
      quantity: line.quantity,
      discount: centsToDecimal(shares.get(line.variant_id) ?? 0),
    };
  });
}

type PlaceOrderDeps = Pick<
  OrdersContext,
  | 'db'
  | 'repo'
  | 'config'
  | 'checkout'
  | 'stock'
  | 'cart'
  | 'emails'
  | 'payments'
  | 'log'
  | 'promoCodes'
  | 'enqueueEmail'
  | 'detail'
>;

/** Placing an order (POST /api/orders). */
export function createPlaceOrder(
  ctx: PlaceOrderDeps,
  openCheckout: (row: OrderRow) => Promise<OrderRow>,
) {
  const { db, repo, config, checkout, stock, cart, emails, payments, log, promoCodes } = ctx;

  /** The order placed before with this key; another body with the same key is refused. */
  async function replayOf(userId: number, key: string, hash: string, tx: DbOrTx) {
    const existing = await repo.findByKey(userId, key, tx);
    if (existing && existing.requestHash !== hash)
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        422,
        'This Idempotency-Key was used for another order',
      );
    return existing;
  }

  /** The figures of the order; a promo code is checked under its lock and one use taken. */
  async function pricesOf(user: Shopper, input: OrderCreateParsed, byId: Variants, tx: DbOrTx) {
    const lines = pricedLines(input.lines, byId);
    const promo = input.promo_code
      ? await promoCodes.redeem(input.promo_code, { userId: user.id, email: user.email }, lines, tx)
      : null;
    return priceOrder(ctx, input.delivery.method, lines, promo, tx);
  }

  /** Writes the order, its lines and first event; takes the stock, empties those cart lines. */
  async function record(
    user: Shopper,
    input: OrderCreateParsed,
    values: NewOrder,
    byId: Variants,
    shares: Map<number, number>,
    tx: DbOrTx,
  ) {
    const row = await repo.insert(values, tx);
    await repo.insertLines(row.id, lineValues(input, byId, shares), tx);
    await repo.insertEvent(
      row.id,
      { status: 'new', actor: 'shopper', actorUserId: user.id, note: null },
      tx,
    );
    await stock.take(
      input.lines.map((l) => ({ variantId: l.variant_id, quantity: l.quantity })),
      { orderId: row.id, actorId: user.id },
      tx,
    );
    await cart.removeOrdered(
      user.id,
      input.lines.map((l) => l.variant_id),
      tx,
    );
    await ctx.enqueueEmail(row, { kind: 'placed' }, tx);
    return row;
  }

  async function placeInTransaction(
    user: Shopper,
    input: OrderCreateParsed,
    key: string,
    tx: DbOrTx,
  ): Promise<{ row: OrderRow; replayed: boolean }> {
    const hash = requestHash(input);
    const currency = config.STORE_CURRENCY;
    // Requests with one key wait for each other here: a double click, a retry or a second
    // tab sees the first one's order instead of placing another.
    await lockUserTarget(tx, 'order-idempotency', user.id, keyLockId(key));
    const existing = await replayOf(user.id, key, hash, tx);
    if (existing) return { row: existing, replayed: true };

    const pickup =
      input.delivery.method === 'pickup'
        ? await checkout.pickupPoint(input.delivery.pickup_point_id, tx)
        : null;
    const variants = await stock.lockForSale(
      input.lines.map((l) => l.variant_id),
      tx,
    );
    const byId = new Map(variants.map((v) => [v.variant_id, v]));
    const refused = refusedLines(input.lines, byId);
    if (refused.length) throw refusalError(refused);

    const prices = await pricesOf(user, input, byId, tx);
    const payBefore =
      input.payment_method === 'online'
        ? new Date(Date.now() + config.ORDER_PAYMENT_TIMEOUT_MINUTES * 60_000)
        : null;
    const values = orderValues(user, input, pickup, prices, {
      currency,
      payBefore,
      idempotencyKey: key,
      requestHash: hash,
    });
    const shares = prices.promo?.shares ?? new Map<number, number>();
    return { row: await record(user, input, values, byId, shares, tx), replayed: false };
  }

  return {
    /**
     * Places an order (POST /api/orders) in one transaction: the same Idempotency-Key answers
     * the same order; every line is re-read under lock and the whole order refused — nothing
     * reserved — if a price changed or stock ran out; stock taken, lines snapshotted, the lines
     * removed from the cart, the email written to the outbox.
     */
    async create(
      user: Shopper,
      input: OrderCreateParsed,
      key: string,
    ): Promise<{ order: OrderDetail; replayed: boolean }> {
      // The order's emails go to this address: it must be the shopper's own (decision 045).
      if (!user.emailVerifiedAt)
        throw new AppError('EMAIL_NOT_VERIFIED', 403, 'Confirm the email address to place orders');
      if (input.payment_method === 'online' && !payments)
        throw new AppError('PAYMENT_UNAVAILABLE', 503, 'Online payment is off', {
          reason: 'payments_off',
        });

      const outcome = await db.transaction((tx) => placeInTransaction(user, input, key, tx));
      let row = outcome.row;
      if (!outcome.replayed) await emails.kick();
      // The payment page is made once the order is committed, so the order exists whatever the
      // provider does; if it fails now, POST /api/orders/{id}/payment tries again.
      if (waitsForPayment(row) && !row.payUrl) {
        try {
          row = await openCheckout(row);
        } catch (err) {
          log(`order ${row.id}: payment page to be made later`, err);
        }
      }
      return { order: await ctx.detail(user, row, db), replayed: outcome.replayed };
    },
  };
}
