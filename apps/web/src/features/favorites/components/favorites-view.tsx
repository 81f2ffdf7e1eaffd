import { Box, Button, Group, Loader, SimpleGrid, Stack, Tabs, Title } from '@mantine/core';
import { IconHeart, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import {
  FeedLoadFailed,
  FeedMore,
  FeedSpinner,
  useNextPageWhenVisible,
} from '@/components/infinite-feed';
import { ItemCard } from '@/components/item-card';
import { paths } from '@/config/paths';
import { useFavoritesInfinite } from '../api/get-favorites';

function FavoriteItems() {
  const { t } = useTranslation();
  const query = useFavoritesInfinite();
  const items = query.data?.pages.flat() ?? [];
  const lastRef = useNextPageWhenVisible(query);

  if (query.isPending) return <FeedSpinner />;
  if (query.isError && items.length === 0) {
    return (
      <FeedLoadFailed title={t('favorites.loadFailed')} onRetry={() => void query.refetch()} />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<IconHeart size={32} stroke={1.5} />}
        title={t('favorites.empty')}
        text={t('favorites.emptyText')}
        action={
          <Button component={Link} to={paths.items} mt="sm">
            {t('favorites.toCatalog')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        {items.map((item, index) => (
          <ItemCard
            key={item.id}
            item={item}
            ref={index === items.length - 1 ? lastRef : undefined}
            imageLoading={index < 4 ? 'eager' : 'lazy'}
          />
        ))}
      </SimpleGrid>
      <FeedMore
        query={query}
        label={t('favorites.loadMore')}
        loading={
          <Group justify="center">
            <Loader size="sm" color="wine" aria-label={t('common.loading')} />
          </Group>
        }
      />
    </Stack>
  );
}

/**
 * /favorites: 'Товары', the favourite items, each card with the heart the app provides (the
 * favourites feature's own button), and 'Образы', the favourite outfits (`outfits`, given by the
 * app: outfits are another feature's).
 */
export function FavoritesView({ outfits }: { outfits: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box py={{ base: 'xs', sm: 'md' }}>
      <Title order={1} mb="lg">
        {t('favorites.title')}
      </Title>
      <Tabs defaultValue="items" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="items" leftSection={<IconHeart size={16} />}>
            {t('favorites.tabs.items')}
          </Tabs.Tab>
          <Tabs.Tab value="outfits" leftSection={<IconSparkles size={16} />}>
            {t('favorites.tabs.outfits')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="items">
          <FavoriteItems />
        </Tabs.Panel>
        <Tabs.Panel value="outfits">{outfits}</Tabs.Panel>
      </Tabs>
    </Box>
  );
}
