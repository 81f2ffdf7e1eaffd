import { Button, Group, Stack } from '@mantine/core';
import { IconHanger, IconPlus } from '@tabler/icons-react';
import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ManagedList } from '@/components/admin/managed-list';
import { ExportCsvButton } from '@/components/admin/export-csv-button';
import { FiltersDrawer } from '@/components/admin/filters-drawer';
import { PageNumbers } from '@/components/admin/page-numbers';
import type { SearchBox } from '@/components/admin/search-field';
import { useTableLayout } from '@/components/admin/use-table-layout';
import { paths } from '@/config/paths';
import { exportManagedItems, useManagedItems } from '../api/get-managed-items';
import { useConfirmItemDelete } from '../hooks/use-confirm-item-delete';
import { BulkActions } from './bulk-actions';
import { CsvImportButton } from './csv-import-button';
import { useItemsListParams, type ItemListFilters } from './items-list-params';
import { ItemCards } from './item-cards';
import { ItemsTable } from './items-table';
import { ItemsFilters } from './items-filters';

/** The header's actions: the list as a CSV file, a CSV file loaded, a new item. */
function ItemsHeaderActions({
  currentFilters,
  searchBox,
}: {
  currentFilters: () => ItemListFilters;
  searchBox: RefObject<SearchBox | null>;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <ExportCsvButton
        // What the search box holds (typing may not have paused) and the address as it is
        // now: the file is what the list is about to show.
        download={() => {
          const now = currentFilters();
          return exportManagedItems({ ...now, q: searchBox.current?.settle() ?? now.q });
        }}
        fallbackName="items.csv"
      />
      <CsvImportButton />
      <Button component={Link} to={paths.admin.itemNew} leftSection={<IconPlus size={18} />}>
        {t('admin.items.add')}
      </Button>
    </Group>
  );
}

/**
 * /admin/items: the catalogue as moderators and admins manage it, 20 a page with the total and
 * page numbers, searched, filtered by category, «Только мои» and low stock, sorted on the server;
 * the page, filters and order live in the address, so Back returns to the same view. Stock is
 * changed in the list; ticked rows move to a category or go together.
 */
export function ItemsList() {
  const { t } = useTranslation();
  const table = useTableLayout();
  const { page, setPage, set, filters, sorting, onSort, currentFilters } = useItemsListParams();
  const searchBox = useRef<SearchBox>(null);
  const { q, category, status, source, mine, lowStock } = filters;
  const query = useManagedItems({ page, ...filters });
  const onDelete = useConfirmItemDelete();
  const data = query.data;

  return (
    <Stack gap="md">
      <AdminPageHeader
        title={t('admin.items.title')}
        action={<ItemsHeaderActions currentFilters={currentFilters} searchBox={searchBox} />}
      />
      <FiltersDrawer
        active={[q, category, status, source !== 'all', mine, lowStock].filter(Boolean).length}
      >
        <ItemsFilters
          filters={filters}
          set={set}
          onSort={onSort}
          searchBox={searchBox}
          lowStockThreshold={query.data?.low_stock_threshold ?? 3}
        />
      </FiltersDrawer>
      <ManagedList
        query={query}
        found={{ text: (count) => t('admin.items.found', { count }) }}
        bulk={{
          resetKey: JSON.stringify(filters),
          bar: (selected, done) => <BulkActions selected={selected} onDone={done} />,
        }}
        page={page}
        setPage={setPage}
        loadFailed={t('admin.items.loadFailed')}
        toastId="admin-items-load-failed"
        empty={{
          icon: <IconHanger size={32} />,
          title:
            mine && !q && !category && !status && source === 'all' && !lowStock
              ? t('admin.items.emptyMine')
              : t('admin.items.empty'),
        }}
      >
        {(items, selection) =>
          table ? (
            <ItemsTable
              items={items}
              onDelete={onDelete}
              sorting={sorting}
              onSort={onSort}
              selection={selection}
            />
          ) : (
            <ItemCards items={items} onDelete={onDelete} selection={selection} />
          )
        }
      </ManagedList>
      <PageNumbers
        total={data?.total}
        page={page}
        setPage={setPage}
        compact={!table}
        label={t('admin.items.pagerLabel')}
      />
    </Stack>
  );
}
