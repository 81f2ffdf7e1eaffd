import { BarChart } from '@mantine/charts';
import { Alert, Anchor, SimpleGrid, Stack } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import type { SystemAnalytics } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChartCard } from '@/components/chart-card';
import { StatCard } from '@/components/stat-card';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { formatCount } from '../format';

type Day = SystemAnalytics['daily_orders'][number];

/** A YYYY-MM-DD day of the API as a short ru-RU label, e.g. «17 нояб.» (read as a local date). */
function shortDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return formatDate(new Date(year, month - 1, day), { day: 'numeric', month: 'short' });
}

/**
 * «Заказы»: the orders of the month, those waiting for an admin, and the last 30 days day by day.
 * The shop's money (revenue, discounts, refunds) is the sales report's alone, on the analytics
 * page, so that no two pages show two different figures for it. The API lists the days newest
 * first; the chart runs left to right in time, and the screen-reader table keeps the API's order.
 */
export function SalesPanel({ data }: { data: SystemAnalytics }) {
  const { t } = useTranslation();
  const { order_stats: stats, daily_orders: days } = data;
  const chronological = [...days]
    .reverse()
    .map((day) => ({ day: shortDay(day.date), orders: day.orders }));
  const rows = days.map((day: Day) => ({ ...day, label: shortDay(day.date) }));
  type Row = (typeof rows)[number];
  return (
    <Stack gap="md">
      <Alert color="wine" variant="light" icon={<IconChartBar size={18} />}>
        {t('adminSystem.sales.moneyInReport')}{' '}
        <Anchor component={Link} to={paths.admin.analytics} fw={600}>
          {t('adminSystem.sales.openReport')}
        </Anchor>
      </Alert>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing={{ base: 'xs', sm: 'md' }}>
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
      <ChartCard
        title={t('adminSystem.sales.ordersChart')}
        hint={t('adminSystem.sales.chartHint', { count: days.length })}
        rows={rows}
        rowKey={(row: Row) => row.date}
        empty={t('adminSystem.content.empty')}
        columns={[
          { label: t('adminSystem.sales.day'), value: (row: Row) => row.label },
          { label: t('adminSystem.sales.orders'), value: (row: Row) => formatCount(row.orders) },
        ]}
      >
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
