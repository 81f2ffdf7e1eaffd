import { Badge, Button } from '@mantine/core';
import type { ItemFacets } from '@shop/contract';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { countActiveFilters } from '../filters';
import type { useCatalogFilters } from '../hooks/use-catalog-filters';
import classes from './catalog-page.module.css';
import { CatalogSearch } from './catalog-search';
import { SortSelect } from './sort-select';

// The filters are their own chunk, fetched and mounted (closed) when the «Фильтры» button is
// pointed at, focused or touched, so that they usually slide in on the first press too: the drawer
// (a portal, a modal, every facet list) is no part of the catalogue's first drawing.
const FilterDrawer = lazy(() =>
  import('./filter-drawer').then((module) => ({ default: module.FilterDrawer })),
);

/** The catalogue's search box, the «Фильтры» button with its drawer, and the sort. */
export function CatalogToolbar({
  filters: { filters, update, clearFilters },
  facets,
}: {
  filters: ReturnType<typeof useCatalogFilters>;
  facets: ItemFacets | undefined;
}) {
  const { t } = useTranslation();
  // The header's search icon opens the catalogue with the search box focused.
  const location = useLocation();
  const focusKey = (location.state as { focusSearch?: boolean } | null)?.focusSearch
    ? location.key
    : undefined;
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const activeCount = countActiveFilters(filters);

  return (
    <>
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
      {drawerWanted && (
        <Suspense fallback={null}>
          <FilterDrawer
            opened={drawerOpened}
            onClose={drawer.close}
            filters={filters}
            onChange={update}
            onReset={clearFilters}
            facets={facets}
          />
        </Suspense>
      )}
    </>
  );
}
