import { AreaChart, BarChart } from '@mantine/charts';
import { SimpleGrid, Stack } from '@mantine/core';
import type { SystemAnalytics } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '@/components/chart-card';
import { StatCard } from '@/components/stat-card';
import { formatDate, formatPrice } from '@/lib/format';
import { formatCount } from '../format';

type Day = SystemAnalytics['daily_orders'][number];

/** A YYYY-MM-DD day of the API as a short ru-RU label, e.g. «17 нояб.» (read as a local date). */
function shortDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return formatDate(new Date(year, month - 1, day), { day: 'numeric', month: 'short' });
}

/**
 * «Продажи»: orders and revenue of the month, the orders waiting for an admin, and the last 30
 * days day by day. The API lists the days newest first; the charts run left to right in time, as
 * a sales curve is read, and the screen-reader tables keep the API's order.
 */
export function SalesPanel({ data }: { data: SystemAnalytics }) {
  const { t } = useTranslation();
  const { order_stats: stats, daily_orders: days } = data;
  const money = (value: number) => formatPrice(value, stats.currency);
  const chronological = [...days]
    .reverse()
    .map((day) => ({ day: shortDay(day.date), orders: day.orders, revenue: day.revenue }));
  const rows = days.map((day: Day) => ({ ...day, label: shortDay(day.date) }));
  const columns = [
    { label: t('adminSystem.sales.day'), value: (row: (typeof rows)[number]) => row.label },
    {
      label: t('adminSystem.sales.orders'),
      value: (row: (typeof rows)[number]) => formatCount(row.orders),
    },
    {
      label: t('adminSystem.sales.revenue'),
      value: (row: (typeof rows)[number]) => money(row.revenue),
    },
  ];

  // Both charts read the same days, in the same table for screen readers.
  const byDay = {
    hint: t('adminSystem.sales.chartHint', { count: days.length }),
    rows,
    rowKey: (row: (typeof rows)[number]) => row.date,
    empty: t('adminSystem.content.empty'),
    columns,
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        <StatCard
          label={t('adminSystem.sales.revenueMonth')}
          value={money(stats.revenue_month)}
          hint={t('adminSystem.sales.revenueHint')}
        />
        <StatCard
          label={t('adminSystem.sales.ordersMonth')}
          value={formatCount(stats.orders_month)}
        />
        <StatCard
          label={t('adminSystem.sales.openOrders')}
          value={formatCount(stats.open_orders)}
          hint={t('adminSystem.sales.openHint')}
        />
        <StatCard
          label={t('adminSystem.sales.totalOrders')}
          value={formatCount(stats.total_orders)}
        />
      </SimpleGrid>
      <ChartCard title={t('adminSystem.sales.revenueChart')} {...byDay}>
        <AreaChart
          h={240}
          data={chronological}
          dataKey="day"
          curveType="linear"
          tickLine="none"
          gridAxis="y"
          withDots={false}
          valueFormatter={money}
          yAxisProps={{ width: 80 }}
          series={[{ name: 'revenue', label: t('adminSystem.sales.revenue'), color: 'wine.6' }]}
        />
      </ChartCard>
      <ChartCard title={t('adminSystem.sales.ordersChart')} {...byDay}>
        <BarChart
          h={220}
          data={chronological}
          dataKey="day"
          tickLine="none"
          gridAxis="y"
          valueFormatter={formatCount}
          yAxisProps={{ allowDecimals: false }}
          series={[{ name: 'orders', label: t('adminSystem.sales.orders'), color: 'orange.5' }]}
        />
      </ChartCard>
    </Stack>
  );
}
