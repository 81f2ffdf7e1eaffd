import { SimpleGrid } from '@mantine/core';
import type { CatalogStats } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { useStoreCurrency } from '@/api/get-public-config';
import { StatCard } from '@/components/stat-card';
import { formatPrice } from '@/lib/format';
import { FORMAT_LOCALE } from '@/lib/i18n/i18n';

/** The four stat cards: total items, items this week, average price, active tasks. */
export function ImportStatCards({ stats }: { stats: CatalogStats | undefined }) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const number = (value: number) => new Intl.NumberFormat(FORMAT_LOCALE).format(value);
  const average = stats?.price_range.average;
  return (
    <SimpleGrid
      cols={{ base: 2, md: 4 }}
      spacing={{ base: 'xs', sm: 'md' }}
      component="section"
      aria-label={t('lamodaParser.stats.label')}
    >
      <StatCard
        label={t('lamodaParser.stats.totalItems')}
        value={stats && number(stats.total_items)}
      />
      <StatCard
        label={t('lamodaParser.stats.itemsThisWeek')}
        value={stats && number(stats.recent_items_week)}
      />
      <StatCard
        label={t('lamodaParser.stats.averagePrice')}
        value={
          stats &&
          (average === null || average === undefined
            ? t('lamodaParser.stats.none')
            : formatPrice(Math.round(average), currency))
        }
      />
      <StatCard
        label={t('lamodaParser.stats.activeTasks')}
        value={stats && number(stats.active_tasks)}
      />
    </SimpleGrid>
  );
}
