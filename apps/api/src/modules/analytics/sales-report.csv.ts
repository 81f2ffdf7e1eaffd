import type { SalesPeriod } from '@shop/contract';
import { csvMoney, type CsvColumn } from '../../lib/csv-export';

/** A row of the report's CSV: a period of the series, or the whole period's total last. */
export type SalesCsvRow = SalesPeriod & { isTotal: boolean };

/** The same figures as the report's cards, one row per day, week or month, then «Итого». */
export const SALES_REPORT_CSV_COLUMNS: CsvColumn<SalesCsvRow>[] = [
  { header: 'Период', value: (p) => (p.isTotal ? 'Итого' : '') },
  { header: 'С', value: (p) => p.start },
  { header: 'По', value: (p) => p.end },
  { header: 'Заказов', value: (p) => p.orders },
  { header: 'Продано, шт.', value: (p) => p.units },
  { header: 'Возвращено, шт.', value: (p) => p.units_returned },
  { header: 'Продажи по цене товаров', value: (p) => csvMoney(p.gross) },
  { header: 'Скидки', value: (p) => csvMoney(p.discounts) },
  { header: 'Возвраты', value: (p) => csvMoney(p.refunds) },
  { header: 'Чистая выручка', value: (p) => csvMoney(p.net) },
  { header: 'Доставка', value: (p) => csvMoney(p.delivery) },
  { header: 'Средний чек', value: (p) => csvMoney(p.average_order) },
];
