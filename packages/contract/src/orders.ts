import { z } from 'zod';
import { PG_INT_MAX, rowIdSchema, rowIdParamSchema } from './ids';
import { MAX_CART_QUANTITY } from './cart';
import { PAGE_SIZE } from './constants';
import { normalisePhone, PHONE_MAX_LENGTH, PHONE_PATTERN } from './profile';
import { multiLineText, singleLineText } from './text';

/*
 * Checkout and orders (docs/decisions/033-orders-and-checkout.md).
 *
 * Routes (all JSON, errors in the usual envelope):
 *   GET   /api/checkout/options            shopper: pickup points, delivery price rules, payment methods
 *   POST  /api/orders                      shopper: place an order; header Idempotency-Key required
 *                                          (201 the new order; 200 the same order again for a
 *                                          repeated key and body; 422 IDEMPOTENCY_KEY_REUSED for
 *                                          the same key with another body)
 *   GET   /api/orders?page=                shopper: own orders, newest first
 *   GET   /api/orders/{id}                 shopper: own order (another user's is 404); admin: any
 *   POST  /api/orders/{id}/cancel          shopper: own order while new or confirmed
 *   POST  /api/orders/{id}/payment         shopper: the provider's payment page for an online order
 *                                          waiting for payment (made once; 503 PAYMENT_UNAVAILABLE
 *                                          when the provider does not answer) → the order detail
 *   GET   /api/orders/manage?q=&status=&date_from=&date_to=&page=   admin: every order
 *   PATCH /api/orders/{id}                 admin: { status, note? } along an allowed transition
 *   GET   /api/checkout/settings           admin: pickup points and delivery price rules
 *   PUT   /api/checkout/settings           admin: save them (the whole list of pickup points)
 *   GET   /api/emails/outbox?state=&q=&order_id=&page=   admin: every email the shop sent or keeps
 *   POST  /api/emails/outbox/{id}/retry    admin: send an email again now (503 without SMTP)
 *   POST  /api/payments/stripe/webhook     Stripe only: signed events (Stripe-Signature header)
 *
 * Online payment (Stripe Checkout): the order's `payment.pay_url` is the provider's hosted page;
 * after paying the provider sends the shopper back to /orders/{id}?payment=success (or
 * ?payment=cancelled when they gave up). The return alone proves nothing: the order becomes
 * paid only when the signed webhook arrives, so the page polls GET /api/orders/{id}.
 */

export const ORDER_STATUSES = ['new', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const ORDER_STATUS_LABELS_RU = {
  new: 'Новый',
  confirmed: 'Подтверждён',
  shipped: 'Отправлен',
  delivered: 'Доставлен',
  cancelled: 'Отменён',
} as const satisfies Record<OrderStatus, string>;

/**
 * Which status may follow which (the server's table; the web reads `can_cancel` and
 * `next_statuses` of an order instead of deriving rights from it). A shopper may only cancel,
 * and only before shipping; an admin may cancel before delivery. An online order becomes
 * confirmed only by its payment, never by hand.
 */
export const ORDER_TRANSITIONS = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

/** Statuses from which the shopper may still cancel their own order. */
export const SHOPPER_CANCELLABLE_STATUSES = ['new', 'confirmed'] as const satisfies OrderStatus[];

export const PAYMENT_METHODS = ['cash_on_delivery', 'online'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const PAYMENT_METHOD_LABELS_RU = {
  cash_on_delivery: 'Оплата при получении',
  online: 'Онлайн-оплата картой',
} as const satisfies Record<PaymentMethod, string>;

/**
 * - on_delivery: cash or card to the courier or at the pickup point (nothing to confirm online)
 * - pending: waiting for the provider's signed confirmation
 * - paid: the provider confirmed the payment with a signed webhook (only then)
 * - cancelled: the order was cancelled before it was paid
 * - refund_pending / refunded: a paid order was cancelled; the money is being / has been returned
 * - amount_mismatch: the provider confirmed a payment of another amount or currency than the
 *   order's; the order is not confirmed and waits for an admin, who confirms it by hand or
 *   cancels it (the money is then returned)
 */
export const PAYMENT_STATES = [
  'on_delivery',
  'pending',
  'paid',
  'cancelled',
  'refund_pending',
  'refunded',
  'amount_mismatch',
] as const;
export const paymentStateSchema = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof paymentStateSchema>;

/** What admins are told of an order whose payment's amount differs from the order's. */
export const PAYMENT_MISMATCH_LABEL_RU = 'Сумма оплаты не совпадает с заказом';

export const DELIVERY_METHODS = ['courier', 'pickup'] as const;
export const deliveryMethodSchema = z.enum(DELIVERY_METHODS);
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

export const DELIVERY_METHOD_LABELS_RU = {
  courier: 'Курьером',
  pickup: 'Самовывоз из магазина',
} as const satisfies Record<DeliveryMethod, string>;

/** Money on the wire: a number in the store currency with at most 2 decimals (exact in storage). */
const money = z.number().nonnegative();
const moneyInput = (message: string) =>
  z
    .number({ message })
    .nonnegative(message)
    .max(99_999_999, message)
    .multipleOf(0.01, 'Не больше двух знаков после запятой');

export const ORDER_LIMITS = {
  nameMax: 100,
  cityMax: 100,
  streetMax: 200,
  houseMax: 20,
  flatMax: 20,
  commentMax: 500,
  linesMax: 100,
  pickupPointsMax: 50,
  idempotencyKeyMin: 8,
  idempotencyKeyMax: 200,
  noteMax: 500,
} as const;

const requiredText = (max: number, empty: string, tooLong: string) =>
  singleLineText({ message: empty }).min(1, empty).max(max, tooLong);

/** The recipient: prefilled from the profile on the checkout page, editable there. */
export const orderContactSchema = z.object({
  name: requiredText(ORDER_LIMITS.nameMax, 'Укажите имя получателя', 'Имя слишком длинное'),
  /** Spaces, dashes and brackets are dropped; 7 to 15 digits with an optional leading plus. */
  phone: z
    .string({ message: 'Укажите телефон' })
    .max(PHONE_MAX_LENGTH, 'Некорректный телефонный номер')
    .transform(normalisePhone)
    .pipe(
      z.string().min(1, 'Укажите телефон').regex(PHONE_PATTERN, 'Некорректный телефонный номер'),
    ),
});
export type OrderContact = z.infer<typeof orderContactSchema>;

export const courierDeliveryInputSchema = z.object({
  method: z.literal('courier'),
  city: requiredText(ORDER_LIMITS.cityMax, 'Укажите город', 'Название города слишком длинное'),
  street: requiredText(ORDER_LIMITS.streetMax, 'Укажите улицу', 'Название улицы слишком длинное'),
  house: requiredText(ORDER_LIMITS.houseMax, 'Укажите дом', 'Номер дома слишком длинный'),
  /** Flat or office; empty for a private house. */
  flat: singleLineText()
    .max(ORDER_LIMITS.flatMax, 'Номер квартиры слишком длинный')
    .nullish()
    .transform((v) => (v ? v : null)),
});
export const pickupDeliveryInputSchema = z.object({
  method: z.literal('pickup'),
  pickup_point_id: z
    .number({ message: 'Выберите пункт самовывоза' })
    .int('Выберите пункт самовывоза')
    .positive('Выберите пункт самовывоза')
    .max(PG_INT_MAX, 'Выберите пункт самовывоза'),
});
/** Courier (address) or pickup (a pickup point of the settings). */
export const deliveryInputSchema = z.discriminatedUnion('method', [
  courierDeliveryInputSchema,
  pickupDeliveryInputSchema,
]);
export type DeliveryInput = z.input<typeof deliveryInputSchema>;

/**
 * One line as the shopper saw it at checkout. `price` is the unit price shown to them: if the
 * shop's price differs now, the whole order is refused with PRICE_CHANGED naming the line.
 */
export const orderLineInputSchema = z.object({
  variant_id: rowIdSchema,
  quantity: z.number().int().min(1).max(MAX_CART_QUANTITY),
  price: money,
});
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

/** POST /api/orders. The lines are removed from the cart in the same transaction. */
export const orderCreateSchema = z.object({
  contact: orderContactSchema,
  delivery: deliveryInputSchema,
  payment_method: paymentMethodSchema,
  lines: z
    .array(orderLineInputSchema)
    .min(1, 'Корзина пуста')
    .max(ORDER_LIMITS.linesMax)
    .refine(
      (lines) => new Set(lines.map((l) => l.variant_id)).size === lines.length,
      'Каждый вариант товара — одной строкой',
    ),
  comment: multiLineText()
    .max(ORDER_LIMITS.commentMax, 'Комментарий слишком длинный')
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type OrderCreate = z.input<typeof orderCreateSchema>;
export type OrderCreateParsed = z.output<typeof orderCreateSchema>;

/** POST /api/orders needs this header: the same key answers the same order, never a second. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const orderCreateHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ message: 'Нужен заголовок Idempotency-Key' })
    .trim()
    .min(ORDER_LIMITS.idempotencyKeyMin, 'Нужен заголовок Idempotency-Key')
    .max(ORDER_LIMITS.idempotencyKeyMax)
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key: только латинские буквы, цифры и знаки'),
});

// ---------------------------------------------------------------------------------------------
// Checkout options and their admin settings

export const pickupPointSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  /** Opening hours as text, e.g. «Ежедневно 10:00–22:00». */
  hours: z.string().nullable(),
});
export type PickupPoint = z.infer<typeof pickupPointSchema>;

/** Courier delivery costs `courier_price`, free from `free_above` (inclusive); pickup is free. */
export const deliveryRulesSchema = z.object({
  courier_price: money,
  /** Items total from which courier delivery is free; null: never free. */
  free_above: money.nullable(),
});
export type DeliveryRules = z.infer<typeof deliveryRulesSchema>;

/** GET /api/checkout/options (signed-in shoppers). */
export const checkoutOptionsSchema = z.object({
  currency: z.string(),
  pickup_points: z.array(pickupPointSchema),
  delivery: deliveryRulesSchema,
  /** 'online' is listed only when a payment provider is configured. */
  payment_methods: z.array(paymentMethodSchema),
  /** Minutes an online order waits for its payment before it is cancelled. */
  payment_timeout_minutes: z.number().int().positive(),
});
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;

/** The courier price for an items total under the rules (pickup is always free). */
export function deliveryPrice(
  rules: DeliveryRules,
  method: DeliveryMethod,
  itemsTotal: number,
): number {
  if (method === 'pickup') return 0;
  if (rules.free_above !== null && itemsTotal >= rules.free_above) return 0;
  return rules.courier_price;
}

export const pickupPointWriteSchema = z.object({
  /** An existing point keeps its id; points left out of the list are no longer offered. */
  id: rowIdSchema.optional(),
  name: requiredText(100, 'Укажите название пункта', 'Название слишком длинное'),
  address: requiredText(300, 'Укажите адрес пункта', 'Адрес слишком длинный'),
  hours: singleLineText()
    .max(100, 'Слишком длинно')
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type PickupPointWrite = z.input<typeof pickupPointWriteSchema>;

/** GET/PUT /api/checkout/settings (admins). */
export const checkoutSettingsSchema = z.object({
  pickup_points: z.array(pickupPointSchema),
  delivery: deliveryRulesSchema,
});
export type CheckoutSettings = z.infer<typeof checkoutSettingsSchema>;
export const checkoutSettingsUpdateSchema = z.object({
  pickup_points: z.array(pickupPointWriteSchema).max(ORDER_LIMITS.pickupPointsMax),
  delivery: z.object({
    courier_price: moneyInput('Укажите стоимость доставки'),
    free_above: moneyInput('Укажите сумму бесплатной доставки').nullable(),
  }),
});
export type CheckoutSettingsUpdate = z.input<typeof checkoutSettingsUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Orders as the server answers them

/** A line as it was bought: a snapshot, unchanged when the item is edited or deleted later. */
export const orderLineSchema = z.object({
  id: z.number().int(),
  /** Null once the item or variant was deleted from the catalogue. */
  item_id: z.number().int().nullable(),
  variant_id: z.number().int().nullable(),
  name: z.string(),
  brand: z.string(),
  sku: z.string().nullable(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  image_url: z.string().nullable(),
  price: money,
  quantity: z.number().int().positive(),
  /** price × quantity. */
  total: money,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderDeliverySchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('courier'),
    price: money,
    city: z.string(),
    street: z.string(),
    house: z.string(),
    flat: z.string().nullable(),
  }),
  z.object({
    method: z.literal('pickup'),
    price: money,
    /** A snapshot of the point as it was when the order was placed. */
    pickup_point: pickupPointSchema,
  }),
]);
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

export const orderTotalsSchema = z.object({
  items: money,
  delivery: money,
  total: money,
  currency: z.string(),
});

export const ORDER_ACTORS = ['shopper', 'admin', 'system', 'payment'] as const;
export const orderActorSchema = z.enum(ORDER_ACTORS);

/** One step of the status timeline, oldest first. */
export const orderStatusEventSchema = z.object({
  status: orderStatusSchema,
  at: z.string(),
  /** Who moved it: the shopper, an admin, the shop itself (unpaid too long) or the payment. */
  by: orderActorSchema,
  note: z.string().nullable(),
});
export type OrderStatusEvent = z.infer<typeof orderStatusEventSchema>;

export const orderPaymentSchema = z.object({
  method: paymentMethodSchema,
  state: paymentStateSchema,
  /** Where to pay while the state is pending (the provider's hosted page); null otherwise. */
  pay_url: z.string().nullable(),
  /** When an unpaid online order is cancelled; null when nothing is awaited. */
  pay_before: z.string().nullable(),
  paid_at: z.string().nullable(),
  /**
   * Set when the provider's signed payment was of another amount or currency than the order's
   * (it stays set after an admin confirmed or cancelled the order): what was paid, in the paid
   * currency (null when the provider did not say), and what the order costs.
   */
  mismatch: z
    .object({
      paid: money.nullable(),
      paid_currency: z.string().nullable(),
      expected: money,
      expected_currency: z.string(),
    })
    .nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** An order in a list (/orders, the admin list). */
export const orderSummarySchema = z.object({
  id: z.number().int(),
  /** What the shopper and the admin call the order, e.g. «V-000123». */
  number: z.string(),
  status: orderStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  totals: orderTotalsSchema,
  items_count: z.number().int().nonnegative(),
  /** Up to 4 pictures of the lines, for the list's thumbnails. */
  image_urls: z.array(z.string()),
  payment: orderPaymentSchema.pick({ method: true, state: true, mismatch: true }),
  delivery_method: deliveryMethodSchema,
  /** The buyer (shown to admins; the shopper sees their own). */
  customer: z.object({
    user_id: z.number().int().nullable(),
    email: z.string().nullable(),
    name: z.string(),
    phone: z.string(),
  }),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  lines: z.array(orderLineSchema),
  delivery: orderDeliverySchema,
  comment: z.string().nullable(),
  timeline: z.array(orderStatusEventSchema),
  payment: orderPaymentSchema,
  /** The viewer may cancel it now (POST /api/orders/{id}/cancel). */
  can_cancel: z.boolean(),
  /** Statuses the viewer may set with PATCH /api/orders/{id} (admins; empty for shoppers). */
  next_statuses: z.array(orderStatusSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderPageSchema = z.object({
  orders: z.array(orderSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** A calendar day that exists (not 2026-02-30, not year 0, which PostgreSQL refuses). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате ГГГГ-ММ-ДД')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return (
      !Number.isNaN(date.getTime()) &&
      date.toISOString().startsWith(day) &&
      date.getUTCFullYear() >= 1900
    );
  }, 'Такой даты нет');
/** Repeated `status=` keys or one comma-separated value. */
const statusList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(orderStatusSchema).max(ORDER_STATUSES.length));

/** GET /api/orders/manage (admins). Dates are days (UTC), both ends included. */
export const adminOrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Order number or id, or part of the buyer's email, name or phone. */
  q: singleLineText().max(200).optional(),
  status: statusList.optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

/** PATCH /api/orders/{id} (admins): the next status along ORDER_TRANSITIONS. */
export const orderStatusUpdateSchema = z
  .object({
    status: orderStatusSchema,
    /** Shown on the timeline and in the email (e.g. a tracking number). */
    note: multiLineText()
      .max(ORDER_LIMITS.noteMax, 'Комментарий слишком длинный')
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .strict();
export type OrderStatusUpdate = z.input<typeof orderStatusUpdateSchema>;

/** POST /api/orders/{id}/cancel: an optional reason (the body may be left out). */
export const orderCancelSchema = z
  .object({
    reason: multiLineText()
      .max(ORDER_LIMITS.noteMax, 'Комментарий слишком длинный')
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .nullish();

export const ORDER_NUMBER_PREFIX = 'V-';
/** The order number people read and type: «V-000123». */
export function orderNumber(id: number): string {
  return `${ORDER_NUMBER_PREFIX}${String(id).padStart(6, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// Refusals of an order (details.lines of PRICE_CHANGED / OUT_OF_STOCK)

/**
 * Why a line was refused; `available` is the stock left, `price` the shop's price now. `name`,
 * `size` and `color` are the item's own words for the sentence the web writes; `name` is null when
 * the variant no longer exists.
 */
export const refusedLineSchema = z.object({
  variant_id: z.number().int(),
  name: z.string().nullable(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  reason: z.enum(['price_changed', 'out_of_stock', 'unavailable']),
  available: z.number().int().nonnegative().nullable(),
  price: money.nullable(),
});
export type RefusedLine = z.infer<typeof refusedLineSchema>;

/** What the shop answers a payment provider's notification it accepted (or had already). */
export const paymentWebhookAckSchema = z.object({
  received: z.literal(true),
  /** The same event came before and was not applied again. */
  duplicate: z.boolean(),
});

// ---------------------------------------------------------------------------------------------
// The email outbox (admins)

export const EMAIL_STATES = ['pending', 'sent', 'failed', 'kept'] as const;
/** pending: waiting to be sent (or retried); sent; failed: gave up after retries; kept: no SMTP. */
export const emailStateSchema = z.enum(EMAIL_STATES);
export type EmailState = z.infer<typeof emailStateSchema>;

export const outboxEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  state: emailStateSchema,
  attempts: z.number().int().nonnegative(),
  last_error: z.string().nullable(),
  order_id: z.number().int().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxPageSchema = z.object({
  emails: z.array(outboxEmailSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
  /** Whether SMTP is configured (otherwise every email is kept here). */
  smtp_configured: z.boolean(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const outboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  state: emailStateSchema.optional(),
  /** Part of the recipient's address or the subject. */
  q: singleLineText().max(200).optional(),
  order_id: rowIdParamSchema.optional(),
});

export const ORDERS_PAGE_SIZE = PAGE_SIZE;
