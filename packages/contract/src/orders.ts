import { z } from 'zod';
import { pageOf } from './paging';
import { PAGE_SIZE } from './constants';
import {
  ORDER_LIMITS,
  deliveryInputSchema,
  orderContactSchema,
  pickupPointSchema,
} from './checkout';
import { bulkIdsSchema, rowIdSchema } from './ids';
import {
  deliveryMethodSchema,
  orderStatusSchema,
  paymentMethodSchema,
  paymentStateSchema,
} from './order-terms';
import { carrierSchema, orderShipmentSchema, trackingNumberSchema } from './shipping';
import { multiLineText } from './text';

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
 *   GET   /api/orders/manage?q=&status=&payment=&date_from=&date_to=&sort=&order=&page=   admin: every order
 *   POST  /api/orders/manage/bulk-status   admin: { ids, status } for each ticked order → changed/skipped
 *   PATCH /api/orders/{id}                 admin: { status, note?, carrier?, tracking_number? } along
 *                                          an allowed transition (the parcel's with «shipped» only)
 *   POST  /api/orders/{id}/cash-received   admin: a delivered cash order's money reached the shop
 *   POST  /api/orders/{id}/undo-delivered  admin: back to shipped, shortly after «delivered»
 *   PUT   /api/orders/{id}/delivery        admin: the recipient and address, before shipping
 *   GET   /api/orders/{id}/notes           admin: staff's notes, newest first (never the shopper's)
 *   POST  /api/orders/{id}/notes           admin: add a note
 *   POST  /api/orders/{id}/returns         admin: a return of some lines and its refund (a sum of
 *                                          one's own and the delivery's price allowed)
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
 *
 * The statuses and the ways to pay or deliver are in order-terms.ts, what the shopper sends and
 * the checkout's settings in checkout.ts, the email outbox in email-outbox.ts.
 */

/** Money on the wire: a number in the store currency with at most 2 decimals (exact in storage). */
const money = z.number().nonnegative();

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
  /** This line's share of the promo discount, for all its units (0 or missing: none). */
  discount: money.optional(),
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
  /** What the promo code took off the items (0 or missing: none); total = items − discount + delivery. */
  discount: money.optional(),
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
  /** The admin who moved it, for an admin's eyes (left out or null: not shown, or the account is gone). */
  by_email: z.string().nullable().optional(),
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
  /** What returns and refunds gave back so far (never above what was paid); total − this is kept. */
  refunded_total: money,
  delivery_method: deliveryMethodSchema,
  /** The promo code the order used (null or missing: none). */
  promo_code: z.string().nullable().optional(),
  /** The buyer (shown to admins; the shopper sees their own). */
  customer: z.object({
    user_id: z.number().int().nullable(),
    email: z.string().nullable(),
    name: z.string(),
    phone: z.string(),
  }),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** One line of a return: which bought line, how many pieces came back. */
export const orderReturnLineSchema = z.object({
  line_id: z.number().int(),
  name: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  quantity: z.number().int().positive(),
});

export const REFUND_METHODS = ['provider', 'cash'] as const;
export const RETURN_STATES = ['pending', 'refunded'] as const;

/**
 * A return and its refund («Возврат»): `provider` money went back to the card through the payment
 * provider, `cash` was handed back by the shop. `pending` while the provider has not answered.
 */
export const orderReturnSchema = z.object({
  id: z.number().int(),
  /** 1, 2 … within the order. */
  number: z.number().int().positive(),
  at: z.string(),
  state: z.enum(RETURN_STATES),
  method: z.enum(REFUND_METHODS),
  amount: money,
  /** The amount gave back the delivery's price too. */
  includes_delivery: z.boolean(),
  /** Empty for a refund with nothing sent back (a goodwill sum, the delivery alone). */
  lines: z.array(orderReturnLineSchema),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

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
  /** Returns, oldest first; the money they gave back is `refunded_total`. */
  returns: z.array(orderReturnSchema),
  /**
   * What a refund may still give back (staff; 0 for a shopper or an order not paid): what was
   * paid less what went back or is being given back; and the delivery's price while no return
   * gave it back yet (0 when there is none to give).
   */
  refundable: z.object({ total: money, delivery: money }),
  /**
   * What the viewer may still return now, per line (admins, a delivered order within its return
   * period; empty otherwise), and until when the period runs (null when it does not apply).
   */
  returnable: z.array(z.object({ line_id: z.number().int(), quantity: z.number().int() })),
  return_until: z.string().nullable(),
  /** The viewer may change the recipient and address (PUT /api/orders/{id}/delivery). */
  can_edit_delivery: z.boolean(),
  /** Until when «delivered» may be taken back (POST /api/orders/{id}/undo-delivered); null: not. */
  undo_delivered_until: z.string().nullable(),
  /** The parcel's carrier and tracking number, once shipped with one (decision 091). */
  shipment: orderShipmentSchema.nullable(),
  /** When staff recorded the courier's cash as received (a cash order); null: not yet. */
  cash_received_at: z.string().nullable(),
  /** The viewer may record the cash as received now (POST /api/orders/{id}/cash-received). */
  can_record_cash: z.boolean(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderPageSchema = pageOf(orderSummarySchema).extend({
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

/** PATCH /api/orders/{id} (admins): the next status along ORDER_TRANSITIONS. */
export const orderStatusUpdateSchema = z
  .object({
    status: orderStatusSchema,
    /** Shown on the timeline and in the email (e.g. a tracking number). */
    note: multiLineText()
      .max(ORDER_LIMITS.noteMax, 'Комментарий слишком длинный')
      .nullish()
      .transform((v) => (v ? v : null)),
    /** With «shipped» only: the parcel's carrier and tracking number (decision 091). */
    carrier: carrierSchema.optional(),
    tracking_number: trackingNumberSchema.optional(),
  })
  .strict()
  .refine((body) => body.status === 'shipped' || !(body.carrier || body.tracking_number), {
    path: ['tracking_number'],
    message: 'Трек-номер указывают, когда заказ отправлен',
  });
export type OrderStatusUpdate = z.input<typeof orderStatusUpdateSchema>;

/**
 * POST /api/orders/manage/bulk-status (admins): each ticked order is moved to `status` by the rules
 * of one change (PATCH /api/orders/{id}); the ones that may not are answered as skipped.
 */
export const orderBulkStatusSchema = z
  .object({
    ids: bulkIdsSchema,
    status: orderStatusSchema,
  })
  .strict();
export type OrderBulkStatus = z.input<typeof orderBulkStatusSchema>;

/** POST /api/orders/{id}/cancel: an optional reason (the body may be left out). */
export const orderCancelSchema = z
  .object({
    reason: multiLineText()
      .max(ORDER_LIMITS.noteMax, 'Комментарий слишком длинный')
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .nullish();

/** PUT /api/orders/{id}/delivery (admins): checkout's own contact and address rules. */
export const orderDeliveryUpdateSchema = z.object({
  contact: orderContactSchema,
  delivery: deliveryInputSchema,
});
export type OrderDeliveryUpdate = z.input<typeof orderDeliveryUpdateSchema>;
export type OrderDeliveryUpdateParsed = z.output<typeof orderDeliveryUpdateSchema>;

export const ORDER_NOTE_MAX = 2000;

/** A staff note on an order: for the shop's people only. */
export const orderNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  author: z.object({ id: z.number().int().nullable(), name: z.string() }),
  created_at: z.string(),
});
export type OrderNote = z.infer<typeof orderNoteSchema>;
export const orderNotesSchema = z.object({ notes: z.array(orderNoteSchema) });
export type OrderNotes = z.infer<typeof orderNotesSchema>;

/** POST /api/orders/{id}/notes. */
export const orderNoteCreateSchema = z.object({
  text: multiLineText({ message: 'Напишите заметку' })
    .min(1, 'Напишите заметку')
    .max(ORDER_NOTE_MAX, 'Заметка слишком длинная'),
});
export type OrderNoteCreate = z.input<typeof orderNoteCreateSchema>;

/**
 * POST /api/orders/{id}/returns: the pieces that came back, per bought line (they go back to
 * stock), whether the delivery's price is given back too, and the sum to give back when it is not
 * the pieces' price (plus the delivery): at most what remains refundable.
 */
export const orderReturnCreateSchema = z
  .object({
    lines: z
      .array(z.object({ line_id: rowIdSchema, quantity: z.number().int().min(1).max(10_000) }))
      .max(ORDER_LIMITS.linesMax)
      .refine(
        (lines) => new Set(lines.map((l) => l.line_id)).size === lines.length,
        'Каждая строка заказа — один раз',
      )
      .default([]),
    include_delivery: z.boolean().default(false),
    amount: z
      .number()
      .positive('Сумма возврата должна быть больше нуля')
      .max(99_999_999, 'Слишком большая сумма')
      .multipleOf(0.01, 'Не больше двух знаков после запятой')
      .optional(),
  })
  .refine((body) => body.lines.length > 0 || body.include_delivery || body.amount !== undefined, {
    message: 'Выберите, что вернули, или укажите сумму',
    path: ['lines'],
  });
export type OrderReturnCreate = z.input<typeof orderReturnCreateSchema>;

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
 * the variant no longer exists. `not_sold`: the item is no longer sold (archived or a draft).
 */
export const refusedLineSchema = z.object({
  variant_id: z.number().int(),
  name: z.string().nullable(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  reason: z.enum(['price_changed', 'out_of_stock', 'unavailable', 'not_sold']),
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

export const ORDERS_PAGE_SIZE = PAGE_SIZE;
