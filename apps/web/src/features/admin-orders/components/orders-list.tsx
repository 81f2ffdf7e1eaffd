import { Button, Group, Stack } from '@mantine/core';
import { IconFilterOff, IconReceipt } from '@tabler/icons-react';
import { useRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '@/components/admin/export-csv-button';
import { FiltersDrawer } from '@/components/admin/filters-drawer';
import { ManagedList } from '@/components/admin/managed-list';
import { PageNumbers } from '@/components/admin/page-numbers';
import type { SearchBox } from '@/components/admin/search-field';
import { useTableLayout } from '@/components/admin/use-table-layout';
import { ORDERS_PAGE_SIZE } from '@shop/contract';
import { exportManagedOrders, useManagedOrders } from '../api/get-managed-orders';
import { OrderBulkActions } from './order-bulk-actions';
import { hasOrderFilters, OrderFilters } from './order-filters';
import { useOrdersListParams } from './orders-list-params';
import { OrderCards, OrdersTable } from './orders-table';

/** Beside the number found: «Сбросить» while anything filters the list, and its CSV file. */
function FoundActions({
  filtered,
  onReset,
  download,
}: {
  filtered: boolean;
  onReset: () => void;
  download: ComponentProps<typeof ExportCsvButton>['download'];
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      {filtered && (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconFilterOff size={14} />}
          onClick={onReset}
        >
          {t('adminOrders.list.reset')}
        </Button>
      )}
      <ExportCsvButton download={download} fallbackName="orders.csv" />
    </Group>
  );
}

/**
 * /admin/orders: every order, 20 per page with the total and page numbers, searched by number,
 * email, name or phone, filtered by status and by the days it was placed, sorted on the server by
 * date, total, status or customer (newest first unless asked); page, search, filters and order
 * live in the address, so Back returns to the same view. Ticked rows change status together.
 */
export function OrdersList() {
  const { t } = useTranslation();
  const table = useTableLayout();
  const { page, setPage, set, filters, sorting, onSort, currentQuery } = useOrdersListParams();
  const searchBox = useRef<SearchBox>(null);
  const filtered = hasOrderFilters(filters);
  const query = useManagedOrders({ page, ...filters, ...sorting });
  const data = query.data;
  const active = [
    filters.q,
    filters.status.length,
    filters.payment.length,
    filters.dateFrom,
    filters.dateTo,
  ];

  return (
    <Stack gap="md">
      <FiltersDrawer active={active.filter(Boolean).length}>
        <OrderFilters
          filters={filters}
          set={set}
          sorting={table ? undefined : { value: sorting, onSort }}
          searchBox={searchBox}
        />
      </FiltersDrawer>
      <ManagedList
        query={query}
        found={{
          text: (count) => t('adminOrders.list.found', { count }),
          testId: 'orders-found',
          aside: (
            <FoundActions
              filtered={filtered}
              onReset={() => set({ q: null, status: null, payment: null, from: null, to: null })}
              // What the search box holds (typing may not have paused) and the address as it is
              // now: the file is what the list is about to show.
              download={() => {
                const query = currentQuery();
                return exportManagedOrders({ ...query, q: searchBox.current?.settle() ?? query.q });
              }}
            />
          ),
        }}
        bulk={{
          resetKey: JSON.stringify([filters, sorting]),
          bar: (selected, done) => <OrderBulkActions selected={selected} onDone={done} />,
        }}
        page={page}
        setPage={setPage}
        loadFailed={t('adminOrders.list.loadFailed')}
        toastId="admin-orders-load-failed"
        empty={{
          icon: <IconReceipt size={32} />,
          title: t('adminOrders.list.empty'),
          text: filtered ? t('adminOrders.list.emptyFiltered') : undefined,
        }}
      >
        {(orders, selection) =>
          table ? (
            <OrdersTable orders={orders} sorting={sorting} onSort={onSort} selection={selection} />
          ) : (
            <OrderCards orders={orders} selection={selection} />
          )
        }
      </ManagedList>
      <PageNumbers
        total={data?.total}
        page={page}
        setPage={setPage}
        compact={!table}
        pageSize={ORDERS_PAGE_SIZE}
        label={t('adminOrders.list.pagerLabel')}
      />
    </Stack>
  );
}
