import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SystemAnalytics } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatCard } from '@/components/stat-card';
import { paths } from '@/config/paths';
import { TOP_POPULAR } from '../constants';
import { formatCount } from '../format';
import { TopBrandsChart, TopCategoriesChart } from './top-charts';

function Popular({
  title,
  rows,
}: {
  title: string;
  rows: { key: string; to: string; name: string; detail?: string; likes: number }[];
}) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={title}
    >
      <Title order={3} fz="h5" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('adminSystem.content.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" m={0} pl="md">
          {rows.map((row) => (
            <li key={row.key}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={row.to} size="sm" lineClamp={1}>
                    {row.name}
                  </Anchor>
                  {row.detail && (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {row.detail}
                    </Text>
                  )}
                </Stack>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t('adminSystem.content.likes', { count: row.likes })}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

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
        <Popular
          title={t('adminSystem.content.popularItems')}
          rows={data.popular_items.slice(0, TOP_POPULAR).map((item) => ({
            key: String(item.id),
            to: paths.item.build(item.id),
            name: item.name,
            detail: item.brand,
            likes: item.likes,
          }))}
        />
        <Popular
          title={t('adminSystem.content.popularOutfits')}
          rows={data.popular_outfits.slice(0, TOP_POPULAR).map((outfit) => ({
            key: String(outfit.id),
            to: paths.outfit.build(outfit.id),
            name: outfit.name,
            likes: outfit.likes,
          }))}
        />
      </SimpleGrid>
    </Stack>
  );
}
