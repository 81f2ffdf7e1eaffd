import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconAlertCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useItemFacets } from '@/api/items/get-item-facets';
import { useItemsInfinite } from '@/api/items/get-items';
import { OfflineNotice } from '@/components/offline-notice';
import { useOnVisible } from '@/hooks/use-on-visible';
import { usePageTitle } from '@/hooks/use-page-title';
import { catalogFiltersToApiQuery, countActiveFilters } from '../filters';
import { useCatalogFilters } from '../hooks/use-catalog-filters';
import { ActiveFilters } from './active-filters';
import classes from './catalog-page.module.css';
import { CatalogSearch } from './catalog-search';
import { CategoryChips } from './category-chips';
import { GenderTabs } from './gender-tabs';
import { ItemGrid, ItemGridSkeleton } from './item-grid';
import { SearchNotFound } from './search-not-found';
import { SearchNotice } from './search-notice';
import { SortSelect } from './sort-select';

// The filters are their own chunk, fetched and mounted (closed) when the «Фильтры» button is
// pointed at, focused or touched, so that they usually slide in on the first press too: the drawer
// (a portal, a modal, every facet list) is no part of the catalogue's first drawing.
const FilterDrawer = lazy(() =>
  import('./filter-drawer').then((module) => ({ default: module.FilterDrawer })),
);

/**
 * /items (decision 008): search, category chips, the filter drawer and chips, and the grid with
 * infinite scroll plus 'Загрузить ещё'. The whole filter state is the URL query.
 */
export function CatalogPage() {
  const { t } = useTranslation();
  usePageTitle(t('catalog.title'));
  const { filters, update, clearFilters, resetAll } = useCatalogFilters();
  // The header's search icon opens the catalogue with the search box focused.
  const location = useLocation();
  const focusKey = (location.state as { focusSearch?: boolean } | null)?.focusSearch
    ? location.key
    : undefined;
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const query = catalogFiltersToApiQuery(filters);
  const list = useItemsInfinite(query);
  const facets = useItemFacets(query);

  const items = list.data?.pages.flat() ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !list.isPlaceholderData;
  const loadMore = () => {
    if (canLoadMore) void fetchNextPage();
  };
  const lastItemRef = useOnVisible(loadMore, { enabled: canLoadMore && !list.isError });
  const activeCount = countActiveFilters(filters);
  const total = facets.data?.total;

  return (
    <Stack gap="md" py={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" align="flex-end" gap="xs">
        <Title order={1}>{t('catalog.title')}</Title>
        {total !== undefined && !list.isPending && (
          <Text c="dimmed" size="sm" aria-live="polite">
            {t('catalog.found', { count: total })}
          </Text>
        )}
      </Group>

      <div className={classes.toolbar}>
        <div className={classes.search}>
          <CatalogSearch value={filters.q} onSearch={(q) => update({ q })} focusKey={focusKey} />
        </div>
        <Button
          variant="default"
          size="md"
          radius="xl"
          onClick={() => {
            setDrawerWanted(true);
            drawer.open();
          }}
          onPointerEnter={() => setDrawerWanted(true)}
          onFocus={() => setDrawerWanted(true)}
          onTouchStart={() => setDrawerWanted(true)}
          leftSection={<IconAdjustmentsHorizontal size={18} stroke={1.7} />}
          rightSection={
            activeCount > 0 ? (
              <Badge size="sm" circle color="wine" aria-hidden>
                {activeCount}
              </Badge>
            ) : null
          }
          aria-haspopup="dialog"
          px={{ base: 'sm', sm: 'md' }}
          classNames={{ section: classes.filtersSection }}
        >
          {t('catalog.filters.button')}
        </Button>
        <SortSelect
          value={filters.sort}
          searching={Boolean(filters.q)}
          onChange={(sort) => update({ sort })}
          size="md"
          radius="xl"
          label={null}
          aria-label={t('catalog.sort.label')}
          className={classes.sort}
        />
      </div>
      <SearchNotice
        search={filters.q && !facets.isPlaceholderData ? facets.data?.search : undefined}
      />

      <GenderTabs value={filters.gender} onChange={(gender) => update({ gender })} />
      <CategoryChips value={filters.category} onChange={(category) => update({ category })} />
      <ActiveFilters filters={filters} onChange={update} onReset={clearFilters} />

      {list.isPending && list.fetchStatus === 'paused' ? (
        // Offline: the first page waits for the connection (and loads by itself when it returns).
        <OfflineNotice onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <ItemGridSkeleton />
      ) : list.isError && items.length === 0 && !navigator.onLine ? (
        // Failed while the browser was offline: React Query refetches when it reconnects.
        <OfflineNotice onRetry={() => void list.refetch()} />
      ) : list.isError && items.length === 0 ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={20} />}
          title={t('catalog.loadFailed')}
        >
          <Button variant="white" color="red" size="xs" mt="xs" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <SearchNotFound
          query={filters.q}
          filtered={activeCount > 0}
          suggestions={
            filters.q && !facets.isPlaceholderData ? facets.data?.search?.suggestions : undefined
          }
          onSearch={(q) => update({ q })}
          onClearFilters={clearFilters}
          onReset={resetAll}
        />
      ) : (
        <Box
          style={{ opacity: list.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
          aria-busy={list.isPlaceholderData || undefined}
        >
          <ItemGrid items={items} lastItemRef={lastItemRef} />
        </Box>
      )}

      {items.length > 0 && !list.isPlaceholderData && (
        <Center py="lg">
          {isFetchingNextPage && list.fetchStatus === 'paused' ? (
            <OfflineNotice />
          ) : isFetchingNextPage ? (
            <Loader color="wine" size="md" aria-label={t('common.loading')} />
          ) : hasNextPage ? (
            <Button variant="light" size="md" onClick={loadMore}>
              {t('catalog.loadMore')}
            </Button>
          ) : (
            <Text c="dimmed" size="sm">
              {t('catalog.noMore')}
            </Text>
          )}
        </Center>
      )}

      {drawerWanted && (
        <Suspense fallback={null}>
          <FilterDrawer
            opened={drawerOpened}
            onClose={drawer.close}
            filters={filters}
            onChange={update}
            onReset={clearFilters}
            facets={facets.data}
          />
        </Suspense>
      )}
    </Stack>
  );
}
