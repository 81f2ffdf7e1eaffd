import { z } from 'zod';
import { categorySchema } from './catalog';
import { MAX_CART_QUANTITY } from './cart';
import { rowIdSchema } from './ids';
import { deliveryMethodSchema } from './order-terms';

/*
 * Promo codes (docs/decisions/089-promo-codes.md).
 *
 *   GET   /api/admin/promo-codes        admin: every code, newest first, with its use count
 *   POST  /api/admin/promo-codes        admin: a new code (409 PROMO_CODE_TAKEN: the code exists in any case)
 *   PATCH /api/admin/promo-codes/{id}   admin: change a code (any of the fields, and is_active)
 *   POST  /api/checkout/promo-code      shopper: what a code takes off these lines, before paying
 *                                       (422 PROMO_CODE_REFUSED with details.reason)
 *
 * An order names the code in its body (`promo_code` of POST /api/orders); the discount is counted
 * again there under the code's lock, in whole tenge, and spread over the lines it applies to.
 */

export const PROMO_KINDS = ['percent', 'amount'] as const;
export const promoKindSchema = z.enum(PROMO_KINDS);
export type PromoKind = z.infer<typeof promoKindSchema>;

export const PROMO_CODE_LIMITS = { codeMin: 3, codeMax: 32, valueMax: 10_000_000 } as const;

/** Letters, digits, «-» and «_»; upper-cased, so «vesta10» and «VESTA10» are one code. */
export const promoCodeTextSchema = z
  .string({ message: 'Введите промокод' })
  .trim()
  .toUpperCase()
  .min(PROMO_CODE_LIMITS.codeMin, `Промокод — от ${PROMO_CODE_LIMITS.codeMin} символов`)
  .max(PROMO_CODE_LIMITS.codeMax, `Промокод — не длиннее ${PROMO_CODE_LIMITS.codeMax} символов`)
  .regex(/^[\p{L}\p{N}_-]+$/u, 'Только буквы, цифры, «-» и «_»');

/** What a shopper types at checkout: any text up to the limit (an unknown one is «не найден»). */
export const promoCodeInputSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(PROMO_CODE_LIMITS.codeMax * 2);

const wholeTenge = (message: string) =>
  z
    .number({ message })
    .int('Целое число')
    .positive(message)
    .max(PROMO_CODE_LIMITS.valueMax, message);
const moment = z.iso.datetime({ offset: true, message: 'Укажите дату' });

const promoCodeFields = {
  code: promoCodeTextSchema,
  kind: promoKindSchema,
  /** Percent (1–100) or whole tenge off. */
  value: wholeTenge('Укажите размер скидки'),
  /** The lines the code applies to must cost at least this (whole tenge); null: no minimum. */
  min_order_total: wholeTenge('Укажите минимальную сумму').nullish(),
  starts_at: moment.nullish(),
  ends_at: moment.nullish(),
  /** Orders that may use the code in all; null: no limit. */
  usage_limit: z.number().int('Целое число').positive('Не меньше 1').max(1_000_000).nullish(),
  /** One order per account (and per email) with this code. */
  once_per_customer: z.boolean().optional(),
  /** Only lines of these categories are discounted; empty or missing: every line. */
  categories: z.array(categorySchema).max(10).optional(),
};

/** The rules a code must keep whatever fields a change sends (checked on the code as saved too). */
export function promoCodeProblems(v: {
  kind?: PromoKind;
  value?: number;
  starts_at?: string | null;
  ends_at?: string | null;
}): { path: string; message: string }[] {
  const problems = [];
  if (v.kind === 'percent' && v.value !== undefined && v.value > 100)
    problems.push({ path: 'value', message: 'Не больше 100 %' });
  if (v.starts_at && v.ends_at && Date.parse(v.ends_at) <= Date.parse(v.starts_at))
    problems.push({ path: 'ends_at', message: 'Окончание — позже начала' });
  return problems;
}

const withRules = <T extends Parameters<typeof promoCodeProblems>[0]>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
) => {
  for (const p of promoCodeProblems(value))
    ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
};

/** POST /api/admin/promo-codes. */
export const promoCodeCreateSchema = z.object(promoCodeFields).superRefine(withRules);
export type PromoCodeCreate = z.input<typeof promoCodeCreateSchema>;

/** PATCH /api/admin/promo-codes/{id}: the fields to change; `is_active: false` switches it off. */
export const promoCodePatchSchema = z
  .object({ ...promoCodeFields, is_active: z.boolean() })
  .partial()
  .superRefine(withRules);
export type PromoCodePatch = z.input<typeof promoCodePatchSchema>;

/** A code as the admin list shows it. Money in whole tenge. */
export const promoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: promoKindSchema,
  value: z.number(),
  min_order_total: z.number().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  /** Orders that used it and were not cancelled. */
  used_count: z.number().int().nonnegative(),
  once_per_customer: z.boolean(),
  categories: z.array(categorySchema),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

export const promoCodeListSchema = z.object({ promo_codes: z.array(promoCodeSchema) });
export type PromoCodeList = z.infer<typeof promoCodeListSchema>;

/** POST /api/checkout/promo-code: the code and the lines about to be ordered. */
export const promoQuoteRequestSchema = z.object({
  code: promoCodeInputSchema.pipe(z.string().min(1, 'Введите промокод')),
  delivery_method: deliveryMethodSchema,
  lines: z
    .array(
      z.object({
        variant_id: rowIdSchema,
        quantity: z.number().int().min(1).max(MAX_CART_QUANTITY),
      }),
    )
    .min(1, 'Корзина пуста')
    .max(100),
});
export type PromoQuoteRequest = z.input<typeof promoQuoteRequestSchema>;

/** What the order will cost with the code: the shop's prices now, the discount in whole tenge. */
export const promoQuoteSchema = z.object({
  code: z.string(),
  items: z.number().nonnegative(),
  discount: z.number().nonnegative(),
  delivery: z.number().nonnegative(),
  total: z.number().nonnegative(),
  /** Each discounted line's share (for all its units). */
  lines: z.array(z.object({ variant_id: z.number().int(), discount: z.number().nonnegative() })),
});
export type PromoQuote = z.infer<typeof promoQuoteSchema>;

/** Why a code was refused (details.reason of PROMO_CODE_REFUSED). */
export const PROMO_REFUSALS = [
  /** No such code, or it is switched off. */
  'promo_not_found',
  /** Its usage limit is reached. */
  'promo_used_up',
  /** Its end date passed. */
  'promo_expired',
  /** Its start date is still ahead. */
  'promo_not_started',
  /** The lines it applies to cost less than `min_order_total`. */
  'promo_min_total',
  /** Once per customer, and this customer used it. */
  'promo_already_used',
  /** None of the lines is of its categories. */
  'promo_not_applicable',
] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];
