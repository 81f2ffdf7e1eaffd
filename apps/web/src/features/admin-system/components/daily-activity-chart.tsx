import { BarChart } from '@mantine/charts';
import type { SystemAnalytics } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '@/components/chart-card';
import { formatDate } from '@/lib/format';
import { formatCount } from '../format';

type Day = SystemAnalytics['daily_activity'][number];

/** A YYYY-MM-DD day of the API as a ru-RU label, e.g. «пн, 17 нояб.» (read as a local date). */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return formatDate(new Date(year, month - 1, day), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
}

/** Views and favourites of the last 7 days, in the order the API gives them (newest first). */
export function DailyActivityChart({ days }: { days: Day[] }) {
  const { t } = useTranslation();
  const data = days.map((d) => ({ day: dayLabel(d.date), views: d.views, favorites: d.favorites }));
  return (
    <ChartCard
      title={t('adminSystem.overview.activity')}
      hint={t('adminSystem.overview.activityHint')}
      rows={data}
      rowKey={(row) => row.day}
      empty={t('adminSystem.content.empty')}
      columns={[
        { label: t('adminSystem.overview.day'), value: (row) => row.day },
        { label: t('adminSystem.overview.views7'), value: (row) => formatCount(row.views) },
        {
          label: t('adminSystem.overview.favorites7'),
          value: (row) => formatCount(row.favorites),
        },
      ]}
    >
      <BarChart
        h={260}
        data={data}
        dataKey="day"
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: 40 }}
        tickLine="none"
        gridAxis="x"
        valueFormatter={formatCount}
        yAxisProps={{ allowDecimals: false }}
        series={[
          { name: 'views', label: t('adminSystem.overview.views7'), color: 'wine.6' },
          { name: 'favorites', label: t('adminSystem.overview.favorites7'), color: 'orange.5' },
        ]}
      />
    </ChartCard>
  );
}
