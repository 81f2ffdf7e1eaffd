import { Select, SimpleGrid, Switch } from '@mantine/core';
import { CATEGORIES, ITEM_SOURCE_FILTERS, ITEM_STATUSES } from '@shop/contract';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField, type SearchBox } from '@/components/admin/search-field';
import classes from './items-list.module.css';
import {
  SORT_CHOICES,
  sortingOfChoice,
  type ItemListFilters,
  type Sorting,
} from './items-list-params';

/** «Только мои» and «Мало на складе», each on or off in the address. */
function NarrowingSwitches({
  filters: { mine, lowStock },
  lowStockThreshold,
  set,
}: {
  filters: Pick<ItemListFilters, 'mine' | 'lowStock'>;
  lowStockThreshold: number;
  set: (values: Record<string, string | null>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Switch
        className={classes.mine}
        label={t('admin.items.onlyMine')}
        checked={mine}
        onChange={(event) => set({ mine: event.currentTarget.checked ? '1' : null })}
      />
      <Switch
        className={classes.mine}
        label={t('admin.items.lowStockOnly', { count: lowStockThreshold })}
        checked={lowStock}
        onChange={(event) => set({ low: event.currentTarget.checked ? '1' : null })}
      />
    </>
  );
}

/**
 * The list's search, filters and order, each kept in the address (`set` writes it): name or brand,
 * category, source, order, status, «Только мои» and «Мало на складе».
 */
export function ItemsFilters({
  filters,
  set,
  onSort,
  lowStockThreshold,
  searchBox,
}: {
  filters: ItemListFilters;
  set: (values: Record<string, string | null>) => void;
  onSort: (sorting: Sorting) => void;
  lowStockThreshold: number;
  /** The list's hold on the search box (its export takes what the box holds). */
  searchBox?: Ref<SearchBox>;
}) {
  const { t } = useTranslation();
  const { q, category, source, status, sort, order } = filters;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" className={classes.filters}>
      <SearchField
        ref={searchBox}
        value={q}
        onSearch={(value) => set({ q: value || null })}
        label={t('admin.items.searchLabel')}
        placeholder={t('admin.items.searchPlaceholder')}
      />
      <Select
        size="md"
        radius="md"
        label={t('admin.items.categoryLabel')}
        data={[
          { value: '', label: t('admin.items.allCategories') },
          ...CATEGORIES.map((value) => ({ value, label: t(`catalog.categories.${value}`) })),
        ]}
        value={category ?? ''}
        allowDeselect={false}
        onChange={(value) => set({ category: value || null })}
      />
      <Select
        size="md"
        radius="md"
        label={t('admin.items.source.label')}
        data={ITEM_SOURCE_FILTERS.map((value) => ({
          value,
          label: t(`admin.items.source.${value}`),
        }))}
        value={source}
        allowDeselect={false}
        onChange={(value) => set({ source: value && value !== 'all' ? value : null })}
      />
      <Select
        size="md"
        radius="md"
        label={t('admin.items.sortLabel')}
        data={SORT_CHOICES.map((value) => ({
          value,
          label: t(`admin.items.sorts.${value}`),
        }))}
        value={`${sort}_${order}`}
        allowDeselect={false}
        onChange={(value) => {
          const sorting = sortingOfChoice(value);
          if (sorting) onSort(sorting);
        }}
      />
      <Select
        size="md"
        radius="md"
        label={t('admin.items.statusLabel')}
        data={[
          { value: '', label: t('admin.items.allStatuses') },
          ...ITEM_STATUSES.map((value) => ({ value, label: t(`admin.items.statuses.${value}`) })),
        ]}
        value={status ?? ''}
        allowDeselect={false}
        onChange={(value) => set({ status: value || null })}
      />
      <NarrowingSwitches filters={filters} lowStockThreshold={lowStockThreshold} set={set} />
    </SimpleGrid>
  );
}
