import { createHash } from 'node:crypto';
import {
  ORDER_STATUS_LABELS_RU,
  ORDER_TRANSITIONS,
  orderNumber,
  ORDERS_PAGE_SIZE,
  SHOPPER_CANCELLABLE_STATUSES,
  type OrderCreateParsed,
  type OrderDetail,
  type OrderPage,
  type OrderStatus,
  type OrderSummary,
  type RefusedLine,
} from '@shop/contract';
import type { AppConfig } from '../../config/env';
import type { Db, DbOrTx } from '../../db/client';
import { lockUserTarget } from '../../db/locks';
import { can, type Actor } from '../../lib/access-policy';
import { AppError, notFound } from '../../lib/app-error';
import type { CartService } from '../cart/cart.service';
import type { EmailsService } from '../emails/emails.service';
import type { StockService, SaleVariant } from '../items/stock.service';
import type { MediaUrl } from '../media/media.service';
import type { UsersService } from '../users/users.service';
import type { PaymentNotice, PaymentProvider } from '../payments/payment-provider';
import { fromMinorUnits, toMinorUnits } from '../payments/payment-provider';
import type { CheckoutService } from './checkout.service';
import { centsToDecimal, formatMoney, toCents } from './money';
import { orderEmail, paymentMismatchEmail, type OrderEmailEvent } from './order-emails';
import { USUAL_SIZE_LINES, usualSizesOf, type UsualSize } from './usual-sizes';
import type {
  OrderEventRow,
  OrderFilters,
  OrderLineRow,
  OrderListRow,
  OrderRow,
  OrdersRepository,
} from './orders.repository';

type NonNullActor = NonNullable<Actor>;
type Viewer = NonNullActor;
type By = { actor: 'shopper' | 'admin' | 'system' | 'payment'; userId: number | null };
/** Work that must wait until the transaction committed (calls to the provider, queue kicks). */
type AfterCommit = (() => Promise<void>)[];

/** Statuses from which an admin may still cancel (before delivery). */
const ADMIN_CANCELLABLE: readonly OrderStatus[] = ['new', 'confirmed', 'shipped'];
/** How many overdue orders or pending refunds one sweep handles. */
const SWEEP_BATCH = 100;

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

function describe(variant: Pick<SaleVariant, 'name' | 'size' | 'color'>): string {
  const details = [variant.size, variant.color].filter(Boolean).join(', ');
  return `«${variant.name}»${details ? ` (${details})` : ''}`;
}

/** The Russian sentence naming one refused line. */
function refusalSentence(line: RefusedLine, variant: SaleVariant | undefined, currency: string) {
  const name = variant ? describe(variant) : `«${line.name}»`;
  switch (line.reason) {
    case 'price_changed':
      return `Цена товара ${name} изменилась: теперь ${formatMoney(line.price ?? 0, currency)}`;
    case 'out_of_stock':
      return line.available
        ? `Товара ${name} осталось только ${line.available} шт.`
        : `Товар ${name} закончился`;
    case 'unavailable':
      return `Товар ${name} больше не продаётся`;
  }
}

/**
 * Orders (the one writer of `orders`, `order_lines`, `order_events`): placing them in one
 * transaction with the stock, their statuses along ORDER_TRANSITIONS, online payment through the
 * provider adapter, and an email for every change (docs/decisions/033, 034, 035).
 */
export function createOrdersService({
  db,
  repo,
  config,
  checkout,
  stock,
  cart,
  emails,
  users,
  payments,
  queue,
  mediaUrl,
  log = () => undefined,
}: {
  db: Db;
  repo: OrdersRepository;
  config: AppConfig;
  checkout: CheckoutService;
  stock: StockService;
  cart: CartService;
  emails: EmailsService;
  users: Pick<UsersService, 'activeAdminEmails'>;
  payments: PaymentProvider | null;
  queue: { send: (name: 'orders.refund', payload: { orderId: number }) => Promise<unknown> };
  mediaUrl: MediaUrl;
  log?: (message: string, err?: unknown) => void;
}) {
  async function runAfterCommit(actions: AfterCommit) {
    for (const action of actions) {
      try {
        await action();
      } catch (err) {
        log('order follow-up failed (the sweep retries it)', err);
      }
    }
  }

  function canCancel(viewer: Viewer, row: OrderRow): boolean {
    if (!can(viewer, 'cancel', { type: 'order', ownerId: row.userId })) return false;
    const allowed: readonly OrderStatus[] = viewer.isAdmin
      ? ADMIN_CANCELLABLE
      : SHOPPER_CANCELLABLE_STATUSES;
    return allowed.includes(row.status);
  }

  /**
   * Statuses an admin may set now. An online order is confirmed by its payment only, unless the
   * payment was of another amount: then the admin, having checked it, may accept it by hand.
   */
  function nextStatuses(viewer: Viewer, row: OrderRow): OrderStatus[] {
    if (!can(viewer, 'manage', { type: 'order', ownerId: row.userId })) return [];
    return ORDER_TRANSITIONS[row.status].filter(
      (status) =>
        !(
          status === 'confirmed' &&
          row.paymentMethod === 'online' &&
          row.paymentState !== 'amount_mismatch'
        ),
    );
  }

  function mismatchOf(row: OrderRow): OrderSummary['payment']['mismatch'] {
    if (!row.paymentMismatch) return null;
    const paidCurrency = row.paidCurrency;
    return {
      paid:
        row.paidAmountMinor !== null && paidCurrency
          ? fromMinorUnits(row.paidAmountMinor, paidCurrency)
          : null,
      paid_currency: paidCurrency,
      expected: Number(row.total),
      expected_currency: row.currency,
    };
  }

  function summaryOf(row: OrderRow, itemsCount: number, imageKeys: string[]): OrderSummary {
    return {
      id: row.id,
      number: orderNumber(row.id),
      status: row.status,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      totals: {
        items: Number(row.itemsTotal),
        delivery: Number(row.deliveryPrice),
        total: Number(row.total),
        currency: row.currency,
      },
      items_count: itemsCount,
      image_urls: imageKeys.flatMap((key) => mediaUrl(key) ?? []),
      payment: {
        method: row.paymentMethod,
        state: row.paymentState,
        mismatch: mismatchOf(row),
      },
      delivery_method: row.deliveryMethod,
      customer: {
        user_id: row.userId,
        email: row.email,
        name: row.contactName,
        phone: row.contactPhone,
      },
    };
  }

  function detailOf(
    viewer: Viewer,
    row: OrderRow,
    lines: OrderLineRow[],
    events: OrderEventRow[],
  ): OrderDetail {
    const pending = row.paymentState === 'pending';
    return {
      ...summaryOf(
        row,
        lines.reduce((n, l) => n + l.quantity, 0),
        lines.flatMap((l) => (l.imageKey ? [l.imageKey] : [])).slice(0, 4),
      ),
      lines: lines.map((line) => ({
        id: line.id,
        item_id: line.itemId,
        variant_id: line.variantId,
        name: line.name,
        brand: line.brand,
        sku: line.sku,
        size: line.size,
        color: line.color,
        image_url: mediaUrl(line.imageKey),
        price: Number(line.price),
        quantity: line.quantity,
        total: Number(centsToDecimal(toCents(line.price) * line.quantity)),
      })),
      delivery:
        row.deliveryMethod === 'pickup'
          ? {
              method: 'pickup',
              price: Number(row.deliveryPrice),
              pickup_point: {
                id: row.pickupPointId ?? 0,
                name: row.pickupName ?? '',
                address: row.pickupAddress ?? '',
                hours: row.pickupHours,
              },
            }
          : {
              method: 'courier',
              price: Number(row.deliveryPrice),
              city: row.city ?? '',
              street: row.street ?? '',
              house: row.house ?? '',
              flat: row.flat,
            },
      comment: row.comment,
      timeline: events.map((event) => ({
        status: event.status,
        at: event.createdAt.toISOString(),
        by: event.actor,
        note: event.note,
      })),
      payment: {
        method: row.paymentMethod,
        state: row.paymentState,
        pay_url: pending && row.status === 'new' ? row.payUrl : null,
        pay_before: pending ? (row.payBefore?.toISOString() ?? null) : null,
        paid_at: row.paidAt?.toISOString() ?? null,
        mismatch: mismatchOf(row),
      },
      can_cancel: canCancel(viewer, row),
      next_statuses: nextStatuses(viewer, row),
    };
  }

  async function detail(viewer: Viewer, row: OrderRow, ex: DbOrTx = db): Promise<OrderDetail> {
    const [lines, events] = await Promise.all([repo.lines(row.id, ex), repo.events(row.id, ex)]);
    return detailOf(viewer, row, lines, events);
  }

  /** The order when the viewer may see it; another user's order is 404, not 403. */
  function visible(viewer: Viewer, row: OrderRow | undefined): OrderRow {
    if (!row || !can(viewer, 'view', { type: 'order', ownerId: row.userId }))
      throw notFound('Order');
    return row;
  }

  async function enqueueEmail(row: OrderRow, event: OrderEmailEvent, tx: DbOrTx) {
    if (!row.email) return;
    const lines = await repo.lines(row.id, tx);
    const email = orderEmail(
      event,
      row,
      lines,
      config.publicUrl,
      config.ORDER_PAYMENT_TIMEOUT_MINUTES,
    );
    await emails.enqueue({ to: row.email, orderId: row.id, ...email }, tx);
  }

  /** Writes to every active admin about a payment whose amount is not the order's. */
  async function alertAdmins(row: OrderRow, tx: DbOrTx) {
    const email = paymentMismatchEmail(row, config.publicUrl);
    const admins = await users.activeAdminEmails(tx);
    if (!admins.length) log(`order ${row.id}: payment amount mismatch, and no admin to tell`);
    for (const to of admins) await emails.enqueue({ to, orderId: row.id, ...email }, tx);
  }

  /**
   * Moves an order to `to` (the caller checked the transition): the timeline, the payment state,
   * the stock of a cancelled order, the email. Answers the follow-ups for after the commit.
   */
  async function transition(
    row: OrderRow,
    to: OrderStatus,
    by: By,
    note: string | null,
    tx: DbOrTx,
  ): Promise<{ row: OrderRow; after: AfterCommit }> {
    const after: AfterCommit = [];
    const changes: Partial<OrderRow> = { status: to };
    // An admin who confirms an order paid with another amount accepts that payment as its own.
    if (to === 'confirmed' && row.paymentState === 'amount_mismatch') changes.paymentState = 'paid';
    if (to === 'cancelled') {
      const lines = await repo.lines(row.id, tx);
      await stock.giveBack(
        lines.flatMap((l) =>
          l.variantId ? [{ variantId: l.variantId, quantity: l.quantity }] : [],
        ),
        tx,
      );
      if (row.paymentState === 'paid' || row.paymentState === 'amount_mismatch') {
        changes.paymentState = 'refund_pending';
        after.push(() => queue.send('orders.refund', { orderId: row.id }).then(() => undefined));
      } else if (row.paymentState === 'pending' || row.paymentState === 'on_delivery') {
        changes.paymentState = 'cancelled';
      }
      const sessionId = row.paymentSessionId;
      if (row.paymentState === 'pending' && sessionId && payments)
        after.push(() => payments.expireCheckout(sessionId));
    }
    const updated = await repo.update(row.id, changes, tx);
    await repo.insertEvent(
      row.id,
      { status: to, actor: by.actor, actorUserId: by.userId, note },
      tx,
    );
    await enqueueEmail(updated, { kind: 'status', status: to, by: by.actor, note }, tx);
    after.push(() => emails.kick());
    return { row: updated, after };
  }

  /**
   * Creates the provider's payment page for an online order waiting for its payment, and records
   * it if the order still waits for it. No transaction is open while the provider answers (up to
   * 20 s with its retries): a row held that long would stop the cancel, the sweep and the payment
   * notice of this very order. Answers the order as it is now.
   */
  async function openCheckout(row: OrderRow): Promise<OrderRow> {
    if (!payments)
      throw new AppError('PAYMENT_UNAVAILABLE', 503, 'Онлайн-оплата сейчас недоступна');
    const lines = await repo.lines(row.id);
    let session;
    try {
      session = await payments.createCheckout({
        orderId: row.id,
        orderNumber: orderNumber(row.id),
        lines: lines.map((l) => ({
          name: [l.name, [l.size, l.color].filter(Boolean).join(', ')].filter(Boolean).join(' — '),
          price: l.price,
          quantity: l.quantity,
        })),
        deliveryPrice: row.deliveryPrice,
        total: row.total,
        currency: row.currency,
        email: row.email,
        successUrl: `${config.publicUrl}/orders/${row.id}?payment=success`,
        cancelUrl: `${config.publicUrl}/orders/${row.id}?payment=cancelled`,
        expiresAt: row.payBefore ?? new Date(),
      });
    } catch (err) {
      log(`payment page for order ${row.id} not created`, err);
      throw new AppError(
        'PAYMENT_UNAVAILABLE',
        503,
        'Платёжная система не отвечает. Попробуйте оплатить позже или отмените заказ',
      );
    }
    const recorded = await repo.compareAndSet(
      row.id,
      { status: 'new', paymentState: 'pending', payUrl: null },
      { paymentProvider: payments.name, paymentSessionId: session.sessionId, payUrl: session.url },
    );
    if (recorded) return recorded;
    // Cancelled meanwhile, or another request recorded its page first. The provider
    // answers one order's repeated request with the same session; any other page of ours is
    // closed, since nobody is shown it and a cancel would not know to close it.
    const current = (await repo.get(row.id))!;
    if (current.paymentSessionId !== session.sessionId) {
      try {
        await payments.expireCheckout(session.sessionId);
      } catch (err) {
        log(`order ${row.id}: unrecorded payment page ${session.sessionId} left open`, err);
      }
    }
    return current;
  }

  const waitsForPayment = (row: OrderRow) => row.paymentState === 'pending' && row.status === 'new';

  /** Cancels an order the viewer may cancel (the shopper before shipping, an admin before delivery). */
  async function cancelAs(viewer: Viewer, id: number, reason: string | null, by: By) {
    const { row, after } = await db.transaction(async (tx) => {
      const current = visible(viewer, await repo.lock(id, tx));
      if (!canCancel(viewer, current)) {
        const message =
          current.status === 'cancelled'
            ? 'Заказ уже отменён'
            : `Заказ в статусе «${ORDER_STATUS_LABELS_RU[current.status]}» отменить нельзя`;
        throw new AppError('ORDER_STATUS_CONFLICT', 409, message);
      }
      return transition(current, 'cancelled', by, reason, tx);
    });
    await runAfterCommit(after);
    return detail(viewer, row);
  }

  /**
   * Returns the money of a cancelled paid order (job orders.refund; the sweep retries). The
   * provider is asked with no transaction open; its answer is recorded only on an order whose
   * refund is still unrecorded. Runs that overlap (the job and the sweep) send the same
   * idempotency key, so the provider makes one refund and answers it to both.
   */
  async function refundOrder(orderId: number): Promise<void> {
    if (!payments) return;
    const row = await repo.get(orderId);
    if (!row || row.paymentState !== 'refund_pending' || row.refundReference) return;
    if (!row.paymentReference) {
      log(`order ${orderId}: no payment to refund`);
      return;
    }
    const result = await payments.refund({
      paymentReference: row.paymentReference,
      idempotencyKey: `order-${row.id}-refund`,
    });
    const after = await db.transaction(async (tx): Promise<AfterCommit> => {
      const updated = await repo.compareAndSet(
        row.id,
        { paymentState: 'refund_pending', refundReference: null },
        {
          refundReference: result.refundId,
          paymentState: result.done ? 'refunded' : 'refund_pending',
        },
        tx,
      );
      if (!updated) {
        // The provider's notice of this refund came first and already told the shopper; only
        // the reference is missing, unless another run recorded it.
        await repo.compareAndSet(
          row.id,
          { paymentState: 'refunded', refundReference: null },
          { refundReference: result.refundId },
          tx,
        );
        return [];
      }
      if (!result.done) return [];
      await enqueueEmail(updated, { kind: 'refunded' }, tx);
      return [() => emails.kick()];
    });
    await runAfterCommit(after);
  }

  return {
    /**
     * Places an order (POST /api/orders) in one transaction: the same Idempotency-Key answers
     * the same order; every line is re-read under lock and the whole order refused — nothing
     * reserved — if a price changed or stock ran out; stock taken, lines snapshotted, the lines
     * removed from the cart, the email written to the outbox.
     */
    async create(
      user: NonNullActor & { email: string; emailVerifiedAt: Date | null },
      input: OrderCreateParsed,
      key: string,
    ): Promise<{ order: OrderDetail; replayed: boolean }> {
      // The order's emails go to this address: it must be the shopper's own (decision 045).
      if (!user.emailVerifiedAt)
        throw new AppError(
          'EMAIL_NOT_VERIFIED',
          403,
          'Подтвердите адрес почты, чтобы оформить заказ',
        );
      if (input.payment_method === 'online' && !payments)
        throw new AppError('PAYMENT_UNAVAILABLE', 503, 'Онлайн-оплата сейчас недоступна');
      const hash = requestHash(input);
      const currency = config.STORE_CURRENCY;

      const outcome = await db.transaction(async (tx) => {
        // Requests with one key wait for each other here: a double click, a retry or a second
        // tab sees the first one's order instead of placing another.
        await lockUserTarget(tx, 'order-idempotency', user.id, keyLockId(key));
        const existing = await repo.findByKey(user.id, key, tx);
        if (existing) {
          if (existing.requestHash !== hash)
            throw new AppError(
              'IDEMPOTENCY_KEY_REUSED',
              422,
              'This Idempotency-Key was used for another order',
            );
          return { row: existing, replayed: true };
        }

        const pickup =
          input.delivery.method === 'pickup'
            ? await checkout.pickupPoint(input.delivery.pickup_point_id, tx)
            : null;

        const variants = await stock.lockForSale(
          input.lines.map((l) => l.variant_id),
          tx,
        );
        const byId = new Map(variants.map((v) => [v.variant_id, v]));
        const refused: RefusedLine[] = [];
        for (const line of input.lines) {
          const variant = byId.get(line.variant_id);
          const base = {
            variant_id: line.variant_id,
            name: variant?.name ?? `Товар ${line.variant_id}`,
          };
          if (!variant || variant.price === null) {
            refused.push({ ...base, reason: 'unavailable', available: null, price: null });
          } else if (toCents(variant.price) !== toCents(line.price)) {
            refused.push({
              ...base,
              reason: 'price_changed',
              available: variant.stock,
              price: Number(variant.price),
            });
          } else if (variant.stock < line.quantity) {
            refused.push({
              ...base,
              reason: 'out_of_stock',
              available: variant.stock,
              price: Number(variant.price),
            });
          }
        }
        if (refused.length) {
          const sentences = refused.map((r) =>
            refusalSentence(r, byId.get(r.variant_id), currency),
          );
          const onlyPrices = refused.every((r) => r.reason === 'price_changed');
          throw new AppError(
            onlyPrices ? 'PRICE_CHANGED' : 'OUT_OF_STOCK',
            409,
            `${sentences.map((x) => (x.endsWith('.') ? x : `${x}.`)).join(' ')} Заказ не оформлен — проверьте корзину.`,
            { lines: refused },
          );
        }

        const itemsCents = input.lines.reduce(
          (sum, l) => sum + toCents(byId.get(l.variant_id)!.price!) * l.quantity,
          0,
        );
        const rules = await checkout.rules(tx);
        const deliveryCents =
          input.delivery.method === 'pickup' ||
          (rules.free_above !== null && itemsCents >= toCents(rules.free_above))
            ? 0
            : toCents(rules.courier_price);
        const online = input.payment_method === 'online';
        const courier = input.delivery.method === 'courier' ? input.delivery : null;

        const row = await repo.insert(
          {
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
            total: centsToDecimal(itemsCents + deliveryCents),
            currency,
            paymentMethod: input.payment_method,
            paymentState: online ? 'pending' : 'on_delivery',
            payBefore: online
              ? new Date(Date.now() + config.ORDER_PAYMENT_TIMEOUT_MINUTES * 60_000)
              : null,
            idempotencyKey: key,
            requestHash: hash,
          },
          tx,
        );
        await repo.insertLines(
          row.id,
          input.lines.map((line) => {
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
            };
          }),
          tx,
        );
        await repo.insertEvent(
          row.id,
          { status: 'new', actor: 'shopper', actorUserId: user.id, note: null },
          tx,
        );
        await stock.take(
          input.lines.map((l) => ({ variantId: l.variant_id, quantity: l.quantity })),
          tx,
        );
        await cart.removeOrdered(
          user.id,
          input.lines.map((l) => l.variant_id),
          tx,
        );
        await enqueueEmail(row, { kind: 'placed' }, tx);
        return { row, replayed: false };
      });

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
      return { order: await detail(user, row), replayed: outcome.replayed };
    },

    /** The provider's payment page for an online order waiting for its payment (made once). */
    async startPayment(viewer: Viewer, id: number): Promise<OrderDetail> {
      const notWaiting = () => new AppError('ORDER_STATUS_CONFLICT', 409, 'Заказ не ждёт оплаты');
      const current = visible(viewer, await repo.get(id));
      if (!waitsForPayment(current)) throw notWaiting();
      if (current.payUrl) return detail(viewer, current);
      const row = await openCheckout(current);
      if (!waitsForPayment(row)) throw notWaiting();
      return detail(viewer, row);
    },

    async get(viewer: Viewer, id: number): Promise<OrderDetail> {
      return detail(viewer, visible(viewer, await repo.get(id)));
    },

    /**
     * The sizes the user takes, by category and size system (letters, Russian numbers, shoes…):
     * for each, the sizes of their orders not cancelled, the most often ordered first, then the
     * latest (decision 041).
     */
    async usualSizes(userId: number): Promise<UsualSize[]> {
      return usualSizesOf(await repo.sizesBought(userId, USUAL_SIZE_LINES));
    },

    /** The shopper's own orders, newest first. */
    async listOwn(viewer: Viewer, page: number): Promise<OrderPage> {
      return listPage({ userId: viewer.id }, page);
    },

    /** Every order (admins), with search and filters. */
    async listAll(query: {
      page: number;
      q?: string;
      status?: OrderStatus[];
      date_from?: string;
      date_to?: string;
    }): Promise<OrderPage> {
      return listPage(
        {
          q: query.q || undefined,
          statuses: query.status,
          dateFrom: query.date_from,
          dateTo: query.date_to,
        },
        query.page,
      );
    },

    /** POST /api/orders/{id}/cancel: the shopper (before shipping) or an admin (before delivery). */
    cancel: (viewer: Viewer, id: number, reason: string | null) =>
      cancelAs(viewer, id, reason, {
        actor: viewer.isAdmin ? 'admin' : 'shopper',
        userId: viewer.id,
      }),

    /** PATCH /api/orders/{id} (admins): the next status along ORDER_TRANSITIONS. */
    async setStatus(viewer: Viewer, id: number, to: OrderStatus, note: string | null) {
      const { row, after } = await db.transaction(async (tx) => {
        const current = visible(viewer, await repo.lock(id, tx));
        if (!can(viewer, 'manage', { type: 'order', ownerId: current.userId }))
          throw new AppError('FORBIDDEN', 403, 'Only admins change order statuses');
        if (!nextStatuses(viewer, current).includes(to)) {
          const message =
            to === 'confirmed' && current.paymentMethod === 'online' && current.status === 'new'
              ? 'Онлайн-заказ подтверждается оплатой'
              : `Заказ в статусе «${ORDER_STATUS_LABELS_RU[current.status]}» нельзя перевести в статус «${ORDER_STATUS_LABELS_RU[to]}»`;
          throw new AppError('ORDER_STATUS_CONFLICT', 409, message);
        }
        return transition(current, to, { actor: 'admin', userId: viewer.id }, note, tx);
      });
      await runAfterCommit(after);
      return detail(viewer, row);
    },

    /**
     * Applies a signed payment notification inside the payments module's transaction (which
     * also records the event, so a repeated one never reaches here). Only this makes an order
     * paid. Answers the order it concerned and the follow-ups for after the commit.
     */
    async applyPaymentNotice(
      notice: PaymentNotice,
      tx: DbOrTx,
    ): Promise<{ orderId: number | null; after: AfterCommit }> {
      const after: AfterCommit = [];
      if (notice.kind === 'refunded') {
        const row = notice.paymentReference
          ? await repo.lockByPaymentReference(notice.paymentReference, tx)
          : undefined;
        if (!row) return { orderId: null, after };
        if (row.paymentState === 'refund_pending') {
          const updated = await repo.update(row.id, { paymentState: 'refunded' }, tx);
          await enqueueEmail(updated, { kind: 'refunded' }, tx);
          after.push(() => emails.kick());
        }
        return { orderId: row.id, after };
      }
      if (notice.kind !== 'paid') {
        const row = notice.sessionId ? await repo.lockBySession(notice.sessionId, tx) : undefined;
        return { orderId: row?.id ?? null, after };
      }

      const row =
        (notice.sessionId ? await repo.lockBySession(notice.sessionId, tx) : undefined) ??
        (notice.orderId ? await repo.lock(notice.orderId, tx) : undefined);
      if (!row) {
        log(`payment ${notice.eventId} names no order of this shop`);
        return { orderId: null, after };
      }
      const currency = notice.currency?.toUpperCase() ?? null;
      const matches =
        notice.amountMinor === toMinorUnits(row.total, row.currency) &&
        currency === row.currency.toUpperCase();
      const received = {
        paidAt: new Date(),
        paymentReference: notice.paymentReference,
        paidAmountMinor: notice.amountMinor,
        paidCurrency: currency,
        paymentMismatch: !matches,
      };
      if (row.paymentState === 'pending' && row.status === 'new' && !matches) {
        // Money was taken, but not this order's sum: the order is not confirmed, and it leaves
        // the sweep (which would cancel it as unpaid and keep the money) for an admin to decide.
        const flagged = await repo.update(
          row.id,
          { ...received, paymentState: 'amount_mismatch', payUrl: null },
          tx,
        );
        await alertAdmins(flagged, tx);
        after.push(() => emails.kick());
      } else if (row.paymentState === 'pending' && row.status === 'new') {
        const paid = await repo.update(
          row.id,
          { ...received, paymentState: 'paid', payUrl: null },
          tx,
        );
        const moved = await transition(
          paid,
          'confirmed',
          { actor: 'payment', userId: null },
          null,
          tx,
        );
        after.push(...moved.after);
      } else if (
        row.status === 'cancelled' &&
        (row.paymentState === 'cancelled' || row.paymentState === 'pending')
      ) {
        // The money came after the order was cancelled (too late, or cancelled meanwhile): it
        // goes back whatever its amount.
        const updated = await repo.update(
          row.id,
          { ...received, paymentState: 'refund_pending' },
          tx,
        );
        await enqueueEmail(updated, { kind: 'paid_after_cancel' }, tx);
        if (!matches) await alertAdmins(updated, tx);
        after.push(() => queue.send('orders.refund', { orderId: row.id }).then(() => undefined));
        after.push(() => emails.kick());
      } else if (!matches) {
        log(
          `payment ${notice.eventId} for order ${row.id} (payment ${row.paymentState}): ${notice.amountMinor} ${notice.currency} instead of ${row.total} ${row.currency}; not applied`,
        );
      }
      return { orderId: row.id, after };
    },

    runAfterCommit,

    refund: refundOrder,

    /**
     * The minute job: cancels online orders whose time to pay ran out before `now` (stock
     * returned), and retries refunds that did not go through.
     */
    async sweep(now: Date = new Date()): Promise<{ expired: number; refunds: number }> {
      let expired = 0;
      for (const id of await repo.overdueIds(now, SWEEP_BATCH)) {
        const done = await db.transaction(async (tx) => {
          const row = await repo.lock(id, tx);
          // Paid or cancelled meanwhile: nothing to do.
          if (!row || row.paymentState !== 'pending' || row.status !== 'new') return null;
          if (!row.payBefore || row.payBefore >= now) return null;
          return transition(
            row,
            'cancelled',
            { actor: 'system', userId: null },
            'Заказ не оплачен вовремя',
            tx,
          );
        });
        if (done) {
          expired += 1;
          await runAfterCommit(done.after);
        }
      }
      const refunds = await repo.refundDueIds(SWEEP_BATCH);
      for (const id of refunds) {
        try {
          await refundOrder(id);
        } catch (err) {
          log(`refund of order ${id} failed (retried next minute)`, err);
        }
      }
      return { expired, refunds: refunds.length };
    },
  };

  async function listPage(filters: OrderFilters, page: number): Promise<OrderPage> {
    const { rows, total } = await repo.page(
      filters,
      (page - 1) * ORDERS_PAGE_SIZE,
      ORDERS_PAGE_SIZE,
    );
    return {
      orders: rows.map((row: OrderListRow) => summaryOf(row, row.itemsCount, row.imageKeys)),
      total,
      page,
      page_size: ORDERS_PAGE_SIZE,
    };
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>;
