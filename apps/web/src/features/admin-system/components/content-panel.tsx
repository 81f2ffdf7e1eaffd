import { SimpleGrid, Stack } from '@mantine/core';
import type { SystemAnalytics } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { RankedList } from '@/components/ranked-list';
import { StatCard } from '@/components/stat-card';
import { paths } from '@/config/paths';
import { TOP_POPULAR } from '../constants';
import { formatCount } from '../format';
import { TopBrandsChart, TopCategoriesChart } from './top-charts';

/** «Контент»: content figures, the top categories and brands, popular items and outfits. */
export function ContentPanel({ data }: { data: SystemAnalytics }) {
  const { t } = useTranslation();
  const content = data.content_stats;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        <StatCard label={t('adminSystem.content.items')} value={formatCount(content.total_items)} />
        <StatCard
          label={t('adminSystem.content.itemsWithPrice')}
          value={formatCount(content.items_with_price)}
        />
        <StatCard
          label={t('adminSystem.content.outfits')}
          value={formatCount(content.total_outfits)}
        />
        <StatCard
          label={t('adminSystem.content.publicOutfits')}
          value={formatCount(content.public_outfits)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TopCategoriesChart rows={data.top_categories} />
        <TopBrandsChart rows={data.top_brands} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <RankedList
          title={t('adminSystem.content.popularItems')}
          empty={t('adminSystem.content.empty')}
          rows={data.popular_items.slice(0, TOP_POPULAR).map((item) => ({
            key: String(item.id),
            to: paths.item.build(item.id),
            name: item.name,
            detail: item.brand,
            figure: t('adminSystem.content.likes', { count: item.likes }),
          }))}
        />
        <RankedList
          title={t('adminSystem.content.popularOutfits')}
          empty={t('adminSystem.content.empty')}
          rows={data.popular_outfits.slice(0, TOP_POPULAR).map((outfit) => ({
            key: String(outfit.id),
            to: paths.outfit.build(outfit.id),
            name: outfit.name,
            figure: t('adminSystem.content.likes', { count: outfit.likes }),
          }))}
        />
      </SimpleGrid>
    </Stack>
  );
}
