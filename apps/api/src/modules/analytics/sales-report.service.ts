import {
  SALES_REPORT_TOP,
  type SalesFigures,
  type SalesPeriod,
  type SalesReport,
  type SalesReportGroup,
} from '@shop/contract';
import type { Db } from '../../db/client';
import type { SalesBucketRow, SalesReportRepository } from './sales-report.repository';

/** Money rounded to the tiyn, so that sums of shares do not show 0.30000000000000004. */
const round = (value: number) => Math.round(value * 100) / 100;

type Sums = Omit<SalesFigures, 'net' | 'average_order'>;

function figures(sums: Sums): SalesFigures {
  const gross = round(sums.gross);
  const discounts = round(sums.discounts);
  const refunds = round(sums.refunds);
  return {
    ...sums,
    gross,
    discounts,
    refunds,
    delivery: round(sums.delivery),
    net: round(gross - discounts - refunds),
    average_order: sums.orders ? round((gross - discounts) / sums.orders) : 0,
  };
}

function period(row: SalesBucketRow): SalesPeriod {
  return {
    start: row.start,
    end: row.end,
    ...figures({
      gross: Number(row.gross),
      discounts: Number(row.discounts),
      refunds: Number(row.refunds),
      delivery: Number(row.delivery),
      orders: row.orders,
      units: row.units,
      units_returned: row.units_returned,
    }),
  };
}

function total(series: SalesPeriod[]): SalesFigures {
  const sum = (pick: (p: SalesPeriod) => number) => series.reduce((s, p) => s + pick(p), 0);
  return figures({
    gross: sum((p) => p.gross),
    discounts: sum((p) => p.discounts),
    refunds: sum((p) => p.refunds),
    delivery: sum((p) => p.delivery),
    orders: sum((p) => p.orders),
    units: sum((p) => p.units),
    units_returned: sum((p) => p.units_returned),
  });
}

/**
 * The sales report (admins): the money of a period as it moved, in the shop's days. Which orders
 * count and when is the repository's rule; the sums of the whole period are those of its series.
 */
export function createSalesReportService(deps: {
  db: Db;
  repo: SalesReportRepository;
  currency: string;
  timeZone: string;
}) {
  const { db, repo, currency, timeZone } = deps;
  return {
    async report(query: {
      from: string;
      to: string;
      group: SalesReportGroup;
    }): Promise<SalesReport> {
      const window = { ...query, timeZone };
      // One snapshot, so the totals, the series and the tops agree with each other.
      const [buckets, items, categories] = await db.transaction(
        async (tx) =>
          [
            await repo.buckets(window, tx),
            await repo.topItems(window, SALES_REPORT_TOP, tx),
            await repo.topCategories(window, SALES_REPORT_TOP, tx),
          ] as const,
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      const series = buckets.map(period);
      return {
        ...query,
        currency,
        time_zone: timeZone,
        totals: total(series),
        series,
        top_items: items.map((i) => ({ ...i, net: round(Number(i.net)) })),
        top_categories: categories.map((c) => ({ ...c, net: round(Number(c.net)) })),
        generated_at: new Date().toISOString(),
      };
    },
  };
}
