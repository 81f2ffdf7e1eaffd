import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CatalogStats } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { useStoreCurrency } from '@/api/get-public-config';
import { RankedList } from '@/components/ranked-list';
import { formatPrice } from '@/lib/format';
import { STATS_TOP } from '../constants';

/** «Аналитика»: top 5 brands and categories, min, average and max price in the store currency. */
export function CatalogAnalytics({ stats }: { stats: CatalogStats }) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const price = (value: number | null) =>
    value === null ? t('lamodaParser.stats.none') : formatPrice(value, currency);
  const prices = [
    { label: t('lamodaParser.analytics.min'), value: price(stats.price_range.min) },
    {
      label: t('lamodaParser.analytics.average'),
      value: price(
        stats.price_range.average === null ? null : Math.round(stats.price_range.average),
      ),
    },
    { label: t('lamodaParser.analytics.max'), value: price(stats.price_range.max) },
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <RankedList
          title={t('lamodaParser.analytics.brands')}
          empty={t('lamodaParser.analytics.empty')}
          rows={stats.top_brands.slice(0, STATS_TOP).map((b) => ({
            key: b.brand,
            name: b.brand,
            figure: t('lamodaParser.analytics.count', { count: b.count }),
          }))}
        />
        <RankedList
          title={t('lamodaParser.analytics.categories')}
          empty={t('lamodaParser.analytics.empty')}
          rows={stats.top_categories.slice(0, STATS_TOP).map((c) => ({
            key: c.category,
            name: t(`catalog.categories.${c.category}`),
            figure: t('lamodaParser.analytics.count', { count: c.count }),
          }))}
        />
      </SimpleGrid>
      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'md' }}
        component="section"
        aria-label={t('lamodaParser.analytics.prices')}
      >
        <Title order={3} fz="h5" mb="sm">
          {t('lamodaParser.analytics.prices')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {prices.map((p) => (
            <Stack key={p.label} gap={0}>
              <Text size="xs" c="dimmed">
                {p.label}
              </Text>
              <Text fw={700} fz="lg">
                {p.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
