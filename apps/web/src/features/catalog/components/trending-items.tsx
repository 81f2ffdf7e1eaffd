import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTrendingItems } from '@/api/items/get-trending-items';
import { paths } from '@/config/paths';
import { ItemGrid, ItemGridSkeleton } from './item-grid';

/**
 * /home's trending grid: the most popular items numbered #1, #2…, 'Смотреть все' → /items,
 * 'Пока нет популярных товаров' when there are none.
 */
export function TrendingItems() {
  const { t } = useTranslation();
  const { data, isPending } = useTrendingItems();
  const items = data ?? [];

  return (
    <Stack component="section" gap="md" aria-labelledby="trending-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} id="trending-title">
          {t('home.trending.title')}
        </Title>
        <Anchor component={Link} to={paths.items} fw={600}>
          {t('home.trending.seeAll')}
        </Anchor>
      </Group>
      {isPending ? (
        <ItemGridSkeleton count={4} />
      ) : items.length > 0 ? (
        <ItemGrid items={items} ranked />
      ) : (
        <Paper p="xl" withBorder bg="white">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={44} radius="xl" variant="light" color="wine">
              <IconFlame size={22} />
            </ThemeIcon>
            <Text c="dimmed">{t('home.trending.empty')}</Text>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
