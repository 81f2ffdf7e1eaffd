import { z } from 'zod';
import { categorySchema } from './catalog';

/** How the report's series is cut: by day, by week (Monday to Sunday) or by calendar month. */
export const SALES_REPORT_GROUPS = ['day', 'week', 'month'] as const;
export const salesReportGroupSchema = z.enum(SALES_REPORT_GROUPS);
export type SalesReportGroup = z.infer<typeof salesReportGroupSchema>;

/** A report covers at most a year (a leap year's every day), both ends included. */
export const SALES_REPORT_MAX_DAYS = 366;
/** The report lists this many items and categories, the best by net revenue first. */
export const SALES_REPORT_TOP = 10;

const DAY_MS = 24 * 3600_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * GET /api/admin/reports/sales and its CSV: days of the shop's time zone, both ends included,
 * `from` not after `to` and at most SALES_REPORT_MAX_DAYS days.
 */
export const salesReportQuerySchema = z
  .object({
    from: z.iso.date('Дата в формате ГГГГ-ММ-ДД'),
    to: z.iso.date('Дата в формате ГГГГ-ММ-ДД'),
    group: salesReportGroupSchema.default('day'),
  })
  .superRefine((query, ctx) => {
    const days = dayNumber(query.to) - dayNumber(query.from) + 1;
    if (days < 1)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Конец периода раньше его начала' });
    else if (days > SALES_REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Период не длиннее 366 дней' });
  });
export type SalesReportQuery = z.input<typeof salesReportQuerySchema>;

const money = z.number();
const count = z.number().int();

/**
 * The money of a period, in the store currency. `gross`: the goods sold at their list price;
 * `discounts`: what promo codes took off them; `refunds`: the goods' money given back in the
 * period (whenever they were sold); `net` = gross − discounts − refunds. `delivery` is apart:
 * what was charged for delivery less the delivery refunded. `orders` and `units` count the sales
 * of the period, `units_returned` the pieces whose money went back in it; `average_order` is
 * (gross − discounts) / orders, before refunds.
 */
export const salesFiguresSchema = z.object({
  gross: money,
  discounts: money,
  refunds: money,
  net: money,
  delivery: money,
  orders: count,
  average_order: money,
  units: count,
  units_returned: count,
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

/** One day, week or month of the series; a week or month cut by the period starts or ends with it. */
export const salesPeriodSchema = salesFiguresSchema.extend({
  start: z.string(),
  end: z.string(),
});
export type SalesPeriod = z.infer<typeof salesPeriodSchema>;

/** An item's sales in the period: units sold less units returned, net revenue after refunds. */
export const salesTopItemSchema = z.object({
  /** Null: the item was deleted since; its name is the one the orders kept. */
  item_id: z.number().int().nullable(),
  name: z.string(),
  brand: z.string(),
  units: count,
  net: money,
});
export const salesTopCategorySchema = z.object({
  /** Null: items deleted since, whose category is no longer known. */
  category: categorySchema.nullable(),
  units: count,
  net: money,
});
export type SalesTopItem = z.infer<typeof salesTopItemSchema>;
export type SalesTopCategory = z.infer<typeof salesTopCategorySchema>;

export const salesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  group: salesReportGroupSchema,
  currency: z.string(),
  /** The IANA time zone whose days the report counts in. */
  time_zone: z.string(),
  totals: salesFiguresSchema,
  /** Every day, week or month of the period, oldest first, empty ones included. */
  series: z.array(salesPeriodSchema),
  top_items: z.array(salesTopItemSchema),
  top_categories: z.array(salesTopCategorySchema),
  generated_at: z.string(),
});
export type SalesReport = z.infer<typeof salesReportSchema>;
