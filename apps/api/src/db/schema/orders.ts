import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  DELIVERY_METHODS,
  EMAIL_STATES,
  ORDER_ACTORS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATES,
} from '@shop/contract';
import { itemVariants, items } from './items';
import { users } from './users';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Pickup points offered at checkout, kept by admins (orders module). */
export const pickupPoints = pgTable('pickup_points', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  hours: text('hours'),
  /** Points an admin removed stay for the orders that name them, but are no longer offered. */
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The delivery price rules an admin set (one row; without it the DELIVERY_* settings apply). */
export const checkoutSettings = pgTable(
  'checkout_settings',
  {
    id: integer('id').primaryKey().default(1),
    courierPrice: money('courier_price').notNull(),
    freeAbove: money('free_above'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('checkout_settings_single_row', sql`${t.id} = 1`),
    check('checkout_settings_courier_price_nonnegative', sql`${t.courierPrice} >= 0`),
  ],
);

/**
 * Promo codes an admin created (promo-codes module). `used_count` counts the orders that used the
 * code and are not cancelled; it is raised under the row's lock so the usage limit holds when
 * many orders arrive at once.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Upper-case; unique whatever the case it was typed in. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
    value: money('value').notNull(),
    minOrderTotal: money('min_order_total'),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    /** Empty: the whole order; otherwise only lines of these categories are discounted. */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').on(t.code),
    check('promo_codes_value_positive', sql`${t.value} > 0`),
    check('promo_codes_percent_at_most_100', sql`${t.kind} <> 'percent' or ${t.value} <= 100`),
    check(
      'promo_codes_used_within_limit',
      sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`,
    ),
  ],
);

/**
 * Orders (orders module). Contact, delivery and prices are snapshots taken when the order was
 * placed. The account link goes when the account is deleted; the order stays for the books.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('new'),
    email: text('email'),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }).notNull(),
    city: text('city'),
    street: text('street'),
    house: text('house'),
    flat: text('flat'),
    pickupPointId: integer('pickup_point_id').references(() => pickupPoints.id, {
      onDelete: 'set null',
    }),
    pickupName: text('pickup_name'),
    pickupAddress: text('pickup_address'),
    pickupHours: text('pickup_hours'),
    comment: text('comment'),
    itemsTotal: money('items_total').notNull(),
    deliveryPrice: money('delivery_price').notNull(),
    total: money('total').notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentState: text('payment_state', { enum: PAYMENT_STATES }).notNull(),
    /** An online order not paid by then is cancelled by the orders.expire job. */
    payBefore: at('pay_before'),
    paidAt: at('paid_at'),
    paymentProvider: text('payment_provider'),
    /** The provider's checkout session and its hosted page while payment is awaited. */
    paymentSessionId: text('payment_session_id'),
    payUrl: text('pay_url'),
    /** The provider's payment (Stripe PaymentIntent), needed to refund it. */
    paymentReference: text('payment_reference'),
    refundReference: text('refund_reference'),
    /**
     * What the provider's signed payment said was paid (minor units as the provider counts them,
     * upper-case currency), and whether that differed from the order's total: such a payment is
     * kept for an admin to decide on, never taken as the order's payment by itself.
     */
    paidAmountMinor: bigint('paid_amount_minor', { mode: 'number' }),
    paidCurrency: text('paid_currency'),
    paymentMismatch: boolean('payment_mismatch').notNull().default(false),
    /** What the returns gave back so far (never above what was paid). */
    refundedTotal: money('refunded_total').notNull().default('0'),
    /** The promo code applied at checkout (its text as the shopper typed it, upper-cased) and what it took off. */
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    promoCode: text('promo_code'),
    discountTotal: money('discount_total').notNull().default('0'),
    /** Set with «Отправлен»: the carrier's name and its tracking number, shown to the shopper. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** A cash-on-delivery order's money, recorded by staff when it was received. */
    cashReceivedAt: at('cash_received_at'),
    /** The Idempotency-Key of POST /api/orders and a hash of its body. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_status_idx').on(t.status, t.createdAt.desc()),
    index('orders_awaiting_payment_idx')
      .on(t.payBefore)
      .where(sql`${t.paymentState} = 'pending'`),
    uniqueIndex('orders_payment_session_key').on(t.paymentSessionId),
    check('orders_total_nonnegative', sql`${t.total} >= 0`),
    index('orders_promo_code_user_idx')
      .on(t.promoCodeId, t.userId)
      .where(sql`${t.promoCodeId} is not null`),
  ],
);

/** What was bought: a snapshot of each line, unchanged by later catalogue edits. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => itemVariants.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    brand: text('brand').notNull().default(''),
    sku: text('sku'),
    size: text('size'),
    color: text('color'),
    /** Storage key of the item's main picture when the order was placed. */
    imageKey: text('image_key'),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    /** This line's share of the order's promo discount (for all its units): a return gives back price × quantity less it. */
    discount: money('discount').notNull().default('0'),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** The status timeline: one row per change, the first one 'new'. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    actor: text('actor', { enum: ORDER_ACTORS }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** Staff's notes on an order: never shown to the shopper. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name as it was when the note was written, kept if the account goes. */
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.id)],
);

/**
 * A return of some of a delivered order's lines and the refund for it. `pending` while the
 * provider is asked (the lines are held so that a second return cannot take them meanwhile);
 * `refunded` once the money went back (or, for cash, was handed back).
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1, 2 … within the order: also the provider's idempotency key, so a retry is one refund. */
    number: integer('number').notNull(),
    state: text('state', { enum: ['pending', 'refunded'] }).notNull(),
    refundMethod: text('refund_method', { enum: ['provider', 'cash'] }).notNull(),
    amount: money('amount').notNull(),
    refundReference: text('refund_reference'),
    /** Whether the amount includes the delivery price. */
    includesDelivery: boolean('includes_delivery').notNull().default(false),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('order_returns_order_number').on(t.orderId, t.number),
    check('order_returns_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** The quantity of each line a return took back. */
export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    unique('order_return_lines_line').on(t.returnId, t.orderLineId),
    check('order_return_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Signed provider events already applied (payments module): a repeated one is applied once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    payload: jsonb('payload').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [unique('payment_events_provider_event').on(t.provider, t.eventId)],
);

/**
 * Every email the shop sends (emails module): sent by SMTP when configured and retried by a job
 * on failure; kept here when SMTP is not configured. Never deleted by the shop.
 */
export const emails = pgTable(
  'emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    state: text('state', { enum: EMAIL_STATES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: at('next_attempt_at'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('emails_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('emails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
  ],
);
