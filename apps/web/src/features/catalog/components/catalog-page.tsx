import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { useCatalogFilters } from '../hooks/use-catalog-filters';
import { useCatalogList } from '../hooks/use-catalog-list';
import { ActiveFilters } from './active-filters';
import { CatalogMore, CatalogResults } from './catalog-results';
import { CatalogToolbar } from './catalog-toolbar';
import { CategoryChips } from './category-chips';
import { GenderTabs } from './gender-tabs';
import { SearchNotice } from './search-notice';

/**
 * /items (decision 008): search, category chips, the filter drawer and chips, and the grid with
 * infinite scroll plus 'Загрузить ещё'. The whole filter state is the URL query.
 */
export function CatalogPage() {
  const { t } = useTranslation();
  usePageTitle(t('catalog.title'));
  const catalogFilters = useCatalogFilters();
  const { filters, update, clearFilters } = catalogFilters;
  const catalog = useCatalogList(filters);
  const { list, facets } = catalog;
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
      <CatalogToolbar filters={catalogFilters} facets={facets.data} />
      <SearchNotice
        search={filters.q && !facets.isPlaceholderData ? facets.data?.search : undefined}
      />
      <GenderTabs value={filters.gender} onChange={(gender) => update({ gender })} />
      <CategoryChips value={filters.category} onChange={(category) => update({ category })} />
      <ActiveFilters filters={filters} onChange={update} onReset={clearFilters} />
      <CatalogResults filters={catalogFilters} list={catalog} />
      <CatalogMore list={catalog} />
    </Stack>
  );
}
