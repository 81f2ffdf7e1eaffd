import { z } from 'zod';
import { PG_INT_MAX, rowIdSchema } from './ids';
import { MAX_CART_QUANTITY } from './cart';
import { paymentMethodSchema, type DeliveryMethod } from './order-terms';
import { normalisePhone, PHONE_MAX_LENGTH, PHONE_PATTERN } from './profile';
import { promoCodeInputSchema } from './promo-codes';
import { multiLineText, singleLineText } from './text';

/*
 * What a shopper sends to place an order (POST /api/orders and its Idempotency-Key header), and
 * the checkout's options: the pickup points and delivery prices the admins set.
 */

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
  /** A promo code (any case); refused with PROMO_CODE_REFUSED when it does not apply. */
  promo_code: promoCodeInputSchema.nullish().transform((v) => (v ? v : null)),
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
