import type { SalesFigures, SalesReport } from '@shop/contract';

const NO_SALES: SalesFigures = {
  gross: 0,
  discounts: 0,
  refunds: 0,
  net: 0,
  delivery: 0,
  orders: 0,
  average_order: 0,
  units: 0,
  units_returned: 0,
};

/**
 * A sales report of three days: two sales on the first (one discounted), a partial refund on the
 * third; the period and cut are the query's when given.
 */
export function buildSalesReport(query?: URLSearchParams): SalesReport {
  const from = query?.get('from') ?? '2026-11-01';
  const to = query?.get('to') ?? '2026-11-03';
  const first: SalesFigures = {
    gross: 109960,
    discounts: 5000,
    refunds: 0,
    net: 104960,
    delivery: 1500,
    orders: 2,
    average_order: 52480,
    units: 4,
    units_returned: 0,
  };
  const third: SalesFigures = { ...NO_SALES, refunds: 12990, net: -12990, units_returned: 1 };
  return {
    from,
    to,
    group: (query?.get('group') as SalesReport['group'] | null) ?? 'day',
    currency: 'KZT',
    time_zone: 'Asia/Almaty',
    totals: { ...first, refunds: 12990, net: 91970, units_returned: 1 },
    series: [
      { start: '2026-11-01', end: '2026-11-01', ...first },
      { start: '2026-11-02', end: '2026-11-02', ...NO_SALES },
      { start: '2026-11-03', end: '2026-11-03', ...third },
    ],
    top_items: [
      { item_id: 11, name: 'Пальто шерстяное', brand: 'Zarina', units: 1, net: 79990 },
      { item_id: null, name: 'Шарф', brand: '', units: 1, net: 11980 },
    ],
    top_categories: [
      { category: 'top', units: 1, net: 79990 },
      { category: null, units: 1, net: 11980 },
    ],
    generated_at: '2026-11-03T10:00:00.000Z',
  };
}
