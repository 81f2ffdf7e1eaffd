import { z } from 'zod';
import { SORT_ORDERS } from './constants';
import {
  ORDER_STATUSES,
  orderStatusSchema,
  PAYMENT_STATES,
  paymentStateSchema,
} from './order-terms';
import { singleLineText } from './text';

/** The orders lists' queries: a shopper's own (GET /api/orders) and the admin's (filters, sorts). */

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
/** Repeated `payment=` keys or one comma-separated value: the payment's states. */
const paymentStateList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(paymentStateSchema).max(PAYMENT_STATES.length));
/** Repeated `status=` keys or one comma-separated value. */
const statusList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(orderStatusSchema).max(ORDER_STATUSES.length));

/**
 * The columns the admin orders list sorts by, on the server: `created` (the date, and with it the
 * number), `total`, `status` (in the order's life: new → … → delivered, cancelled last) and
 * `customer` (the buyer's name). The id breaks ties.
 */
export const ADMIN_ORDER_SORTS = ['created', 'total', 'status', 'customer'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/** GET /api/orders/manage (admins). Dates are days (UTC), both ends included. */
export const adminOrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Order number or id, or part of the buyer's email, name or phone. */
  q: singleLineText().max(200).optional(),
  status: statusList.optional(),
  payment: paymentStateList.optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  /** Only the orders of one account (the customer page). */
  user_id: z.coerce.number().int().positive().optional(),
  /** Newest first unless asked otherwise. */
  sort: z.enum(ADMIN_ORDER_SORTS).default('created'),
  order: z.enum(SORT_ORDERS).default('desc'),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;
/** GET /api/orders/manage/export: the list's filters, every page. */
export const adminOrderExportQuerySchema = adminOrderListQuerySchema.omit({ page: true });
