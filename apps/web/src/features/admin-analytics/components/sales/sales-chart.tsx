import '@mantine/charts/styles.layer.css';

import { BarChart } from '@mantine/charts';
import type { SalesPeriod, SalesReport } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '@/components/chart-card';
import { formatDate, formatPrice } from '@/lib/format';
import { dayDate } from '../../sales-periods';

const short = (day: string) => formatDate(dayDate(day), { day: 'numeric', month: 'short' });

/** A period of the series as a short label: «17 нояб.», «17 нояб. – 23 нояб.», «нояб. 2026 г.». */
export function periodLabel(period: SalesPeriod, group: SalesReport['group']): string {
  if (group === 'day') return short(period.start);
  if (group === 'month')
    return formatDate(dayDate(period.start), { month: 'short', year: 'numeric' });
  return period.start === period.end
    ? short(period.start)
    : `${short(period.start)} – ${short(period.end)}`;
}

/** Net revenue and refunds of each day, week or month, left to right in time. */
export function SalesChart({ report }: { report: SalesReport }) {
  const { t } = useTranslation();
  const money = (value: number) => formatPrice(Math.round(value), report.currency);
  const rows = report.series.map((period) => ({
    ...period,
    label: periodLabel(period, report.group),
  }));
  type Row = (typeof rows)[number];
  const sold = rows.some((row) => row.orders > 0 || row.refunds > 0);
  return (
    <ChartCard
      title={t('adminAnalytics.sales.chart')}
      hint={t('adminAnalytics.sales.chartHint')}
      rows={sold ? rows : []}
      rowKey={(row: Row) => row.start}
      empty={t('adminAnalytics.sales.empty')}
      columns={[
        { label: t('adminAnalytics.sales.periodColumn'), value: (row: Row) => row.label },
        { label: t('adminAnalytics.sales.net'), value: (row: Row) => money(row.net) },
        { label: t('adminAnalytics.sales.refunds'), value: (row: Row) => money(row.refunds) },
        { label: t('adminAnalytics.sales.orders'), value: (row: Row) => row.orders },
      ]}
    >
      <BarChart
        h={260}
        data={rows}
        dataKey="label"
        tickLine="none"
        gridAxis="y"
        withLegend
        valueFormatter={money}
        yAxisProps={{ width: 80 }}
        series={[
          { name: 'net', label: t('adminAnalytics.sales.net'), color: 'wine.6' },
          { name: 'refunds', label: t('adminAnalytics.sales.refunds'), color: 'orange.5' },
        ]}
      />
    </ChartCard>
  );
}
