import { Alert, Box, Button, Center, Loader, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OfflineNotice } from '@/components/offline-notice';
import { isApiError } from '@/lib/api-client';
import { countActiveFilters } from '../filters';
import type { CatalogList } from '../hooks/use-catalog-list';
import type { useCatalogFilters } from '../hooks/use-catalog-filters';
import { ItemGrid, ItemGridSkeleton } from './item-grid';
import { SearchNotFound } from './search-not-found';

type Filters = ReturnType<typeof useCatalogFilters>;

/** A request the shop answered 400 (a search or filter it cannot take), not a passing failure. */
const refused = (error: unknown) => isApiError(error) && error.status === 400;

/** The grid, or what stands in its place: skeletons, offline, a failure, nothing found. */
export function CatalogResults({
  filters: { filters, update, clearFilters, resetAll },
  list: { list, facets, items, lastItemRef },
}: {
  filters: Filters;
  list: CatalogList;
}) {
  const { t } = useTranslation();
  if (list.isPending && list.fetchStatus === 'paused') {
    // Offline: the first page waits for the connection (and loads by itself when it returns).
    return <OfflineNotice onRetry={() => void list.refetch()} />;
  }
  if (list.isPending) return <ItemGridSkeleton />;
  if (list.isError && items.length === 0 && !navigator.onLine) {
    // Failed while the browser was offline: React Query refetches when it reconnects.
    return <OfflineNotice onRetry={() => void list.refetch()} />;
  }
  if (list.isError && items.length === 0) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={20} />}
        title={t('catalog.loadFailed')}
      >
        {refused(list.error) ? (
          // The shop refused this search as asked: sending it again would fail again.
          <Button variant="white" color="red" size="xs" mt="xs" onClick={resetAll}>
            {t('catalog.notFound.resetAll')}
          </Button>
        ) : (
          <Button variant="white" color="red" size="xs" mt="xs" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        )}
      </Alert>
    );
  }
  if (items.length === 0) {
    return (
      <SearchNotFound
        query={filters.q}
        filtered={countActiveFilters(filters) > 0}
        suggestions={
          filters.q && !facets.isPlaceholderData ? facets.data?.search?.suggestions : undefined
        }
        onSearch={(q) => update({ q })}
        onClearFilters={clearFilters}
        onReset={resetAll}
      />
    );
  }
  return (
    <Box
      style={{ opacity: list.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
      aria-busy={list.isPlaceholderData || undefined}
    >
      <ItemGrid items={items} lastItemRef={lastItemRef} />
    </Box>
  );
}

/** Under the grid: the next page loading, 'Загрузить ещё', or the end of the list. */
export function CatalogMore({ list: { list, items, loadMore } }: { list: CatalogList }) {
  const { t } = useTranslation();
  if (items.length === 0 || list.isPlaceholderData) return null;
  return (
    <Center py="lg">
      {list.isFetchingNextPage && list.fetchStatus === 'paused' ? (
        <OfflineNotice />
      ) : list.isFetchingNextPage ? (
        <Loader color="wine" size="md" aria-label={t('common.loading')} />
      ) : list.hasNextPage ? (
        <Button variant="light" size="md" onClick={loadMore}>
          {t('catalog.loadMore')}
        </Button>
      ) : (
        <Text c="dimmed" size="sm">
          {t('catalog.noMore')}
        </Text>
      )}
    </Center>
  );
}
